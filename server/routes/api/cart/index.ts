import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addOneToCart } from '../../../cart/add-item';
import { canUseCart, requireCart, requireCookieCart, setCartCookie } from '../../../cart/cart-access';
import { cartItemNotFound } from '../../../cart/cart-errors';
import { loadCart } from '../../../cart/cart-view';
import { removeUnavailableItems } from '../../../cart/remove-unavailable';
import { setLineQuantity } from '../../../cart/update-quantity';
import { cartItems, carts } from '../../../db/schema';
import { endpoint } from '../../endpoint';
import { applyCartPromo, removeCartPromo } from '../../../promo/cart-promo';

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('cartCreate'),
    handler: async (request, reply) => {
      // New carts are anonymous; register and login attach them to an account.
      const cartId = randomUUID();
      await app.db.insert(carts).values({ id: cartId });
      setCartCookie(request, reply, cartId);
      return reply.status(201).send({ cartId });
    },
  });

  app.route({
    ...endpoint('cartGet'),
    handler: async (request) => {
      const cart = await requireCookieCart(request);
      return loadCart(app.db, cart);
    },
  });

  app.route({
    ...endpoint('cartExists'),
    handler: async (request) => {
      const [cart] = await app.db.select().from(carts).where(eq(carts.id, request.params.cartId)).limit(1);
      // An anonymous cart's id is its bearer token: naming it (as a legacy stored id does, spec §4)
      // is holding it, and the storefront then moves it into the cart_id cookie. A user's cart
      // exists only for that user.
      const exists = cart !== undefined && (cart.userId === null || (await canUseCart(request, cart)));
      return { exists };
    },
  });

  app.route({
    ...endpoint('cartAddItem'),
    handler: async (request) => {
      const cart = await requireCart(request, request.body.cartId);
      return addOneToCart(app.db, cart.id, request.body.productId);
    },
  });

  app.route({
    ...endpoint('cartUpdateQuantity'),
    handler: async (request) => {
      const { cartId, cartItemId, quantity } = request.body;
      const cart = await requireCart(request, cartId);
      return setLineQuantity(app.db, cart.id, cartItemId, quantity);
    },
  });

  app.route({
    ...endpoint('cartRemoveItem'),
    handler: async (request) => {
      const [row] = await app.db
        .select({ cart: carts })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(cartItems.id, request.params.itemId))
        .limit(1);
      // Someone else's line answers exactly like a missing one.
      if (!row || !(await canUseCart(request, row.cart))) throw cartItemNotFound();
      await app.db
        .delete(cartItems)
        .where(and(eq(cartItems.id, request.params.itemId), eq(cartItems.cartId, row.cart.id)));
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('cartRemoveUnavailable'),
    handler: async (request) => {
      const cart = await requireCart(request, request.params.cartId);
      return { removed: await removeUnavailableItems(app.db, cart.id) };
    },
  });

  app.route({
    ...endpoint('cartClear'),
    handler: async (request) => {
      const cart = await requireCart(request, request.params.cartId);
      await app.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('cartLastAccessed'),
    handler: async (request) => {
      const cart = await requireCookieCart(request);
      await app.db.update(carts).set({ lastAccessedAt: sql`now()` }).where(eq(carts.id, cart.id));
      return { success: true as const };
    },
  });

  app.route({
    ...endpoint('cartPromoApply'),
    handler: async (request) => {
      const cart = await requireCart(request, request.body.cartId);
      return { promo: await applyCartPromo(app.db, cart, request.body.code) };
    },
  });

  app.route({
    ...endpoint('cartPromoRemove'),
    handler: async (request) => {
      const cart = await requireCart(request, request.params.cartId);
      await removeCartPromo(app.db, cart);
      return { promo: null };
    },
  });
};

export default cartRoutes;
