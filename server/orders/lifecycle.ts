import { initialTransition, transition } from 'xstate';
import type { OrderLifecycleState, StaffOrderEventType } from '../../contract/order-lifecycle';
import type { PaymentMethod } from '../../contract/order-constants';
import { lastWithdrawalDay, withinWithdrawalDays } from '../../contract/withdrawal-window';
import { orderLifecycleMachine } from '../../machines/order-lifecycle/order-lifecycle.machine';
import {
  selectAllowedStaffEvents,
  selectCanRequestWithdrawal,
  selectLifecycle,
} from '../../machines/order-lifecycle/order-lifecycle.selectors';
import type { OrderLifecycleEvent } from '../../machines/order-lifecycle/order-lifecycle.types';

/** What of an order the lifecycle decides from: its stored states, how it is paid, when delivered. */
export type LifecycleRow = {
  fulfilmentState: OrderLifecycleState['fulfilment'];
  paymentState: OrderLifecycleState['payment'];
  paymentMethod: PaymentMethod;
  deliveredAt: Date | null;
};

/** The states a new order is stored in, as the machine starts for its payment method. */
export function initialLifecycle(paymentMethod: PaymentMethod): OrderLifecycleState {
  const [snapshot] = initialTransition(orderLifecycleMachine, { paymentMethod });
  return selectLifecycle(snapshot);
}

/** The stored order as a machine snapshot; the withdrawal window is today's date check. */
export function restoreLifecycle(row: LifecycleRow, now: Date) {
  return orderLifecycleMachine.resolveState({
    value: { fulfilment: row.fulfilmentState, payment: row.paymentState },
    context: {
      paymentMethod: row.paymentMethod,
      withdrawalWindowOpen: withinWithdrawalDays(row.deliveredAt, now),
    },
  });
}

export type LifecycleDecision =
  | { allowed: true; from: OrderLifecycleState; to: OrderLifecycleState }
  | { allowed: false; from: OrderLifecycleState; allowedNow: StaffOrderEventType[] };

/** The lifecycle's verdict on an event for the stored order: a pure transition, nothing run. */
export function decideEvent(row: LifecycleRow, event: OrderLifecycleEvent, now: Date): LifecycleDecision {
  const snapshot = restoreLifecycle(row, now);
  const from = selectLifecycle(snapshot);
  if (!snapshot.can(event)) return { allowed: false, from, allowedNow: selectAllowedStaffEvents(snapshot) };
  const [next] = transition(orderLifecycleMachine, snapshot, event);
  return { allowed: true, from, to: selectLifecycle(next) };
}

/** The staff events the back office may offer for the order now. */
export const allowedStaffEvents = (row: LifecycleRow, now: Date) =>
  selectAllowedStaffEvents(restoreLifecycle(row, now));

/** The shopper's withdrawal window as the order page shows it (contract/order-timeline.ts). */
export function withdrawalWindow(row: LifecycleRow, now: Date) {
  const open = selectCanRequestWithdrawal(restoreLifecycle(row, now));
  const closedForGood = ['cancelled', 'returned', 'withdrawalRequested'].includes(row.fulfilmentState);
  return {
    open,
    until: row.deliveredAt && !closedForGood ? lastWithdrawalDay(row.deliveredAt) : null,
  };
}
