import type {
  FulfilmentState,
  OrderLifecycleState,
  PaymentState,
  StaffOrderEventType,
} from '../../../contract/order-lifecycle';
import type {
  OrderLifecycleContext,
  OrderLifecycleEvent,
} from '../../../machines/order-lifecycle/order-lifecycle.types';

/*
 * The lifecycle's rules (issue 33, docs/back-office.md), written out as the server's users read
 * them, not from the machine's config. An event a rule does not name leaves the order as it was.
 */

const notShippedYet = (fulfilment: FulfilmentState) => fulfilment === 'placed' || fulfilment === 'confirmed';
const unpaid = (payment: PaymentState) => payment === 'payOnDelivery' || payment === 'awaitingPayment';

/** Where the goods go. */
function nextFulfilment(
  { fulfilment, payment }: OrderLifecycleState,
  type: OrderLifecycleEvent['type'],
  context: OrderLifecycleContext,
): FulfilmentState {
  switch (type) {
    case 'confirm':
      return fulfilment === 'placed' ? 'confirmed' : fulfilment;
    case 'ship':
      // Confirmed first; a bank transfer's goods wait for the money.
      return fulfilment === 'confirmed' && payment !== 'awaitingPayment' ? 'shipped' : fulfilment;
    case 'deliver':
      return fulfilment === 'shipped' ? 'delivered' : fulfilment;
    case 'cancel':
      return notShippedYet(fulfilment) ? 'cancelled' : fulfilment;
    case 'requestWithdrawal':
      // Before shipping it calls the order off; on the way or after delivery (within the window)
      // the goods are to come back.
      if (notShippedYet(fulfilment)) return 'cancelled';
      if (fulfilment === 'shipped') return 'withdrawalRequested';
      if (fulfilment === 'delivered' && context.withdrawalWindowOpen) return 'withdrawalRequested';
      return fulfilment;
    case 'acceptReturn':
      return fulfilment === 'withdrawalRequested' ? 'returned' : fulfilment;
    default:
      return fulfilment;
  }
}

/** Where the money goes, once the goods have moved. */
function nextPayment(
  was: OrderLifecycleState,
  fulfilment: FulfilmentState,
  type: OrderLifecycleEvent['type'],
): PaymentState {
  const { payment } = was;
  if (type === 'markPaid' && payment === 'awaitingPayment') return 'paid';
  if (type === 'refund' && payment === 'paid' && (fulfilment === 'cancelled' || fulfilment === 'returned'))
    return 'refunded';
  // Cash on delivery is paid at the door; unpaid goods that are cancelled or come back are never paid.
  if (payment === 'payOnDelivery' && fulfilment === 'delivered') return 'paid';
  if (unpaid(payment) && (fulfilment === 'cancelled' || fulfilment === 'returned')) return 'voided';
  return payment;
}

/** The order's state after the event, by the rules. */
export function expectedLifecycle(
  was: OrderLifecycleState,
  event: Pick<OrderLifecycleEvent, 'type'>,
  context: OrderLifecycleContext,
): OrderLifecycleState {
  const fulfilment = nextFulfilment(was, event.type, context);
  return { fulfilment, payment: nextPayment(was, fulfilment, event.type) };
}

/** The first payment state, by how the order is paid. */
export const expectedStart = (context: OrderLifecycleContext): OrderLifecycleState => ({
  fulfilment: 'placed',
  payment: context.paymentMethod === 'bank_transfer' ? 'awaitingPayment' : 'payOnDelivery',
});

const staffEvents: StaffOrderEventType[] = [
  'confirm',
  'markPaid',
  'ship',
  'deliver',
  'cancel',
  'acceptReturn',
  'refund',
];

/** The staff events the rules let change the order now. */
export const expectedAllowed = (state: OrderLifecycleState, context: OrderLifecycleContext) =>
  staffEvents.filter((type) => {
    const next = expectedLifecycle(state, { type }, context);
    return next.fulfilment !== state.fulfilment || next.payment !== state.payment;
  });
