import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPasswordResetMail } from '../../../auth/auth-mail-sender';
import { mayMailAddress, refuseWhenIpAsksTooOften } from '../../../auth/account-mail-limits';
import { consumeAuthToken, findUsableToken, retireResetTokens } from '../../../auth/auth-tokens';
import { runInBackground } from '../../../auth/background-work';
import { hashPassword } from '../../../auth/passwords';
import { authRateLimit, forgotPasswordRateLimit } from '../../../auth/rate-limit-rules';
import { findUserByEmail } from '../../../auth/users';
import { sessions, users } from '../../../db/schema';
import { badRequest } from '../../../http-errors';
import { hasMalformedToken } from './token-validation';
import { endpoint } from '../../endpoint';

export const RESET_REQUESTED_TEXT = 'Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.';
export const RESET_LINK_INVALID_TEXT = 'Link za promenu lozinke nije ispravan ili je istekao.';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('authGenerateResetPass'),
    config: { rateLimit: forgotPasswordRateLimit(app) },
    handler: async (request, reply) => {
      const { email } = request.body;
      await refuseWhenIpAsksTooOften(app, reply, 'reset_password', request.ip);
      // The same immediate answer for every address; whether a mail goes out is decided afterwards.
      runInBackground(app, 'password reset mail', async () => {
        // A mail went out a moment ago, and its link still works: nothing more is sent.
        if (!(await mayMailAddress(app, 'reset_password', email))) return;
        const user = await findUserByEmail(app.db, email);
        if (user) await sendPasswordResetMail(request, user);
      });
      return { success: true as const, message: RESET_REQUESTED_TEXT };
    },
  });

  app.route({
    ...endpoint('authVerifyPass'),
    attachValidation: true,
    config: { rateLimit: authRateLimit(app) },
    handler: async (request) => {
      const usable =
        !hasMalformedToken(request) &&
        (await findUsableToken(app.db, request.params.token, 'reset_password')) !== null;
      if (!usable) throw badRequest(RESET_LINK_INVALID_TEXT, 'TOKEN_INVALID');
      return { valid: true as const };
    },
  });

  app.route({
    ...endpoint('authChangePass'),
    attachValidation: true,
    config: { rateLimit: authRateLimit(app) },
    handler: async (request, reply) => {
      const linkInvalid = () =>
        reply
          .status(400)
          .send({ success: false, error: RESET_LINK_INVALID_TEXT, code: 'TOKEN_INVALID' as const });
      if (hasMalformedToken(request)) return linkInvalid();
      const { token, resetPasswordData } = request.body;
      // Cheap check first, so that bad links cost no argon2 work.
      if ((await findUsableToken(app.db, token, 'reset_password')) === null) return linkInvalid();
      const passwordHash = await hashPassword(resetPasswordData.password);
      const changed = await app.db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, 'reset_password');
        if (userId === null) return false;
        // The other links mailed meanwhile must not change the password again.
        await retireResetTokens(tx, userId);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // Whoever knew the old password is signed out everywhere.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
      if (!changed) return linkInvalid();
      await reply.endSession();
      return { success: true };
    },
  });
};

export default passwordRoutes;
