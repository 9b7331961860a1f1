import { and } from 'xstate';
import { placeOrderInput } from './checkout.order';
import { checkoutSetup, initialCheckoutContext, savedOf } from './checkout.setup';

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
                input: ({ context }) => context.form.address,
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
            'checkout.cartChanged': {
              description:
                "The cart changed under the review (another tab): the review names each change. Any other report is the root's.",
              guard: 'changesReview',
              target: '.choosing',
              actions: ['assignChangesUnderReview', 'assignCart'],
            },
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
