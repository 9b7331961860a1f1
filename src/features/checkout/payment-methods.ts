import type { PaymentMethod } from '../../../contract/orders';

/** How each payment method is named to shoppers (DESIGN §3 Checkout). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Plaćanje pouzećem',
  bank_transfer: 'Uplatnica',
};

/** What each method means for the shopper. */
export const PAYMENT_METHOD_NOTES: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Plaćate kuriru gotovinom prilikom preuzimanja pošiljke.',
  bank_transfer: 'Posle porudžbine dobijate podatke za uplatu; šaljemo čim uplata stigne na naš račun.',
};
