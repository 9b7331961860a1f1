import { assign, setup } from 'xstate';
import type { PaymentCheckContext, PaymentCheckEvent } from './payment-check.types';

const orderIdOf = (event: PaymentCheckEvent): string | null => {
  const id = (event as { orderId?: unknown }).orderId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/**
 * Uplate na čekanju: the one transfer whose order is open beside the list, to check its amount and
 * "poziv na broj" against the bank statement before marking it paid. Another row's button opens
 * that order instead; the panel stays after the payment is recorded, until it is closed.
 */
export const paymentCheckMachine = setup({
  types: {} as { context: PaymentCheckContext; events: PaymentCheckEvent },
  guards: {
    namesOrder: ({ event }) => orderIdOf(event) !== null,
  },
  actions: {
    takeOrder: assign({ orderId: ({ event }) => orderIdOf(event) }),
  },
}).createMachine({
  id: 'paymentCheck',
  context: { orderId: null },
  initial: 'closed',
  on: {
    'paymentCheck.open': { guard: 'namesOrder', target: '.checking', actions: 'takeOrder' },
  },
  states: {
    closed: { description: 'Only the list of transfers waiting shows.' },
    checking: {
      description: "The order's amount, reference and customer show beside the list, with Potvrdi uplatu.",
      on: { 'paymentCheck.close': { target: 'closed', actions: assign({ orderId: null }) } },
    },
  },
});
