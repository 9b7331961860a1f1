import type { SnapshotFrom } from 'xstate';
import type { StaffOrderEventType } from '../../contract/order-lifecycle';
import type { adminOrderMachine } from './admin-order.machine';

type AdminOrderSnapshot = SnapshotFrom<typeof adminOrderMachine>;

/** What the order's screen shows: still loading, unreadable, or the order with its actions' outcome. */
export type AdminOrderStatus = 'loading' | 'loadFailed' | 'idle' | 'sending' | 'done' | 'conflict' | 'failed';

export function selectOrderStatus(snapshot: AdminOrderSnapshot): AdminOrderStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('sending') || snapshot.matches('reloading')) return 'sending';
  if (snapshot.matches({ ready: 'done' })) return 'done';
  if (snapshot.matches({ ready: 'conflict' })) return 'conflict';
  if (snapshot.matches({ ready: 'failed' })) return 'failed';
  return 'idle';
}

/** The order as last read or answered. */
export const selectOrderDetail = (snapshot: AdminOrderSnapshot) => snapshot.context.detail;

/** The staff events the lifecycle allows now: the only buttons shown. */
export const selectAllowed = (snapshot: AdminOrderSnapshot): readonly StaffOrderEventType[] =>
  snapshot.context.detail?.allowed ?? [];

/** Whether an action is on its way (the buttons wait). */
export const selectOrderBusy = (snapshot: AdminOrderSnapshot) => snapshot.hasTag('busy');

/** The action just taken, for "done" to name. */
export const selectSent = (snapshot: AdminOrderSnapshot) => snapshot.context.sent;

/** The refusal's or failure's Serbian text. */
export const selectOrderError = (snapshot: AdminOrderSnapshot) => snapshot.context.error;

/** Why the order was read again. */
export const selectOrderNotice = (snapshot: AdminOrderSnapshot) => snapshot.context.notice;

/** The action whose form (ship, cancel, refund) is open, if any. */
export const selectOpenForm = (snapshot: AdminOrderSnapshot) => snapshot.context.form;
