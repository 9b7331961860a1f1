import { assign, sendTo, setup } from 'xstate';
import type { PaymentMethod } from '../../contract/orders';
import { notProvided } from '../shared/not-provided';
import { type CartStep, systemIds } from '../shared/system';
import {
  type DeliveryValidation,
  emptyDeliveryForm,
  formOf,
  isDeliverySubmit,
  isPaymentMethod,
  prefilled,
  sameDetails,
} from './checkout.form';
import { failureOf, placeOrderInput } from './checkout.order';
import type {
  CheckoutContext,
  CheckoutEvent,
  DeliveryForm,
  NavigateToConfirmationParams,
  PlacedOrder,
  PlaceOrderInput,
  Prefill,
} from './checkout.types';

/**
 * Checkout (DESIGN §3 Checkout): step 0 cart → 1 delivery → 2 payment and review → placing →
 * placed. It never reads the cart actor: the cart tells it its id, piece count and review
 * (checkout.cartChanged), and it tells the cart which step to show (cart.setStep). The delivery
 * form is checked by the `validateDelivery` actor (the contract's schema; src loads it lazily so
 * zod stays out of the first page), and a signed-in shopper's profile fills the empty fields.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
    validateDelivery: notProvided<DeliveryValidation, DeliveryForm>('validateDelivery'),
    /** The profile's defaults for the delivery form; null for a guest. */
    loadPrefill: notProvided<Prefill | null>('loadPrefill'),
  },
  actions: {
    newIdempotencyKey: assign({
      idempotencyKey: () => {
        throw new Error("action 'newIdempotencyKey' is not provided");
      },
    }),
    navigateToConfirmation: (_, _params: NavigateToConfirmationParams) => {},
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
    prefillForm: assign({
      form: ({ context }, prefill: Prefill | null) =>
        prefill ? prefilled(context.form, prefill.customer, prefill.address) : context.form,
    }),
    assignForm: assign({
      form: ({ context, event }) => (isDeliverySubmit(event) ? formOf(event) : context.form),
    }),
    /** A valid submission; a changed one starts a new attempt (a new idempotency key). */
    acceptDelivery: assign(({ context }, { validation }: { validation: DeliveryValidation }) => ({
      details: validation.details,
      fieldErrors: {},
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
    cartHasItems: ({ context }) => context.cart.cartId !== null && context.cart.itemCount > 0,
    cartIsEmpty: ({ context }) => context.cart.cartId === null || context.cart.itemCount === 0,
    isDeliveryForm: ({ event }) => isDeliverySubmit(event),
    isValid: (_, { validation }: { validation: DeliveryValidation }) => validation.details !== null,
    isPaymentMethod: (_, { method }: { method: unknown }) => isPaymentMethod(method),
    hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
    /** The same attempt placed again (nothing changed since): it keeps its idempotency key. */
    sameAttempt: ({ context }) => context.paymentMethod !== null && context.idempotencyKey !== null,
    isOutOfStock: (_, { error }: { error: unknown }) => failureOf(error).kind === 'outOfStock',
    isChanged: (_, { error }: { error: unknown }) => failureOf(error).kind === 'changed',
    isRefused: (_, { error }: { error: unknown }) => failureOf(error).kind === 'refused',
  },
}).createMachine({
  id: 'checkout',
  context: {
    cart: { cartId: null, itemCount: 0, reviewed: { lines: [], shipping: 0, total: 0 } },
    form: emptyDeliveryForm,
    details: null,
    fieldErrors: {},
    paymentMethod: null,
    idempotencyKey: null,
    shortItems: [],
    changes: [],
    failureMessage: null,
    placed: null,
  },
  initial: 'cart',
  on: {
    'checkout.cartChanged': { guard: 'isCartReport', actions: 'assignCart' },
  },
  states: {
    cart: {
      description: 'Step 0: the cart page. After a refusal for stock it names the short items.',
      on: {
        'checkout.start': { guard: 'cartHasItems', target: 'delivery', actions: 'clearFailure' },
      },
    },
    delivery: {
      description:
        "Step 1: name, e-mail, phone, address and note. While it shows, a signed-in shopper's profile fills the fields still empty.",
      entry: { type: 'setCartStep', params: { step: 1 } },
      always: {
        guard: 'cartIsEmpty',
        target: 'cart',
        actions: { type: 'setCartStep', params: { step: 0 } },
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
          states: {
            editing: {
              on: {
                'checkout.delivery.submit': {
                  guard: 'isDeliveryForm',
                  target: 'validating',
                  actions: 'assignForm',
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
                    guard: { type: 'isValid', params: ({ event }) => ({ validation: event.output }) },
                    target: '#checkout.payment',
                    actions: {
                      type: 'acceptDelivery',
                      params: ({ event }) => ({ validation: event.output }),
                    },
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
          },
        },
      },
      on: {
        'checkout.back': { target: 'cart', actions: { type: 'setCartStep', params: { step: 0 } } },
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
            actions: { type: 'setCartStep', params: { step: 0 } },
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
            'checkout.payment.select': {
              guard: { type: 'isPaymentMethod', params: ({ event }) => ({ method: event.method }) },
              target: '.choosing',
              actions: { type: 'selectPaymentMethod', params: ({ event }) => ({ method: event.method }) },
            },
            'checkout.place': [
              { guard: 'sameAttempt', target: 'placing' },
              { guard: 'hasPaymentMethod', target: 'placing', actions: 'newIdempotencyKey' },
              { target: '.methodMissing' },
            ],
            'checkout.back': '#checkout.delivery',
          },
        },
        placing: {
          tags: 'busy',
          entry: 'clearFailure',
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
                  { type: 'setCartStep', params: { step: 0 } },
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
    },
    placed: {
      description: 'The order is placed; the confirmation page reads it. A new checkout may start.',
      on: {
        'checkout.start': {
          guard: 'cartHasItems',
          target: 'delivery',
          actions: ['forgetPlaced', 'clearFailure'],
        },
      },
    },
  },
});
