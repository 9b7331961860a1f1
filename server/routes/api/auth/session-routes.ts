import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../../../contract/uuid';
import { mayMailAddress } from '../../../auth/account-mail-limits';
import { rememberAccountScript } from '../../../auth/account-script';
import { sendPasswordResetMail, sendVerificationMail } from '../../../auth/auth-mail-sender';
import { runInBackground } from '../../../auth/background-work';
import { recordLoginFailure, refuseWhenTooManyFailures } from '../../../auth/login-failures';
import { attachCartOnRegister, mergeCartOnLogin } from '../../../auth/merge-cart';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { authRateLimit, loginRateLimit } from '../../../auth/rate-limit-rules';
import { findUserByEmail, toUserDto } from '../../../auth/users';
import { canUseCart, cookieCartId, setCartCookie } from '../../../cart/cart-access';
import { scriptOf } from '../../../mail/request-script';
import { registrationAttemptMail } from '../../../mail/templates/auth-mails';
import { carts, users } from '../../../db/schema';
import { HttpError, conflict } from '../../../http-errors';
import { endpoint } from '../../endpoint';

/** The cart id if it names an anonymous cart this request may use (it holds it in cart_id). */
async function usableAnonymousCart(request: FastifyRequest, cartId: string | null | undefined) {
  if (!isUuid(cartId)) return null;
  const [cart] = await request.server.db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  return cart && cart.userId === null && (await canUseCart(request, cart)) ? cart.id : null;
}

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('authRegister'),
    config: { rateLimit: authRateLimit(app) },
    handler: async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const broughtCartId = await usableAnonymousCart(request, body.cartId);
      // The unique e-mail decides a race between two registrations: the loser inserts nothing.
      const user = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone ?? null,
            script: scriptOf(request),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) return null;
        return { ...created, cartId: await attachCartOnRegister(tx, created.id, broughtCartId) };
      });
      if (!user) {
        // The owner hears of it, with a way back in should it have been them; at most as often as
        // reset mails go to one address, which this shares its limit with.
        runInBackground(app, 'registration attempt mail', async () => {
          if (!(await mayMailAddress(app, 'reset_password', body.email))) return;
          const owner = await findUserByEmail(app.db, body.email);
          if (owner) await sendPasswordResetMail(request, owner, registrationAttemptMail);
        });
        throw conflict('Nalog sa ovom e-adresom već postoji.', 'EMAIL_TAKEN');
      }

      await reply.startSession(user.id);
      setCartCookie(request, reply, user.cartId);
      await sendVerificationMail(request, user);
      return reply.status(201).send({ newUser: toUserDto(user) });
    },
  });

  app.route({
    ...endpoint('authLogin'),
    config: { rateLimit: loginRateLimit(app) },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      await refuseWhenTooManyFailures(app, reply, request.ip, email);
      const user = await findUserByEmail(app.db, email);
      // An unknown address costs the same argon2 work and gets the same answer as a wrong password.
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordMatches) {
        await recordLoginFailure(app, request.ip, email);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Pogrešna e-adresa ili lozinka.');
      }

      const cartId = await mergeCartOnLogin(app.db, user.id, cookieCartId(request));
      await rememberAccountScript(app.db, user, request);
      await reply.startSession(user.id);
      setCartCookie(request, reply, cartId);
      return { user: toUserDto({ ...user, cartId }) };
    },
  });

  app.route({
    ...endpoint('authLogout'),
    handler: async (_request, reply) => {
      await reply.endSession();
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('authMe'),
    handler: async (request) => {
      const user = await request.currentUser();
      return { user: user ? toUserDto(user) : null };
    },
  });
};

export default sessionRoutes;
