import type { FastifyRequest } from 'fastify';
import { passwordResetMail, registrationAttemptMail, verificationMail } from '../mail/templates/auth-mails';
import { publicUrl } from '../public-url';
import { issueAuthToken } from './auth-tokens';
import type { UserRow } from './users';

/** Issues a fresh 24-hour verification token and mails its /verify-email link. */
export async function sendVerificationMail(request: FastifyRequest, user: UserRow): Promise<void> {
  const app = request.server;
  const token = await issueAuthToken(app.db, user.id, 'verify_email');
  const link = publicUrl(app.config, `/verify-email?token=${token}`);
  await app.sendMail(verificationMail({ to: user.email, firstName: user.firstName, link }));
}

/** Issues a fresh 30-minute reset token and mails its /reset-password link. */
export async function sendPasswordResetMail(request: FastifyRequest, user: UserRow): Promise<void> {
  const app = request.server;
  const token = await issueAuthToken(app.db, user.id, 'reset_password');
  const link = publicUrl(app.config, `/reset-password?token=${token}`);
  await app.sendMail(passwordResetMail({ to: user.email, firstName: user.firstName, link }));
}

/** Tells the owner that their address was registered again, with a fresh 30-minute reset link. */
export async function sendRegistrationAttemptMail(request: FastifyRequest, user: UserRow): Promise<void> {
  const app = request.server;
  const token = await issueAuthToken(app.db, user.id, 'reset_password');
  const link = publicUrl(app.config, `/reset-password?token=${token}`);
  await app.sendMail(registrationAttemptMail({ to: user.email, firstName: user.firstName, link }));
}
