import type { PaymentMethod } from '../../../contract/orders';
import { paymentMethodLabels } from '../../lib/order-labels';

/** How each payment method is named to shoppers (DESIGN §3 Checkout): as every order names it. */
export const PAYMENT_METHOD_NAMES = paymentMethodLabels;

/** What each method means for the shopper. */
export const PAYMENT_METHOD_NOTES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Plaćate kuriru gotovinom prilikom preuzimanja pošiljke.',
  bank_transfer: 'Posle porudžbine dobijate podatke za uplatu; šaljemo čim uplata stigne na naš račun.',
};
