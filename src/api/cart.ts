import {
  type AddItemBody,
  type UpdateQuantityBody,
  cartExistsResponseSchema,
  cartItemSchema,
  cartSchema,
  createCartResponseSchema,
  removeUnavailableResponseSchema,
} from '../../contract/cart';
import { successSchema } from '../../contract/errors';
import { request } from './request';

/** POST /api/cart/create: a new anonymous cart; answers its id (the server also sets cart_id). */
export async function createCart(): Promise<string> {
  const { cartId } = await request({
    method: 'post',
    url: '/api/cart/create',
    schema: createCartResponseSchema,
  });
  return cartId;
}

/** GET /api/cart: the cart named by the cart_id cookie. */
export function fetchCart() {
  return request({ method: 'get', url: '/api/cart', schema: cartSchema });
}

/** GET /api/cart/exists/{cartId}: whether this browser may use that cart. */
export async function cartExists(cartId: string): Promise<boolean> {
  const { exists } = await request({
    method: 'get',
    url: `/api/cart/exists/${encodeURIComponent(cartId)}`,
    schema: cartExistsResponseSchema,
  });
  return exists;
}

/** POST /api/cart/add-item: one more of the product; spec §5: an answer with `error` is rejected with its text. */
export function addCartItem(body: AddItemBody) {
  return request({
    method: 'post',
    url: '/api/cart/add-item',
    data: body,
    schema: cartItemSchema,
    rejectErrorField: true,
  });
}

/** PUT /api/cart/update-quantity: sets a line's quantity; answers the line. */
export function updateCartItemQuantity(body: UpdateQuantityBody) {
  return request({ method: 'put', url: '/api/cart/update-quantity', data: body, schema: cartItemSchema });
}

/** DELETE /api/cart/remove-item/{itemId}. */
export async function removeCartItem(itemId: number): Promise<void> {
  await request({ method: 'delete', url: `/api/cart/remove-item/${itemId}`, schema: successSchema });
}

/** DELETE /api/cart/remove-unavailable-items/{cartId}: answers how many lines were removed. */
export async function removeUnavailableCartItems(cartId: string): Promise<number> {
  const { removed } = await request({
    method: 'delete',
    url: `/api/cart/remove-unavailable-items/${encodeURIComponent(cartId)}`,
    schema: removeUnavailableResponseSchema,
  });
  return removed;
}

/** DELETE /api/cart/clear/{cartId}. */
export async function clearCart(cartId: string): Promise<void> {
  await request({
    method: 'delete',
    url: `/api/cart/clear/${encodeURIComponent(cartId)}`,
    schema: successSchema,
  });
}

/** PUT /api/cart/last-accessed: no body; the cart is the cart_id cookie's. */
export async function updateCartLastAccess(): Promise<void> {
  await request({ method: 'put', url: '/api/cart/last-accessed', schema: successSchema });
}
