import type { FastifyRequest } from 'fastify';
import { passwordResetMail, verificationMail } from '../mail/templates/auth-mails';
import { publicUrl } from '../public-url';
import { issueAuthToken } from './auth-tokens';
import type { UserRow } from './users';

/** Issues a fresh 24-hour verification token and mails its /verify-email link. */
export async function sendVerificationMail(request: FastifyRequest, user: UserRow): Promise<void> {
  const app = request.server;
  const token = await issueAuthToken(app.db, user.id, 'verify_email');
  const link = publicUrl(app.config, `/verify-email?token=${token}`);
  await app.sendMail(
    verificationMail({ to: user.email, firstName: user.firstName, link, script: user.script }),
  );
}

/**
 * Issues a fresh 30-minute reset token and mails its /reset-password link: in the reset mail, or
 * in another that carries the same link (the owner's notice of a registration attempt).
 */
export async function sendPasswordResetMail(
  request: FastifyRequest,
  user: UserRow,
  compose: typeof passwordResetMail = passwordResetMail,
): Promise<void> {
  const app = request.server;
  const token = await issueAuthToken(app.db, user.id, 'reset_password');
  const link = publicUrl(app.config, `/reset-password?token=${token}`);
  await app.sendMail(compose({ to: user.email, firstName: user.firstName, link, script: user.script }));
}
