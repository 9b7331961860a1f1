import type { PlaceOrderBody } from '../../contract/orders';
import type { RouteBody } from '../../contract/route-schemas';
import { routes } from '../../contract/routes';
import { call, sessionCall } from './request';

/**
 * POST /api/orders: places the order (a repeat with the same idempotency key answers the same
 * order). A 409 rejects with an ApiError whose `body` holds the items that ran short.
 */
export function placeOrder(body: PlaceOrderBody) {
  return call(routes.orderPlace, { body });
}

/** GET /api/orders: the signed-in user's order history. */
export async function fetchOrders() {
  const data = await sessionCall(routes.orderList);
  return data?.items;
}

/** GET /api/orders/{id}: one order, the owner's, or a guest's with the access token of the confirmation. */
export function fetchOrder(id: string, token?: string) {
  return call(routes.orderGet, { params: { id }, query: token ? { token } : {} });
}

/**
 * POST /api/orders/{id}/withdrawal: the shopper withdraws from the contract, with an optional
 * reason (a guest names the order's access token). It answers the new lifecycle and the legal form
 * as sent; outside the window a 409 WITHDRAWAL_CLOSED rejects with its Serbian text.
 */
export function requestWithdrawal(id: string, body: RouteBody<'orderWithdrawal'>) {
  return call(routes.orderWithdrawal, { params: { id }, body });
}
