import type { SnapshotFrom } from 'xstate';
import {
  type FulfilmentState,
  type OrderLifecycleState,
  type PaymentState,
  type StaffOrderEventType,
  staffOrderEventTypes,
} from '../../contract/order-lifecycle';
import type { orderLifecycleMachine } from './order-lifecycle.machine';
import type { OrderLifecycleEvent } from './order-lifecycle.types';

type OrderLifecycleSnapshot = SnapshotFrom<typeof orderLifecycleMachine>;

// No guard reads a payload, so an event's type alone asks whether it is allowed.
const probe = (type: OrderLifecycleEvent['type']) => ({ type }) as OrderLifecycleEvent;

/** The order's two states, as stored on the order and shown in the back office. */
export const selectLifecycle = (snapshot: OrderLifecycleSnapshot): OrderLifecycleState => {
  const value = snapshot.value as { fulfilment: FulfilmentState; payment: PaymentState };
  return { fulfilment: value.fulfilment, payment: value.payment };
};

/** The staff events the lifecycle allows now, in the contract's order: the back office offers these. */
export const selectAllowedStaffEvents = (snapshot: OrderLifecycleSnapshot): StaffOrderEventType[] =>
  staffOrderEventTypes.filter((type) => snapshot.can(probe(type)));

/** Whether the shopper may ask to withdraw now (before delivery, or within the window after it). */
export const selectCanRequestWithdrawal = (snapshot: OrderLifecycleSnapshot): boolean =>
  snapshot.can(probe('requestWithdrawal'));
