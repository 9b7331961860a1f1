import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordLoginFailure, refuseWhenTooManyFailures } from '../../../auth/login-failures';
import { retireResetTokens } from '../../../auth/auth-tokens';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { authRateLimit } from '../../../auth/rate-limit-rules';
import { hashToken } from '../../../auth/tokens';
import { toProfileDto } from '../../../auth/users';
import { sessions, users } from '../../../db/schema';
import { badRequest } from '../../../http-errors';
import { SESSION_COOKIE } from '../../../plugins/sessions';
import { endpoint } from '../../endpoint';

/** The signed-in user's profile (DESIGN §3 Accounts): name, phone, default address, password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('profileGet'),
    handler: async (request) => ({
      profile: toProfileDto(await request.requireUser()),
    }),
  });

  app.route({
    ...endpoint('profileUpdate'),
    handler: async (request) => {
      const user = await request.requireUser();
      const { firstName, lastName, phone, address } = request.body;
      const [row] = await app.db
        .update(users)
        .set({
          firstName,
          lastName,
          phone,
          street: address?.street ?? null,
          city: address?.city ?? null,
          postalCode: address?.postalCode ?? null,
        })
        .where(eq(users.id, user.id))
        .returning();
      return { profile: toProfileDto(row!) };
    },
  });

  app.route({
    ...endpoint('profilePassword'),
    config: { rateLimit: authRateLimit(app) },
    handler: async (request, reply) => {
      const user = await request.requireUser();
      // Guesses of the current password count against the account like failed logins, so a
      // stolen session cannot be used to find out the password.
      await refuseWhenTooManyFailures(app, reply, request.ip, user.email);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        await recordLoginFailure(app, request.ip, user.email);
        throw badRequest('Trenutna lozinka nije ispravna.', 'WRONG_PASSWORD');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      const currentSession = hashToken(request.cookies[SESSION_COOKIE] ?? '');
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await retireResetTokens(tx, user.id);
        // This browser stays signed in; every other session of the account ends.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentSession)));
      });
      return { success: true as const };
    },
  });
};

export default profileRoutes;
