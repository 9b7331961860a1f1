import type { z } from 'zod/mini';
import type { ReviewedOrder } from '../../contract/order-review';
import type { Address } from '../../contract/profile';
import type {
  Customer,
  DeliveryDetails,
  Order,
  PaymentMethod,
  placeOrderResponseSchema,
  shortItemSchema,
} from '../../contract/orders';
import type { CartStep, CheckoutSystemEvent } from '../shared/system';

/** What "Sačuvaj kao podrazumevanu adresu" keeps in the profile: the address and the phone. */
export type DefaultDelivery = { address: Address; phone: string };

/** A line the server could not fill (409 OUT_OF_STOCK): the view names it. */
export type ShortItem = z.infer<typeof shortItemSchema>;
export type PlacedOrder = z.infer<typeof placeOrderResponseSchema>;

/**
 * "Kupujem kao pravno lice": ticked, the company's fields show and are checked, and the order is
 * made out to the company (an R1 invoice); unticked, what was typed in them is kept but not sent.
 */
export type CompanyForm = { asCompany: boolean; name: string; pib: string; registrationNumber: string };

/** The delivery form as the shopper filled it (strings, possibly invalid). */
export type DeliveryForm = {
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: { street: string; city: string; postalCode: string };
  note: string;
  company: CompanyForm;
};

export type CheckoutContext = {
  /** The cart's id, piece count and review, as the cart last told (checkout.cartChanged). */
  cart: { cartId: string | null; itemCount: number; reviewed: ReviewedOrder };
  /** What the delivery form shows: the profile's prefill, then what the shopper submitted. */
  form: DeliveryForm;
  /** The form's last valid submission (parsed: trimmed, e-mail lower-cased). */
  details: DeliveryDetails | null;
  /** The form was edited since its last valid submission: Forward to the review must not skip the check. */
  formEdited: boolean;
  /** The step the address bar asked for before it could be shown (the cart not read yet). */
  requestedStep: CartStep | null;
  /** A signed-in shopper (the profile answered) may save the delivery address as the profile's default. */
  canSaveDefault: boolean;
  /** "Sačuvaj kao podrazumevanu adresu" is ticked. */
  saveAsDefault: boolean;
  /** Field path ('customer.email', 'address.postalCode') → Serbian message from the schema. */
  fieldErrors: Record<string, string>;
  paymentMethod: PaymentMethod | null;
  /**
   * One per attempt to order: kept while the attempt's body is the same (a retry, or back and
   * place again after no answer), so the server places it at most once; a new attempt gets a new one.
   */
  idempotencyKey: string | null;
  /** After a 409 OUT_OF_STOCK: what ran short. */
  shortItems: ShortItem[];
  /** After a 409 ORDER_CHANGED: what changed since the review (Serbian sentences), for the view. */
  changes: string[];
  /** Why the last place-order call failed (not for stock), for the view. */
  failureMessage: string | null;
  placed: PlacedOrder | null;
};

/** The profile's defaults for the delivery form (DESIGN §3 Accounts): they fill the fields still empty. */
export type Prefill = { customer: Partial<Customer>; address: Address | null };

export type CheckoutViewEvent =
  | { type: 'checkout.start' }
  | {
      type: 'checkout.delivery.submit';
      customer: DeliveryForm['customer'];
      address: DeliveryForm['address'];
      note?: string;
      company?: CompanyForm;
    }
  /** Every edit of the delivery form (the whole form), so it survives a reload. */
  | {
      type: 'checkout.delivery.change';
      customer: DeliveryForm['customer'];
      address: DeliveryForm['address'];
      note?: string;
      company?: CompanyForm;
    }
  | { type: 'checkout.delivery.saveAsDefault'; save: boolean }
  /** The address bar moved to a step (/korpa, ?korak=dostava, ?korak=placanje): Back, Forward, a link, a reload. */
  | { type: 'checkout.urlChanged'; step: CartStep }
  | { type: 'checkout.back' }
  | { type: 'checkout.payment.select'; method: PaymentMethod }
  | { type: 'checkout.place' }
  | { type: 'checkout.retry' };

export type CheckoutEvent = CheckoutSystemEvent | CheckoutViewEvent;

/**
 * How the placeOrder actor rejects (src/actors maps the HTTP outcome):
 *   409 with code OUT_OF_STOCK                → { kind: 'outOfStock', message, items }
 *   409 with code ORDER_CHANGED               → { kind: 'changed', message, changes }
 *   any other answer with an error (4xx)     → { kind: 'refused', message }
 *   no answer, a timeout or a 5xx            → { kind: 'unanswered', message } (the order may exist)
 * Anything else it throws is treated as unanswered.
 */
export type PlaceOrderFailure =
  | { kind: 'outOfStock'; message: string; items: ShortItem[] }
  | { kind: 'changed'; message: string; changes: string[] }
  | { kind: 'refused'; message: string }
  | { kind: 'unanswered'; message: string };

/*
 * The actors src/actors provides:
 *   placeOrder        input: PlaceOrderInput (= the POST /api/orders body)  output: PlacedOrder
 *                     rejects with a PlaceOrderFailure
 *   validateDelivery  input: DeliveryForm  output: DeliveryValidation (./checkout.validation.ts)
 *   loadPrefill       no input             output: Prefill, or null for a guest (GET /api/profile)
 *   saveDefaultAddress  input: DefaultDelivery  output: ignored  (the profile's delivery address
 *                       and phone)
 * and the actions:
 *   newIdempotencyKey        an assign of context.idempotencyKey (16-100 chars of [A-Za-z0-9_-],
 *                            e.g. crypto.randomUUID()); tests give a deterministic one
 *   navigateToConfirmation   params NavigateToConfirmationParams: to /potvrdjena-kupovina
 *   showStep                 params ShowStepParams: the address bar follows the step (only on /korpa)
 *   saveDelivery             params SavedDelivery: kept in session storage for a reload
 *   restoreDelivery          an assign of form, details and paymentMethod from session storage
 *   notifyDefaultAddress     params { saved }: a toast saying whether the address was saved
 */
export type ShowStepParams = { step: CartStep; replace: boolean };
export type SavedDelivery = {
  form: DeliveryForm;
  details: DeliveryDetails | null;
  paymentMethod: PaymentMethod | null;
};
export type PlaceOrderInput = DeliveryDetails & {
  cartId: string;
  reviewed: ReviewedOrder;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
};
export type NavigateToConfirmationParams = { orderId: Order['id']; token: string };
