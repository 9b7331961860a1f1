import type { PaymentMethod, orderStatuses } from '../../../contract/orders';

type OrderStatus = (typeof orderStatuses)[number];

/** How a shopper reads each order status. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  received: 'Primljena',
  processing: 'U obradi',
  shipped: 'Poslata',
  delivered: 'Isporučena',
  cancelled: 'Otkazana',
};

/** DESIGN §3 payment methods, named as the checkout names them. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Plaćanje pouzećem',
  bank_transfer: 'Uplatnica',
};
