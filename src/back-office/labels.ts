import type { StaffRole } from '../../contract/admin';
import type {
  Carrier,
  FulfilmentState,
  OrderEventType,
  PaymentState,
  StaffOrderEventType,
} from '../../contract/order-lifecycle';

// What the back office calls the lifecycle's states, events and the rest, in Serbian.

export const FULFILMENT_LABELS: Record<FulfilmentState, string> = {
  placed: 'Primljena',
  confirmed: 'Potvrđena',
  shipped: 'Poslata',
  delivered: 'Isporučena',
  cancelled: 'Otkazana',
  withdrawalRequested: 'Zatražen odustanak',
  returned: 'Vraćena',
};

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  payOnDelivery: 'Plaćanje pouzećem',
  awaitingPayment: 'Čeka uplatu',
  paid: 'Plaćeno',
  voided: 'Poništeno',
  refunded: 'Novac vraćen',
};

/** The list's status filter: the fulfilment states and three payment states. */
export const STATUS_FILTER_LABELS: Record<string, string> = {
  ...FULFILMENT_LABELS,
  awaitingPayment: 'Čeka uplatu',
  paid: 'Plaćene',
  refunded: 'Novac vraćen',
};

/** The action buttons. */
export const ACTION_LABELS: Record<StaffOrderEventType, string> = {
  confirm: 'Potvrdi',
  markPaid: 'Označi kao plaćeno',
  ship: 'Pošalji',
  deliver: 'Isporučeno',
  cancel: 'Otkaži',
  acceptReturn: 'Prihvati povraćaj',
  refund: 'Evidentiraj povraćaj novca',
};

/** What "done" says after an action. */
export const ACTION_DONE: Record<StaffOrderEventType, string> = {
  confirm: 'Porudžbina je potvrđena.',
  markPaid: 'Uplata je evidentirana.',
  ship: 'Porudžbina je poslata; kupac je obavešten.',
  deliver: 'Porudžbina je isporučena.',
  cancel: 'Porudžbina je otkazana; zalihe su vraćene.',
  acceptReturn: 'Povraćaj robe je prihvaćen.',
  refund: 'Povraćaj novca je evidentiran.',
};

/** A timeline entry's heading ("Poslato 27. novembra 2026."). */
export const TIMELINE_LABELS: Record<OrderEventType, string> = {
  confirm: 'Potvrđeno',
  markPaid: 'Plaćeno',
  ship: 'Poslato',
  deliver: 'Isporučeno',
  cancel: 'Otkazano',
  requestWithdrawal: 'Zatražen odustanak',
  acceptReturn: 'Povraćaj prihvaćen',
  refund: 'Novac vraćen',
};

export const CARRIER_LABELS: Record<Carrier, string> = {
  postExpress: 'Post Express',
  dExpress: 'D Express',
  aks: 'AKS',
  bex: 'BEX',
  cityExpress: 'City Express',
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  operator: 'Operater',
};

export const ENTITY_LABELS: Record<string, string> = {
  order: 'Porudžbina',
  product: 'Proizvod',
  category: 'Kategorija',
  staff: 'Osoblje',
  stock: 'Zalihe',
  import: 'Uvoz',
  promo: 'Kod za popust',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cash_on_delivery: 'Pouzećem',
  bank_transfer: 'Uplatnica',
};

export const ORDER_FORMS = ['porudžbina', 'porudžbine', 'porudžbina'] as const;
export const CATEGORY_FORMS = ['kategorija', 'kategorije', 'kategorija'] as const;

/** The order list's status filters (contract/admin.ts adminOrderStatusFilters, without loading zod). */
export const ORDER_STATUS_FILTERS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'withdrawalRequested',
  'returned',
  'awaitingPayment',
  'paid',
  'refunded',
] as const;

/** contract/admin.ts LOW_STOCK_THRESHOLD (5), said without loading zod. */
export const LOW_STOCK_THRESHOLD_TEXT = 'Proizvodi sa 5 ili manje komada na stanju.';
