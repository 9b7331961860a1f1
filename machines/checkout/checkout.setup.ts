import { assign, sendTo, setup } from 'xstate';
import type { PaymentMethod } from '../../contract/order-constants';
import { ORDER_CHANGED_TEXT, reviewChanges } from '../../contract/order-review';
import type { Address } from '../../contract/profile';
import { notProvided } from '../shared/not-provided';
import { type CartStep, systemIds } from '../shared/system';
import {
  type DeliveryValidation,
  emptyDeliveryForm,
  formOf,
  isDeliveryEdit,
  isDeliverySubmit,
  isPaymentMethod,
  prefilled,
  sameDetails,
} from './checkout.form';
import { failureOf } from './checkout.order';
import type {
  CheckoutContext,
  CheckoutEvent,
  DeliveryForm,
  NavigateToConfirmationParams,
  PlacedOrder,
  PlaceOrderInput,
  Prefill,
  SavedDelivery,
  ShowStepParams,
} from './checkout.types';

const isCartStep = (step: unknown): step is CartStep => step === 0 || step === 1 || step === 2;

/** What session storage keeps of the checkout (the `saveDelivery` action's params). */
export const savedOf = ({ context }: { context: CheckoutContext }): SavedDelivery => ({
  form: context.form,
  details: context.details,
  paymentMethod: context.paymentMethod,
});

export const initialCheckoutContext: CheckoutContext = {
  cart: { cartId: null, itemCount: 0, reviewed: { lines: [], shipping: 0, total: 0 } },
  form: emptyDeliveryForm,
  details: null,
  fieldErrors: {},
  formEdited: false,
  requestedStep: null,
  canSaveDefault: false,
  saveAsDefault: false,
  paymentMethod: null,
  idempotencyKey: null,
  shortItems: [],
  changes: [],
  failureMessage: null,
  placed: null,
};

