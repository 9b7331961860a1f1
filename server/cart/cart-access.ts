import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from '../../contract/uuid';
import { carts } from '../db/schema';
import { notFound } from '../http-errors';

export const CART_COOKIE = 'cart_id';
const YEAR_S = 365 * 24 * 60 * 60;

export type CartRow = typeof carts.$inferSelect;

/**
 * Whether this request may use the cart: an anonymous cart belongs to whoever holds its id in
 * the cart_id cookie (the cookie is its bearer token); a user's cart only to that user's session.
 */
export async function canUseCart(request: FastifyRequest, cart: CartRow): Promise<boolean> {
  if (cart.userId === null) return request.cookies[CART_COOKIE] === cart.id;
  const user = await request.currentUser();
  return user?.id === cart.userId;
}

/** The named cart if this request may use it; otherwise 404, so that no cart id is confirmed. */
export async function requireCart(request: FastifyRequest, cartId: string): Promise<CartRow> {
  const [cart] = await request.server.db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  if (!cart || !(await canUseCart(request, cart))) {
    throw notFound('Korpa nije pronađena.', 'CART_NOT_FOUND');
  }
  return cart;
}

/** The request's cart_id cookie if it holds a cart id at all; a malformed one names no cart. */
export function cookieCartId(request: FastifyRequest): string | null {
  const cartId = request.cookies[CART_COOKIE];
  return isUuid(cartId) ? cartId : null;
}

/** The cart named by the request's cart_id cookie (GET /api/cart, last-accessed). */
export async function requireCookieCart(request: FastifyRequest): Promise<CartRow> {
  const cartId = cookieCartId(request);
  if (!cartId) throw notFound('Korpa nije pronađena.', 'CART_NOT_FOUND');
  return requireCart(request, cartId);
}

/** The storefront reads this cookie too (js-cookie), so it is not httpOnly. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, cartId: string) {
  reply.setCookie(CART_COOKIE, cartId, {
    path: '/',
    maxAge: YEAR_S,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.server.config.publicUrl?.startsWith('https:') || request.protocol === 'https',
  });
}
