import {
  type PlaceOrderBody,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '../../contract/orders';
import { request, sessionRequest } from './request';

/**
 * POST /api/orders: places the order (a repeat with the same idempotency key answers the same
 * order). A 409 rejects with an ApiError whose `body` holds the items that ran short.
 */
export function placeOrder(body: PlaceOrderBody) {
  return request({ method: 'post', url: '/api/orders', data: body, schema: placeOrderResponseSchema });
}

/** GET /api/orders: the signed-in user's order history. */
export async function fetchOrders() {
  const data = await sessionRequest({ method: 'get', url: '/api/orders', schema: orderListResponseSchema });
  return data?.items;
}

/** GET /api/orders/{id}: one order, the owner's, or a guest's with the access token of the confirmation. */
export function fetchOrder(id: string, token?: string) {
  return request({
    method: 'get',
    url: `/api/orders/${encodeURIComponent(id)}`,
    ...(token ? { params: { token } } : {}),
    schema: orderResponseSchema,
  });
}
