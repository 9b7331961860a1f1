import { expect } from 'vitest';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle/order-lifecycle.machine';
import {
  selectAllowedStaffEvents,
  selectCanRequestWithdrawal,
  selectLifecycle,
} from '../../../machines/order-lifecycle/order-lifecycle.selectors';
import type {
  OrderLifecycleContext,
  OrderLifecycleEvent,
  OrderLifecycleInput,
} from '../../../machines/order-lifecycle/order-lifecycle.types';
import type { OrderLifecycleState } from '../../../contract/order-lifecycle';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { transitionsOf } from '../utils/model-walk';
import { startOrderLifecycle } from './order-lifecycle.harness';
import { expectedAllowed, expectedLifecycle } from './order-lifecycle.oracle';

const events: OrderLifecycleEvent[] = [
  { type: 'confirm' },
  { type: 'markPaid' },
  { type: 'ship', carrier: 'postExpress', trackingNumber: 'PE123456789RS' },
  { type: 'deliver' },
  { type: 'cancel', reason: 'Kupac je odustao telefonom.' },
  { type: 'requestWithdrawal', reason: 'Ne odgovara mi boja.' },
  { type: 'acceptReturn' },
  { type: 'refund', amount: 12_990 },
];

function checkLifecycleRules({ before, event, after, effects }: ModelStepResult<OrderLifecycleEvent>) {
  const context = before.context as OrderLifecycleContext;
  const was = before.value as OrderLifecycleState;
  const expected = expectedLifecycle(was, event, context);
  expect(after.value).toEqual(expected);
  // The context is the server's (how the order is paid, the window): no event changes it.
  expect(after.context).toEqual(context);
  // Pure: no action, no message; the server does the effects.
  expect(effects).toEqual([]);
  const snapshot = after as Parameters<typeof selectLifecycle>[0];
  expect(selectLifecycle(snapshot)).toEqual(expected);
  expect(selectAllowedStaffEvents(snapshot)).toEqual(expectedAllowed(expected, context));
  const withdrawn = expectedLifecycle(expected, { type: 'requestWithdrawal' }, context);
  expect(selectCanRequestWithdrawal(snapshot)).toBe(withdrawn.fulfilment !== expected.fulfilment);
}

/** One model per input: the payment method picks the payment states, the window the last branch. */
function lifecycleModel(input: Required<OrderLifecycleInput>, part?: string) {
  describeModel('order-lifecycle', {
    machine: orderLifecycleMachine,
    transitions: transitionsOf(orderLifecycleMachine, { events: () => events, input }) as never,
    start: () => startOrderLifecycle(input),
    check: checkLifecycleRules as never,
    part,
    statesWalkedElsewhere: ['orderLifecycle.payment.awaitingPayment'],
  });
}

lifecycleModel({ paymentMethod: 'cash_on_delivery', withdrawalWindowOpen: true });
lifecycleModel({ paymentMethod: 'bank_transfer', withdrawalWindowOpen: true }, 'bank-transfer');
lifecycleModel({ paymentMethod: 'cash_on_delivery', withdrawalWindowOpen: false }, 'window-closed');
