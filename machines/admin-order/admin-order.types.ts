import type { AdminOrderDetail, StaffOrderEventBody } from '../../contract/admin';
import type { StaffOrderEventType } from '../../contract/order-lifecycle';

/** A staff action on an order as the back office sends it; the machine adds the version it was decided on. */
export type StaffOrderAction = StaffOrderEventBody extends infer E
  ? E extends { expectedVersion: number }
    ? Omit<E, 'expectedVersion'>
    : never
  : never;

export type AdminOrderContext = {
  orderId: string;
  /** GET /api/admin/orders/{id}: the order, its timeline, its version and the events allowed now. */
  detail: AdminOrderDetail | null;
  /** The action last sent (what "done" says was done). */
  sent: StaffOrderEventType | null;
  /** The Serbian text of the last refusal or failure. */
  error: string | null;
  /** Why the order was read again ("Porudžbinu je u međuvremenu izmenio neko drugi."). */
  notice: string | null;
};

export type AdminOrderInput = { orderId: string };

export type AdminOrderEvent =
  /** A button (Potvrdi, Označi kao plaćeno…) or an action's form (ship, cancel, refund) through the system. */
  | { type: 'adminOrder.act'; action: StaffOrderAction }
  /** "Pokušajte ponovo" after the order could not be read. */
  | { type: 'adminOrder.retry' };

/*
 * The actors src/admin/actors/order.actors.ts provides:
 *   loadOrder  input: order id                                   output: AdminOrderDetail  GET /api/admin/orders/{id}
 *   sendEvent  input: { orderId, body: StaffOrderEventBody }     output: AdminOrderDetail  POST /api/admin/orders/{id}/events
 * A refusal rejects with an error carrying `code` (ORDER_CHANGED, TRANSITION_NOT_ALLOWED) and
 * `body` (TRANSITION_NOT_ALLOWED's `allowed`), as src/api/api-error.ts ApiError does.
 * The provided action `orderChanged` tells the lists the order is on to read it again.
 */
