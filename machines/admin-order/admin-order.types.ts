import type { AdminOrderDetail, StaffOrderEventBody } from '../../contract/admin';
import type { StaffOrderEventType } from '../../contract/order-lifecycle';

/** A staff action on an order as the back office sends it; the machine adds the version it was decided on. */
export type StaffOrderAction = StaffOrderEventBody extends infer E
  ? E extends { expectedVersion: number }
    ? Omit<E, 'expectedVersion'>
    : never
  : never;

/** The staff events that open a form first (their details typed in), the others are a button alone. */
export const FORM_ACTIONS = ['ship', 'cancel', 'refund'] as const satisfies readonly StaffOrderEventType[];
export type FormAction = (typeof FORM_ACTIONS)[number];

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
  /**
   * The action whose form is open. Data, not a state: it stays open while its action is on its way
   * and after a failure (the values typed kept), and goes with a success or once the lifecycle no
   * longer allows the action.
   */
  form: FormAction | null;
};

export type AdminOrderInput = { orderId: string };

export type AdminOrderEvent =
  /** A button (Potvrdi, Označi kao plaćeno…) or an action's form (ship, cancel, refund) through the system. */
  | { type: 'adminOrder.act'; action: StaffOrderAction }
  /** An action's button that has a form (Pošalji, Otkaži…): opens its form, or closes it when open. */
  | { type: 'adminOrder.form.toggle'; action: FormAction }
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
