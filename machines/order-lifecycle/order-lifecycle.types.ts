import type { Carrier } from '../../contract/order-lifecycle';
import type { PaymentMethod } from '../../contract/order-constants';

/**
 * What the lifecycle decides with besides its state: how the order is paid (which payment state it
 * starts in) and whether the withdrawal window is open now. The window is a date check the server
 * makes (Belgrade calendar days, contract/withdrawal-window.ts) each time it restores an order, so
 * the machine stays pure and needs no clock.
 */
export type OrderLifecycleContext = {
  paymentMethod: PaymentMethod;
  withdrawalWindowOpen: boolean;
};

/** Both optional: the Stately visualizer starts the machine without input. */
export type OrderLifecycleInput = {
  paymentMethod?: PaymentMethod;
  withdrawalWindowOpen?: boolean;
};

/**
 * The lifecycle's events (contract/order-lifecycle.ts orderEventTypes): staff's, and the shopper's
 * withdrawal request. Their payloads are stored by the server (shipment, reason, amount); no guard
 * of the machine reads them.
 */
export type OrderLifecycleEvent =
  | { type: 'confirm' }
  | { type: 'markPaid' }
  | { type: 'ship'; carrier: Carrier; trackingNumber: string }
  | { type: 'deliver' }
  | { type: 'cancel'; reason: string }
  | { type: 'acceptReturn' }
  | { type: 'refund'; amount: number }
  | { type: 'requestWithdrawal'; reason?: string };
