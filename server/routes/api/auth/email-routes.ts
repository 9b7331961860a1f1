import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mayMailAddress, refuseWhenIpAsksTooOften } from '../../../auth/account-mail-limits';
import { sendVerificationMail } from '../../../auth/auth-mail-sender';
import { consumeAuthToken, findUsedToken } from '../../../auth/auth-tokens';
import { runInBackground } from '../../../auth/background-work';
import { authRateLimit } from '../../../auth/rate-limit-rules';
import { findUserByEmail, toUserDto } from '../../../auth/users';
import { users } from '../../../db/schema';
import { badRequest, conflict } from '../../../http-errors';
import { hasMalformedToken } from './token-validation';
import { endpoint } from '../../endpoint';

export const VERIFICATION_RESENT_TEXT =
  'Ako nalog postoji i nije potvrđen, poslali smo novi link za potvrdu.';
export const VERIFY_LINK_INVALID_TEXT = 'Link za potvrdu nije ispravan ili je istekao.';
export const ALREADY_VERIFIED_TEXT = 'Ova e-adresa je već potvrđena.';

const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app);

  const isUsedLinkOfVerifiedUser = async (token: string) => {
    const userId = await findUsedToken(app.db, token, 'verify_email');
    if (userId === null) return false;
    const [row] = await app.db
      .select({ isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.isVerified === true;
  };

  app.route({
    ...endpoint('authCheckUser'),
    config: { rateLimit },
    handler: async (request) => ({
      exists: (await findUserByEmail(app.db, request.body.email)) !== undefined,
    }),
  });

  app.route({
    ...endpoint('authPendingVerification'),
    config: { rateLimit },
    handler: async (request) => {
      const { email } = request.body;
      const user = await findUserByEmail(app.db, email);
      return { email, pending: user !== undefined && !user.isVerified };
    },
  });

  /** Answers at once and the same for every address; the lookup and the mail happen afterwards. */
  const resendVerification = async (
    request: FastifyRequest<{ Body: { email: string } }>,
    reply: FastifyReply,
  ) => {
    const { email } = request.body;
    await refuseWhenIpAsksTooOften(app, reply, 'verify_email', request.ip);
    runInBackground(app, 'verification mail', async () => {
      // A mail went out a moment ago, and its link still works: nothing more is sent.
      if (!(await mayMailAddress(app, 'verify_email', email))) return;
      const user = await findUserByEmail(app.db, email);
      if (user && !user.isVerified) await sendVerificationMail(request, user);
    });
    return { success: true as const, message: VERIFICATION_RESENT_TEXT };
  };
  for (const name of ['authGenerateEmail', 'authRequestVerifyEmail'] as const) {
    app.route({ ...endpoint(name), config: { rateLimit }, handler: resendVerification });
  }

  app.route({
    ...endpoint('authVerifyEmail'),
    attachValidation: true,
    config: { rateLimit },
    handler: async (request) => {
      if (hasMalformedToken(request)) throw badRequest(VERIFY_LINK_INVALID_TEXT, 'TOKEN_INVALID');
      const user = await app.db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, request.params.token, 'verify_email');
        if (userId === null) return null;
        const [row] = await tx
          .update(users)
          .set({ isVerified: true })
          .where(eq(users.id, userId))
          .returning();
        return row ?? null;
      });
      if (user) return { user: toUserDto(user) };
      // A second click on a used link: the address it confirmed is confirmed, which the shopper
      // should read rather than "invalid". The answer names no one: the link may be opened anywhere.
      if (await isUsedLinkOfVerifiedUser(request.params.token)) {
        throw conflict(ALREADY_VERIFIED_TEXT, 'ALREADY_VERIFIED');
      }
      throw badRequest(VERIFY_LINK_INVALID_TEXT, 'TOKEN_INVALID');
    },
  });
};

export default emailRoutes;