/** The checkout's named actors, actions and guards; checkout.machine.ts draws the diagram with them. */
export const checkoutSetup = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
    validateDelivery: notProvided<DeliveryValidation, DeliveryForm>('validateDelivery'),
    /** The profile's defaults for the delivery form; null for a guest. */
    loadPrefill: notProvided<Prefill | null>('loadPrefill'),
    saveDefaultAddress: notProvided<unknown, Address>('saveDefaultAddress'),
  },
  actions: {
    newIdempotencyKey: assign({
      idempotencyKey: () => {
        throw new Error("action 'newIdempotencyKey' is not provided");
      },
    }),
    navigateToConfirmation: (_, _params: NavigateToConfirmationParams) => {},
    showStep: (_, _params: ShowStepParams) => {},
    saveDelivery: (_, _params: SavedDelivery) => {},
    /** src reads session storage; without it (tests, Stately) nothing was kept. */
    restoreDelivery: assign({}),
    notifyDefaultAddress: (_, _params: { saved: boolean }) => {},
    setCartStep: sendTo(
      ({ system }) => system.get(systemIds.cart),
      (_, { step }: { step: CartStep }) => ({ type: 'cart.setStep' as const, step }),
    ),
    tellCartOrdered: sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.ordered' }),
    askCartToRefetch: sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.fetch' }),
    assignCart: assign({
      cart: ({ event, context }) =>
        event.type === 'checkout.cartChanged'
          ? { cartId: event.cartId, itemCount: event.itemCount, reviewed: event.reviewed }
          : context.cart,
    }),
    /** The cart changed under the review (another tab): the review says what changed, as a refusal would. */
    assignChangesUnderReview: assign(({ context, event }) => {
      if (event.type !== 'checkout.cartChanged') return {};
      const names = event.names ?? {};
      const nameOf = (productId: number) => names[productId] ?? `#${productId}`;
      return {
        changes: reviewChanges(context.cart.reviewed, event.reviewed, nameOf),
        failureMessage: ORDER_CHANGED_TEXT,
        idempotencyKey: null,
      };
    }),
    requestStep: assign({
      requestedStep: ({ event, context }) =>
        event.type === 'checkout.urlChanged' ? (event.step === 0 ? null : event.step) : context.requestedStep,
    }),
    forgetRequestedStep: assign({ requestedStep: null }),
    prefillForm: assign(({ context }, prefill: Prefill | null) => ({
      form: prefill ? prefilled(context.form, prefill.customer, prefill.address) : context.form,
      canSaveDefault: prefill !== null,
    })),
    assignForm: assign({
      form: ({ context, event }) => (isDeliverySubmit(event) ? formOf(event) : context.form),
    }),
    editForm: assign({
      form: ({ context, event }) => (isDeliveryEdit(event) ? formOf(event) : context.form),
      formEdited: true,
    }),
    /** Asked again on each visit of the delivery step: the profile is loaded again there. */
    forgetDefaultAddressChoice: assign({ canSaveDefault: false, saveAsDefault: false }),
    assignSaveAsDefault: assign({
      saveAsDefault: ({ event, context }) =>
        event.type === 'checkout.delivery.saveAsDefault' ? event.save === true : context.saveAsDefault,
    }),
    /** A valid submission; a changed one starts a new attempt (a new idempotency key). */
    acceptDelivery: assign(({ context }, { validation }: { validation: DeliveryValidation }) => ({
      details: validation.details,
      fieldErrors: {},
      formEdited: false,
      idempotencyKey: sameDetails(validation.details, context.details) ? context.idempotencyKey : null,
    })),
    rejectDelivery: assign((_, { validation }: { validation: DeliveryValidation }) => ({
      fieldErrors: validation.fieldErrors ?? {},
    })),
    selectPaymentMethod: assign(({ context }, { method }: { method: PaymentMethod }) => ({
      paymentMethod: method,
      idempotencyKey: method === context.paymentMethod ? context.idempotencyKey : null,
    })),
    clearFailure: assign({ failureMessage: null, shortItems: [], changes: [] }),
    assignFailure: assign({
      failureMessage: (_, { error }: { error: unknown }) => failureOf(error).message,
    }),
    assignShortItems: assign((_, { error }: { error: unknown }) => {
      const failure = failureOf(error);
      return {
        shortItems: failure.kind === 'outOfStock' ? failure.items : [],
        failureMessage: failure.message,
        idempotencyKey: null,
      };
    }),
    /** The cart changed since the review: show what changed; placing again is a new attempt. */
    assignChanges: assign((_, { error }: { error: unknown }) => {
      const failure = failureOf(error);
      return {
        changes: failure.kind === 'changed' ? failure.changes : [],
        failureMessage: failure.message,
        idempotencyKey: null,
      };
    }),
    assignPlaced: assign((_, { placed }: { placed: PlacedOrder }) => ({ placed, idempotencyKey: null })),
    forgetPlaced: assign({ placed: null }),
  },
  guards: {
    isCartReport: ({ event }) =>
      event.type === 'checkout.cartChanged' &&
      typeof event.itemCount === 'number' &&
      Array.isArray(event.reviewed?.lines),
    /** A report of the same cart, still holding items, whose review differs from the one shown. */
    changesReview: ({ context, event }) =>
      event.type === 'checkout.cartChanged' &&
      event.cartId === context.cart.cartId &&
      event.itemCount > 0 &&
      Array.isArray(event.reviewed?.lines) &&
      reviewChanges(context.cart.reviewed, event.reviewed, String).length > 0,
    cartHasItems: ({ context }) => context.cart.cartId !== null && context.cart.itemCount > 0,
    cartIsEmpty: ({ context }) => context.cart.cartId === null || context.cart.itemCount === 0,
    /** The cart was read and holds nothing (not merely unknown yet). */
    cartIsKnownEmpty: ({ context }) => context.cart.cartId !== null && context.cart.itemCount === 0,
    isUrlStep: ({ event }, { step }: { step: number }) =>
      event.type === 'checkout.urlChanged' && event.step === step,
    isUrlEvent: ({ event }) => event.type === 'checkout.urlChanged' && isCartStep(event.step),
    requests: ({ context }, { step }: { step: number }) => context.requestedStep === step,
    requestsLaterStep: ({ context }) => context.requestedStep !== null,
    /** The review can show: the form's last valid submission, not edited since. */
    hasReviewableDetails: ({ context }) => context.details !== null && !context.formEdited,
    isDeliveryForm: ({ event }) => isDeliverySubmit(event),
    isDeliveryEdit: ({ event }) => isDeliveryEdit(event),
    isValid: (_, { validation }: { validation: DeliveryValidation }) => validation.details !== null,
    /** Valid, and a signed-in shopper ticked "Sačuvaj kao podrazumevanu adresu". */
    isValidToSaveAsDefault: ({ context }, { validation }: { validation: DeliveryValidation }) =>
      validation.details !== null && context.canSaveDefault && context.saveAsDefault,
    isPaymentMethod: (_, { method }: { method: unknown }) => isPaymentMethod(method),
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    /** The same attempt placed again (nothing changed since): it keeps its idempotency key. */
    sameAttempt: ({ context }) => context.paymentMethod !== null && context.idempotencyKey !== null,
    isOutOfStock: (_, { error }: { error: unknown }) => failureOf(error).kind === 'outOfStock',
    isChanged: (_, { error }: { error: unknown }) => failureOf(error).kind === 'changed',
    isRefused: (_, { error }: { error: unknown }) => failureOf(error).kind === 'refused',
  },
});
