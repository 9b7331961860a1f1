import { not, or, setup, stateIn } from 'xstate';
import type {
  OrderLifecycleContext,
  OrderLifecycleEvent,
  OrderLifecycleInput,
} from './order-lifecycle.types';

/**
 * An order's life (issue 33), in two regions that run side by side: what has happened to the goods
 * (fulfilment) and to the money (payment). The server restores an order's stored state into it
 * (`resolveState`) and decides every staff action and the shopper's withdrawal with a pure
 * `transition` (server/orders/lifecycle.ts); the back office offers the events `snapshot.can`
 * allows (./order-lifecycle.selectors.ts). The payment region follows the goods with eventless
 * transitions: it is paid on delivery, voided when unpaid goods never reach the shopper.
 */
export const orderLifecycleMachine = setup({
  types: {} as {
    context: OrderLifecycleContext;
    events: OrderLifecycleEvent;
    input: OrderLifecycleInput | undefined;
  },
  guards: {
    paysByBankTransfer: ({ context }) => context.paymentMethod === 'bank_transfer',
    /** A bank transfer's goods leave once the money is in; cash on delivery is paid at the door. */
    paymentAllowsShipping: not(stateIn('#orderLifecycle.payment.awaitingPayment')),
    /** The server's date check: until 14 Belgrade days after delivery (contract/withdrawal-window.ts). */
    withdrawalWindowOpen: ({ context }) => context.withdrawalWindowOpen,
    goodsDelivered: stateIn('#orderLifecycle.fulfilment.delivered'),
    orderCancelled: stateIn('#orderLifecycle.fulfilment.cancelled'),
    /** Unpaid goods that never reach the shopper are never paid; paid money may now go back. */
    cancelledOrReturned: or([
      stateIn('#orderLifecycle.fulfilment.cancelled'),
      stateIn('#orderLifecycle.fulfilment.returned'),
    ]),
  },
}).createMachine({
  id: 'orderLifecycle',
  type: 'parallel',
  context: ({ input }) => ({
    paymentMethod: input?.paymentMethod ?? 'cash_on_delivery',
    withdrawalWindowOpen: input?.withdrawalWindowOpen ?? true,
  }),
  states: {
    fulfilment: {
      initial: 'placed',
      states: {
        placed: {
          description:
            'The shopper has ordered; staff have not confirmed yet. A withdrawal request now is the shopper calling the order off: it is cancelled like a staff cancel, and the stock returns.',
          on: {
            confirm: { target: 'confirmed' },
            cancel: { target: 'cancelled' },
            requestWithdrawal: { target: 'cancelled' },
          },
        },
        confirmed: {
          description:
            'Staff accepted the order and are packing it. A bank transfer ships only once paid. A withdrawal request still cancels the order: nothing has left the warehouse.',
          on: {
            ship: { guard: 'paymentAllowsShipping', target: 'shipped' },
            cancel: { target: 'cancelled' },
            requestWithdrawal: { target: 'cancelled' },
          },
        },
        shipped: {
          description:
            'Handed to the carrier with a tracking number; it can no longer be cancelled. A withdrawal request now means the shopper refuses the parcel or sends it back: it waits for the goods to return (a refused cash-on-delivery parcel is never paid).',
          on: {
            deliver: { target: 'delivered' },
            requestWithdrawal: { target: 'withdrawalRequested' },
          },
        },
        delivered: {
          description:
            'The shopper has the goods. They may withdraw until 14 days after delivery (Zakon o zaštiti potrošača); the server says whether that window is still open.',
          on: {
            requestWithdrawal: { guard: 'withdrawalWindowOpen', target: 'withdrawalRequested' },
          },
        },
        withdrawalRequested: {
          description:
            'The shopper sent the withdrawal form; staff accept the return once the goods are back, and the stock returns.',
          on: { acceptReturn: { target: 'returned' } },
        },
        cancelled: {
          description:
            'Called off before shipping, by staff or by the shopper; the stock went back. Nothing follows.',
        },
        returned: {
          description: 'The goods came back and were accepted into stock. Nothing follows but the refund.',
        },
      },
    },
    payment: {
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Only for the instant of placement: the payment method picks the first payment state.',
          always: [{ guard: 'paysByBankTransfer', target: 'awaitingPayment' }, { target: 'payOnDelivery' }],
        },
        payOnDelivery: {
          description: 'Cash on delivery: the courier collects the money when the goods are delivered.',
          always: [
            { guard: 'goodsDelivered', target: 'paid' },
            { guard: 'cancelledOrReturned', target: 'voided' },
          ],
        },
        awaitingPayment: {
          description: 'Bank transfer: waiting for the money with the order number as "poziv na broj".',
          on: { markPaid: { target: 'paid' } },
          always: { guard: 'orderCancelled', target: 'voided' },
        },
        paid: {
          description:
            'The money is in. If the order is then cancelled or the goods come back, staff record the refund.',
          on: { refund: { guard: 'cancelledOrReturned', target: 'refunded' } },
        },
        voided: { description: 'Nothing was paid and nothing will be: the order was cancelled or refused.' },
        refunded: { description: 'The money was paid back (the amount is on the order). Nothing follows.' },
      },
    },
  },
});
