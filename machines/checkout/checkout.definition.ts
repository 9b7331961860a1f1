import { assign, sendTo, setup } from 'xstate';
import type { PaymentMethod } from '../../contract/orders';
import { notProvided } from '../shared/not-provided';
import { type CartStep, systemIds } from '../shared/system';
import { type DeliveryValidator, emptyDeliveryForm, formOf, prefilled, sameDetails } from './checkout.form';
import { failureOf, placeOrderInput } from './checkout.order';
import type {
  CheckoutContext,
  CheckoutEvent,
  NavigateToConfirmationParams,
  PlacedOrder,
  PlaceOrderInput,
} from './checkout.types';

/**
 * Checkout (DESIGN §3 Checkout): step 0 cart → 1 delivery → 2 payment and review → placing →
 * placed. It never reads the cart actor: the cart tells it its id and piece count
 * (checkout.cartChanged), and it tells the cart which step to show (cart.setStep).
 *
 * Built around `validateDelivery`, which checks the delivery form: ./checkout.machine.ts gives the
 * contract's; src/lib gives the same one loaded with the cart page, so that zod stays out of the
 * shop's entry chunk.
 */
export const createCheckoutMachine = (validateDelivery: DeliveryValidator) =>
  setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
    actors: { placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder') },
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
        form: ({ context, event }) =>
          event.type === 'checkout.prefill'
            ? prefilled(context.form, event.customer, event.address)
            : context.form,
      }),
      /** A valid submission; a changed one starts a new attempt (a new idempotency key). */
      acceptDelivery: assign(({ context, event }) => {
        if (event.type !== 'checkout.delivery.submit') return {};
        const form = formOf(event);
        const { details } = validateDelivery(form);
        const changed = !sameDetails(details, context.details);
        return { form, details, fieldErrors: {}, idempotencyKey: changed ? null : context.idempotencyKey };
      }),
      rejectDelivery: assign(({ event }) => {
        if (event.type !== 'checkout.delivery.submit') return {};
        const form = formOf(event);
        return { form, fieldErrors: validateDelivery(form).fieldErrors ?? {} };
      }),
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
      cartHasItems: ({ context }) => context.cart.cartId !== null && context.cart.itemCount > 0,
      cartIsEmpty: ({ context }) => context.cart.cartId === null || context.cart.itemCount === 0,
      deliveryIsValid: ({ event }) =>
        event.type === 'checkout.delivery.submit' && validateDelivery(formOf(event)).details !== null,
      hasPaymentMethod: ({ context }) => context.paymentMethod !== null,
      /** The same attempt placed again (nothing changed since): it keeps its idempotency key. */
      sameAttempt: ({ context }) => context.paymentMethod !== null && context.idempotencyKey !== null,
      isOutOfStock: (_, { error }: { error: unknown }) => failureOf(error).kind === 'outOfStock',
      isRefused: (_, { error }: { error: unknown }) => failureOf(error).kind === 'refused',
      isChanged: (_, { error }: { error: unknown }) => failureOf(error).kind === 'changed',
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
      'checkout.cartChanged': { actions: 'assignCart' },
      'checkout.prefill': { actions: 'prefillForm' },
    },
    states: {
      cart: {
        description: 'Step 0: the cart page. After a refusal for stock it names the short items.',
        on: {
          'checkout.start': { guard: 'cartHasItems', target: 'delivery', actions: 'clearFailure' },
        },
      },
      delivery: {
        description: 'Step 1: name, e-mail, phone, address and note, checked with the contract schema.',
        entry: { type: 'setCartStep', params: { step: 1 } },
        always: {
          guard: 'cartIsEmpty',
          target: 'cart',
          actions: { type: 'setCartStep', params: { step: 0 } },
        },
        on: {
          'checkout.delivery.submit': [
            { guard: 'deliveryIsValid', target: 'payment', actions: 'acceptDelivery' },
            { actions: 'rejectDelivery' },
          ],
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
            on: {
              'checkout.payment.select': {
                actions: { type: 'selectPaymentMethod', params: ({ event }) => ({ method: event.method }) },
              },
              'checkout.place': [
                { guard: 'sameAttempt', target: 'placing' },
                { guard: 'hasPaymentMethod', target: 'placing', actions: 'newIdempotencyKey' },
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

/** The checkout as the app machine declares its child: src/lib provides it with its validator. */
export const checkoutMachineSlot = createCheckoutMachine(() => {
  throw new Error("the checkout's delivery validation is not provided");
});
