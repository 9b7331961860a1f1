import { and, assign, sendTo, setup } from 'xstate';
import type { PaymentMethod } from '../../contract/order-constants';
import { ORDER_CHANGED_TEXT, onlyPromoChanged, reviewChanges } from '../../contract/order-review';
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
import { failureOf, placeOrderInput } from './checkout.order';
import type {
  CheckoutContext,
  CheckoutEvent,
  DefaultDelivery,
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
const checkoutSetup = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
    validateDelivery: notProvided<DeliveryValidation, DeliveryForm>('validateDelivery'),
    /** The profile's defaults for the delivery form; null for a guest. */
    loadPrefill: notProvided<Prefill | null>('loadPrefill'),
    saveDefaultAddress: notProvided<unknown, DefaultDelivery>('saveDefaultAddress'),
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
    /** Another review means another order: placing it takes a new idempotency key. */
    forgetAttempt: assign({ idempotencyKey: null }),
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
      // A signed-in shopper's address and phone are kept for next time unless they untick it.
      canSaveDefault: prefill !== null,
      saveAsDefault: prefill !== null,
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
    /** A report of the same cart whose review differs only in its promo code (the shopper's own change). */
    changesPromoOnly: ({ context, event }) =>
      event.type === 'checkout.cartChanged' &&
      event.cartId === context.cart.cartId &&
      event.itemCount > 0 &&
      Array.isArray(event.reviewed?.lines) &&
      onlyPromoChanged(context.cart.reviewed, event.reviewed),
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

const saveDelivery = { type: 'saveDelivery', params: savedOf } as const;
const showStep = (step: 0 | 1 | 2, replace: boolean) =>
  ({ type: 'showStep', params: { step, replace } }) as const;
const toCartStep = { type: 'setCartStep', params: { step: 0 } } as const;

/**
 * Checkout (DESIGN §3 Checkout): step 0 cart → 1 delivery → 2 payment and review → placing →
 * placed. It never reads the cart actor: the cart tells it its id, piece count and review
 * (checkout.cartChanged), and it tells the cart which step to show (cart.setStep).
 * The address bar follows the step (`showStep`: a history entry for the shopper's moves, a
 * replaced one when a step cannot be shown), and Back, Forward or a reload tell it where the
 * shopper went (checkout.urlChanged). The form, its valid details and the payment method are kept
 * in session storage (`saveDelivery`, read back by `restoreDelivery`), so a reload loses nothing.
 * The delivery form is checked by the `validateDelivery` actor (the contract's schema; src loads it
 * lazily so zod stays out of the first page), and a signed-in shopper's profile fills the empty
 * fields and may keep the address as its default.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: initialCheckoutContext,
  entry: 'restoreDelivery',
  initial: 'cart',
  on: {
    'checkout.cartChanged': { guard: 'isCartReport', actions: 'assignCart' },
  },
  states: {
    cart: {
      description:
        'Step 0: the cart page. After a refusal for stock it names the short items. A later step asked for by the address bar waits here until the cart is read.',
      always: [
        {
          guard: and([{ type: 'requests', params: { step: 2 } }, 'cartHasItems', 'hasReviewableDetails']),
          target: 'payment',
          actions: 'forgetRequestedStep',
        },
        {
          description: 'No reviewable details yet: the first step that can show is the delivery form.',
          guard: and([{ type: 'requests', params: { step: 2 } }, 'cartHasItems']),
          target: 'delivery',
          actions: ['forgetRequestedStep', showStep(1, true)],
        },
        {
          guard: and([{ type: 'requests', params: { step: 1 } }, 'cartHasItems']),
          target: 'delivery',
          actions: 'forgetRequestedStep',
        },
        {
          description: 'An empty cart has no later step: the address bar goes back to the cart.',
          guard: and(['requestsLaterStep', 'cartIsKnownEmpty']),
          actions: ['forgetRequestedStep', showStep(0, true)],
        },
      ],
      on: {
        'checkout.start': {
          guard: 'cartHasItems',
          target: 'delivery',
          actions: ['clearFailure', showStep(1, false)],
        },
        'checkout.urlChanged': { guard: 'isUrlEvent', actions: 'requestStep' },
      },
    },
    delivery: {
      description:
        "Step 1: name, e-mail, phone, address and note. While it shows, a signed-in shopper's profile fills the fields still empty.",
      entry: { type: 'setCartStep', params: { step: 1 } },
      exit: 'forgetDefaultAddressChoice',
      always: {
        guard: 'cartIsEmpty',
        target: 'cart',
        actions: [toCartStep, showStep(0, true)],
      },
      type: 'parallel',
      states: {
        prefill: {
          initial: 'loading',
          states: {
            loading: {
              description:
                "A signed-in shopper's profile is loaded to fill the fields still empty (none for a guest).",
              invoke: {
                id: 'loadPrefill',
                src: 'loadPrefill',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'prefillForm', params: ({ event }) => event.output },
                },
                onError: {
                  description: 'Without the profile the shopper fills the form alone.',
                  target: 'loaded',
                },
              },
            },
            loaded: { description: 'The empty fields are filled, or there was nothing to fill them with.' },
          },
        },
        form: {
          initial: 'editing',
          on: {
            'checkout.delivery.change': { guard: 'isDeliveryEdit', actions: ['editForm', saveDelivery] },
            'checkout.delivery.saveAsDefault': { actions: 'assignSaveAsDefault' },
          },
          states: {
            editing: {
              on: {
                'checkout.delivery.submit': {
                  guard: 'isDeliveryForm',
                  target: 'validating',
                  actions: ['assignForm', saveDelivery],
                },
              },
            },
            validating: {
              description: "The submitted form is checked with the contract's schema.",
              invoke: {
                id: 'validateDelivery',
                src: 'validateDelivery',
                input: ({ context }) => context.form,
                onDone: [
                  {
                    guard: {
                      type: 'isValidToSaveAsDefault',
                      params: ({ event }) => ({ validation: event.output }),
                    },
                    target: 'savingDefault',
                    actions: [
                      { type: 'acceptDelivery', params: ({ event }) => ({ validation: event.output }) },
                      saveDelivery,
                    ],
                  },
                  {
                    guard: { type: 'isValid', params: ({ event }) => ({ validation: event.output }) },
                    target: '#checkout.payment',
                    actions: [
                      { type: 'acceptDelivery', params: ({ event }) => ({ validation: event.output }) },
                      saveDelivery,
                      showStep(2, false),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'rejectDelivery',
                      params: ({ event }) => ({ validation: event.output }),
                    },
                  },
                ],
                onError: {
                  description: 'The check could not run (its code did not load): the form stays as it is.',
                  target: 'editing',
                },
              },
            },
            savingDefault: {
              description:
                '"Sačuvaj kao podrazumevanu adresu" was ticked: the address becomes the profile\'s default, then the review shows.',
              invoke: {
                id: 'saveDefaultAddress',
                src: 'saveDefaultAddress',
                input: ({ context }) => ({
                  address: context.form.address,
                  phone: context.form.customer.phone,
                }),
                onDone: {
                  target: '#checkout.payment',
                  actions: [{ type: 'notifyDefaultAddress', params: { saved: true } }, showStep(2, false)],
                },
                onError: {
                  description:
                    'The order does not depend on the profile: the review shows anyway, with a word.',
                  target: '#checkout.payment',
                  actions: [{ type: 'notifyDefaultAddress', params: { saved: false } }, showStep(2, false)],
                },
              },
            },
          },
        },
      },
      on: {
        'checkout.back': { target: 'cart', actions: [toCartStep, showStep(0, false)] },
        'checkout.urlChanged': [
          { guard: { type: 'isUrlStep', params: { step: 0 } }, target: 'cart', actions: toCartStep },
          {
            guard: and([{ type: 'isUrlStep', params: { step: 2 } }, 'hasReviewableDetails']),
            target: 'payment',
          },
          {
            description:
              'Forward to a review that cannot show (the form was not submitted since it changed).',
            guard: { type: 'isUrlStep', params: { step: 2 } },
            actions: showStep(1, true),
          },
        ],
      },
    },
    payment: {
      entry: { type: 'setCartStep', params: { step: 2 } },
      initial: 'review',
      states: {
        review: {
          description:
            'Step 2: choose how to pay and review the order. After a refusal because the cart changed, it shows what changed over the re-fetched cart.',
          always: {
            guard: 'cartIsEmpty',
            target: '#checkout.cart',
            actions: [toCartStep, showStep(0, true)],
          },
          initial: 'choosing',
          states: {
            choosing: {},
            methodMissing: {
              description:
                '"Poruči" was pressed before a payment method was chosen: the choice asks for one.',
            },
          },
          on: {
            'checkout.cartChanged': [
              {
                description:
                  'The shopper applied or removed a promo code on the review: the totals follow it, nothing to name; the next "Poruči" is a new attempt.',
                guard: 'changesPromoOnly',
                target: '.choosing',
                actions: ['forgetAttempt', 'assignCart'],
              },
              {
                description:
                  "The cart changed under the review (another tab): the review names each change. Any other report is the root's.",
                guard: 'changesReview',
                target: '.choosing',
                actions: ['assignChangesUnderReview', 'assignCart'],
              },
            ],
            'checkout.payment.select': {
              guard: { type: 'isPaymentMethod', params: ({ event }) => ({ method: event.method }) },
              target: '.choosing',
              actions: [
                { type: 'selectPaymentMethod', params: ({ event }) => ({ method: event.method }) },
                saveDelivery,
              ],
            },
            'checkout.place': [
              { guard: 'sameAttempt', target: 'placing' },
              { guard: 'hasPaymentMethod', target: 'placing', actions: 'newIdempotencyKey' },
              { target: '.methodMissing' },
            ],
            'checkout.back': { target: '#checkout.delivery', actions: showStep(1, false) },
          },
        },
        placing: {
          tags: 'busy',
          entry: 'clearFailure',
          on: {
            'checkout.urlChanged': {
              description: 'The order call cannot be taken back: the address bar stays on the review.',
              guard: 'isUrlEvent',
              actions: showStep(2, true),
            },
          },
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => placeOrderInput(context),
            onDone: {
              target: '#checkout.placed',
              actions: [
                {
                  type: 'navigateToConfirmation',
                  params: ({ event }) => ({
                    orderId: event.output.order.id,
                    token: event.output.accessToken,
                  }),
                },
                { type: 'assignPlaced', params: ({ event }) => ({ placed: event.output }) },
                'tellCartOrdered',
              ],
            },
            onError: [
              {
                guard: { type: 'isOutOfStock', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.cart',
                actions: [
                  { type: 'assignShortItems', params: ({ event }) => ({ error: event.error }) },
                  toCartStep,
                  showStep(0, true),
                  'askCartToRefetch',
                ],
              },
              {
                guard: { type: 'isChanged', params: ({ event }) => ({ error: event.error }) },
                target: 'review',
                actions: [
                  { type: 'assignChanges', params: ({ event }) => ({ error: event.error }) },
                  'askCartToRefetch',
                ],
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'unanswered',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        unanswered: {
          description:
            'No answer: the order may exist. A retry sends the same idempotency key, so it is placed at most once.',
          on: { 'checkout.retry': 'placing', 'checkout.back': 'review' },
        },
        refused: {
          description:
            'The server answered no (not for stock): the same request would fail again, so no retry.',
          on: { 'checkout.back': 'review' },
        },
      },
      on: {
        'checkout.urlChanged': [
          { guard: { type: 'isUrlStep', params: { step: 0 } }, target: 'cart', actions: toCartStep },
          { guard: { type: 'isUrlStep', params: { step: 1 } }, target: 'delivery' },
        ],
      },
    },
    placed: {
      description: 'The order is placed; the confirmation page reads it. A new checkout may start.',
      on: {
        'checkout.start': {
          guard: 'cartHasItems',
          target: 'delivery',
          actions: ['forgetPlaced', 'clearFailure', showStep(1, false)],
        },
        'checkout.urlChanged': {
          description: 'Back to /korpa after ordering: the cart shows, or the step asked for once it can.',
          guard: 'isUrlEvent',
          target: 'cart',
          actions: 'requestStep',
        },
      },
    },
  },
});
