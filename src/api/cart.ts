import type { AddItemBody, UpdateQuantityBody } from '../../contract/cart';
import { routes } from '../../contract/routes';
import { call } from './request';

/** POST /api/cart/create: a new anonymous cart; answers its id (the server also sets cart_id). */
export async function createCart(): Promise<string> {
  const { cartId } = await call(routes.cartCreate);
  return cartId;
}

/** GET /api/cart: the cart named by the cart_id cookie. */
export function fetchCart() {
  return call(routes.cartGet);
}

/** GET /api/cart/exists/{cartId}: whether this browser may use that cart. */
export async function cartExists(cartId: string): Promise<boolean> {
  const { exists } = await call(routes.cartExists, { params: { cartId } });
  return exists;
}

/** POST /api/cart/add-item: one more of the product; spec §5: an answer with `error` is rejected with its text. */
export function addCartItem(body: AddItemBody) {
  return call(routes.cartAddItem, { body, rejectErrorField: true });
}

/** PUT /api/cart/update-quantity: sets a line's quantity; answers the line. */
export function updateCartItemQuantity(body: UpdateQuantityBody) {
  return call(routes.cartUpdateQuantity, { body });
}

/** DELETE /api/cart/remove-item/{itemId}. */
export async function removeCartItem(itemId: number): Promise<void> {
  await call(routes.cartRemoveItem, { params: { itemId } });
}

/** DELETE /api/cart/remove-unavailable-items/{cartId}: answers how many lines were removed. */
export async function removeUnavailableCartItems(cartId: string): Promise<number> {
  const { removed } = await call(routes.cartRemoveUnavailable, { params: { cartId } });
  return removed;
}

/** DELETE /api/cart/clear/{cartId}. */
export async function clearCart(cartId: string): Promise<void> {
  await call(routes.cartClear, { params: { cartId } });
}

/** PUT /api/cart/last-accessed: no body; the cart is the cart_id cookie's. */
export async function updateCartLastAccess(): Promise<void> {
  await call(routes.cartLastAccessed);
}

/** POST /api/cart/promo: applies a promo code; a refusal (422) rejects with its Serbian reason. */
export function applyCartPromo(cartId: string, code: string) {
  return call(routes.cartPromoApply, { body: { cartId, code } });
}

/** DELETE /api/cart/promo/{cartId}: the cart goes on without a code. */
export function removeCartPromo(cartId: string) {
  return call(routes.cartPromoRemove, { params: { cartId } });
}
