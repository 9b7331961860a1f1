import type { PaymentMethod, orderStatuses } from '../../contract/orders';

type OrderStatus = (typeof orderStatuses)[number];

/** How a shopper reads each order status. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  received: 'Primljena',
  processing: 'U obradi',
  shipped: 'Poslata',
  delivered: 'Isporučena',
  cancelled: 'Otkazana',
  withdrawalRequested: 'Zatražen odustanak',
  returned: 'Vraćena',
};

/** DESIGN §3 payment methods, named as the checkout names them. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Plaćanje pouzećem',
  bank_transfer: 'Uplatnica',
};

/**
 * The words of an order summary (order-summary.tsx), the same on the confirmation page and in the
 * order's details: headings, the lines table's columns, the sums, who and where.
 */
export const orderSummaryLabels = {
  itemsTitle: 'Proizvodi',
  product: 'Proizvod',
  quantity: 'Količina',
  unitPrice: 'Cena',
  lineTotal: 'Ukupno',
  subtotal: 'Vrednost proizvoda',
  discount: 'Popust (kod',
  shipping: 'Dostava',
  freeShipping: 'Besplatna',
  total: 'Ukupno za plaćanje',
  deliveryTitle: 'Dostava i plaćanje',
  customer: 'Kupac',
  address: 'Adresa za dostavu',
  paymentMethod: 'Način plaćanja',
  note: 'Napomena',
  invoice: 'Račun',
} as const;
