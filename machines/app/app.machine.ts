import { and, assign, enqueueActions, not, or, sendTo, setup, spawnChild, stopChild } from 'xstate';
import type { User } from '../../contract/auth';
import { accountMachine } from '../account/account.machine';
import { authMachine } from '../auth/auth.machine';
import { cartMachine } from '../cart/cart.machine';
import type { checkoutMachine } from '../checkout/checkout.machine';
import { miniCartMachine } from '../mini-cart/mini-cart.machine';
import { scriptMachine } from '../script/script.machine';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided, notProvidedChild } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type { adminOrderMachine } from '../admin-order/admin-order.machine';
import type { adminSessionMachine } from '../admin-session/admin-session.machine';
import type { adminUploadMachine } from '../admin-upload/admin-upload.machine';
import type { categoryEditorMachine } from '../category-editor/category-editor.machine';
import type { paymentCheckMachine } from '../payment-check/payment-check.machine';
import type { compareMachine } from '../compare/compare.machine';
import type { recentlyViewedMachine } from '../recently-viewed/recently-viewed.machine';
import type { formMachine } from '../form/form.machine';
import type { loaderMachine } from '../loader/loader.machine';
import type { myReviewMachine } from '../my-review/my-review.machine';
import type { myReviewsMachine } from '../my-reviews/my-reviews.machine';
import type { wishlistMachine } from '../wishlist/wishlist.machine';
import {
  type AppContext,
  type AppEvent,
  type AppInput,
  type BrowserSession,
  type CartIdInput,
  type PartState,
  type RemovedCount,
  screenKinds,
} from './app.types';

/**
 * The root actor: spawns script, auth, account, cart and the mini-cart beside it under their system
 * ids, then runs spec §4 "App start" once: load the current user, then make sure the visitor has a
 * cart (the account's, the cookie's, a legacy stored one or a new one), run the cart session step at
 * most once per browser session, and fetch the cart (and a verified user's wishlist).
 *
 * The wishlist and the checkout join the system when first needed, so a first page loads neither:
 * the wishlist when a verified user's wishlist is to be fetched (`app.wishlist.fetch`, from the
 * start or from auth), the checkout when its page opens (`app.checkout.open`). `loadWishlist` and
 * `loadCheckout` bring each machine's code, provided with its actors, from its own chunk; then the
 * machine is spawned by its name here (`wishlist`, `checkout`), whose slot src/ has filled.
 */
export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput },
  actors: {
    readBrowserSession: notProvided<BrowserSession>('readBrowserSession'),
    loadCurrentUser: notProvided<User | null>('loadCurrentUser'),
    updateCartLastAccess: notProvided<unknown>('updateCartLastAccess'),
    removeUnavailableItems: notProvided<RemovedCount, CartIdInput>('removeUnavailableItems'),
    checkCartExists: notProvided<boolean, CartIdInput>('checkCartExists'),
    createCart: notProvided<string>('createCart'),
    loadWishlist: notProvided<void>('loadWishlist'),
    loadCheckout: notProvided<void>('loadCheckout'),
    // Each in a chunk of its own: src/ fills the slot when loadWishlist / loadCheckout are done.
    wishlist: notProvidedChild<typeof wishlistMachine>('wishlist'),
    checkout: notProvidedChild<typeof checkoutMachine>('checkout'),
    // A screen's actor, one slot per kind: src/ runs in each the logic its screen brought.
    loader: notProvidedChild<typeof loaderMachine>('loader'),
    form: notProvidedChild<typeof formMachine>('form'),
    myReviews: notProvidedChild<typeof myReviewsMachine>('myReviews'),
    myReview: notProvidedChild<typeof myReviewMachine>('myReview'),
    // The back office's screens (/admin, a chunk of its own).
    adminSession: notProvidedChild<typeof adminSessionMachine>('adminSession'),
    adminOrder: notProvidedChild<typeof adminOrderMachine>('adminOrder'),
    adminUpload: notProvidedChild<typeof adminUploadMachine>('adminUpload'),
    categoryEditor: notProvidedChild<typeof categoryEditorMachine>('categoryEditor'),
    paymentCheck: notProvidedChild<typeof paymentCheckMachine>('paymentCheck'),
    // The comparison list and the recently viewed products, with the pages that show them.
    compare: notProvidedChild<typeof compareMachine>('compare'),
    recentlyViewed: notProvidedChild<typeof recentlyViewedMachine>('recentlyViewed'),
    // The children, each still to be provided with its own actors (src/lib does).
    auth: authMachine,
    account: accountMachine,
    cart: cartMachine,
    miniCart: miniCartMachine,
    script: scriptMachine,
  },
  actions: {
    spawnCart: spawnChild('cart', { id: systemIds.cart, systemId: systemIds.cart }),
    spawnMiniCart: spawnChild('miniCart', { id: systemIds.miniCart, systemId: systemIds.miniCart }),
    loadWishlist: spawnChild('loadWishlist', { id: 'loadWishlist' }),
    loadCheckout: spawnChild('loadCheckout', { id: 'loadCheckout' }),
    spawnWishlist: spawnChild('wishlist', { id: systemIds.wishlist, systemId: systemIds.wishlist }),
    spawnCheckout: spawnChild('checkout', { id: systemIds.checkout, systemId: systemIds.checkout }),
    markWishlist: assign((_, params: { part: PartState }) => ({ wishlist: params.part })),
    markCheckout: assign((_, params: { part: PartState }) => ({ checkout: params.part })),
    wantWishlist: assign({ wishlistWanted: true }),
    dropWishlistWish: assign({ wishlistWanted: false }),
    fetchWishlist: sendTo(({ system }) => system.get(systemIds.wishlist), { type: 'wishlist.fetch' }),
    resetWishlist: sendTo(({ system }) => system.get(systemIds.wishlist), { type: 'wishlist.reset' }),
    /** The cart tells the new checkout what it holds (checkout.cartChanged). */
    tellCartCheckoutOpened: sendTo(({ system }) => system.get(systemIds.cart), {
      type: 'cart.checkoutOpened',
    }),
    spawnAccount: spawnChild('account', { id: systemIds.account, systemId: systemIds.account }),
    spawnAuth: spawnChild('auth', {
      id: systemIds.auth,
      systemId: systemIds.auth,
      // Spawned on entry of the root, when the event is xstate.init carrying the machine's input.
      input: ({ event }) => (event as unknown as { input: AppInput }).input.auth,
    }),
    spawnScript: spawnChild('script', {
      id: systemIds.script,
      systemId: systemIds.script,
      input: ({ event }) => (event as unknown as { input: AppInput }).input.script,
    }),
    stopScreenActor: stopChild(({ event }) => (event as { id: string }).id),
    assignBrowserSession: assign((_, session: BrowserSession) => ({
      cartId: session.cartId,
      sessionUpdated: session.sessionUpdated,
      legacyCartId: session.legacyCartId,
    })),
    assignUser: assign((_, params: { user: User | null }) => ({ user: params.user })),
    useCart: assign((_, params: { cartId: string }) => ({ cartId: params.cartId })),
    markSession: assign({ sessionUpdated: true }),
    forgetLegacyCart: assign({ legacyCartId: null }),
    // Provided by src/actors (cookies, local storage, toasts, console); recorded by tests.
    setCartCookie: (_, _params: { cartId: string }) => {},
    setSessionMarker: () => {},
    removeLegacyCartId: () => {},
    /** The cart's 7000 ms info toast (spec §8), the same src/actors shows for the cart machine. */
    notifyUnavailableRemoved: (_, _params: { count: number }) => {},
    logError: (_, _params: LogErrorParams) => {},
    tellAuthUserLoaded: sendTo(
      ({ system }) => system.get(systemIds.auth),
      (_, params: { user: User | null }) => ({ type: 'auth.userLoaded' as const, user: params.user }),
    ),
    fetchCart: sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.fetch' }),
  },
  guards: {
    // A signed-in user always has a cart on this server; one without falls back to the cookie rules.
    isLoggedInWithCart: ({ context }) => Boolean(context.user?.cartId),
    isSessionMarked: ({ context }) => context.sessionUpdated,
    hasCartCookie: ({ context }) => context.cartId !== null,
    hasLegacyCart: ({ context }) => context.legacyCartId !== null,
    removedSome: (_, params: RemovedCount) => params.removed > 0,
    isTrue: (_, params: { value: boolean }) => params.value,
    isScreenOpen: ({ event }) =>
      event.type === 'app.screen.open' && typeof event.id === 'string' && screenKinds.includes(event.screen),
    isScreenClose: ({ event }) => event.type === 'app.screen.close' && typeof event.id === 'string',
    /** Spec §6: only a verified user has a wishlist. */
    isVerifiedUser: ({ context }) => Boolean(context.user?.isVerified),
    isWishlistReady: ({ context }) => context.wishlist === 'ready',
    isWishlistLoading: ({ context }) => context.wishlist === 'loading',
    isWishlistWanted: ({ context }) => context.wishlistWanted,
    isCheckoutAbsent: ({ context }) => context.checkout === 'absent',
    isCheckoutLoading: ({ context }) => context.checkout === 'loading',
  },
}).createMachine({
  id: 'app',
  context: {
    user: null,
    cartId: null,
    sessionUpdated: false,
    legacyCartId: null,
    wishlist: 'absent',
    wishlistWanted: false,
    checkout: 'absent',
  },
  entry: ['spawnScript', 'spawnCart', 'spawnMiniCart', 'spawnAccount', 'spawnAuth'],
  on: {
    'app.wishlist.fetch': [
      { guard: 'isWishlistReady', actions: 'fetchWishlist' },
      { guard: 'isWishlistLoading', actions: 'wantWishlist' },
      { actions: ['wantWishlist', { type: 'markWishlist', params: { part: 'loading' } }, 'loadWishlist'] },
    ],
    'app.wishlist.reset': [
      { guard: 'isWishlistReady', actions: 'resetWishlist' },
      {
        description: 'Logged out while the wishlist loads: it comes, but fetches nothing.',
        actions: 'dropWishlistWish',
      },
    ],
    // The machine a `load…` actor brought joins the system under its name and id.
    'xstate.done.actor.loadWishlist': [
      {
        guard: and(['isWishlistLoading', 'isWishlistWanted']),
        description: 'The wishlist joins the system and is fetched: a fetch is still wanted.',
        actions: [
          'spawnWishlist',
          { type: 'markWishlist', params: { part: 'ready' } },
          'dropWishlistWish',
          'fetchWishlist',
        ],
      },
      {
        guard: 'isWishlistLoading',
        description: 'The wishlist joins the system; a logout since asked for no fetch.',
        actions: ['spawnWishlist', { type: 'markWishlist', params: { part: 'ready' } }],
      },
    ],
    'xstate.error.actor.loadWishlist': {
      guard: 'isWishlistLoading',
      description:
        'Its chunk did not arrive (one a new build replaced has reloaded the page): logged; the next fetch (a login, a reload) tries again.',
      actions: [{ type: 'markWishlist', params: { part: 'absent' } }, logFailure('Lista želja nije učitana')],
    },
    'app.checkout.open': {
      guard: 'isCheckoutAbsent',
      actions: [{ type: 'markCheckout', params: { part: 'loading' } }, 'loadCheckout'],
    },
    'xstate.done.actor.loadCheckout': {
      guard: 'isCheckoutLoading',
      description: 'The checkout joins the system, and the cart tells it what it holds.',
      actions: [
        'spawnCheckout',
        { type: 'markCheckout', params: { part: 'ready' } },
        'tellCartCheckoutOpened',
      ],
    },
    'xstate.error.actor.loadCheckout': {
      guard: 'isCheckoutLoading',
      description:
        'Its chunk did not arrive (one a new build replaced has reloaded the page): logged; the cart page opening again tries again.',
      actions: [{ type: 'markCheckout', params: { part: 'absent' } }, logFailure('Plaćanje nije učitano')],
    },
    'app.screen.open': {
      guard: 'isScreenOpen',
      // A screen's loader or form joins under the screen's id (and its systemId, if it has one),
      // once, spawned by the name of its kind's slot. Inline: setup's named actions cannot
      // enqueue (their types would refer to themselves), and the ids come with the event.
      actions: enqueueActions(({ enqueue, event, self }) => {
        if (event.type !== 'app.screen.open' || self.getSnapshot()?.children?.[event.id]) return;
        const { screen, id, input, systemId } = event;
        enqueue.spawnChild(screen, { id, input, ...(systemId ? { systemId } : {}) } as never);
      }),
    },
    'app.screen.close': { guard: 'isScreenClose', actions: 'stopScreenActor' },
  },
  initial: 'readingBrowserSession',
  states: {
    readingBrowserSession: {
      invoke: {
        id: 'readBrowserSession',
        src: 'readBrowserSession',
        onDone: {
          target: 'loadingUser',
          actions: { type: 'assignBrowserSession', params: ({ event }) => event.output },
        },
        onError: { target: 'loadingUser', actions: logFailure('Čitanje kolačića nije uspelo') },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: {
          target: 'choosingCart',
          actions: [
            { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'tellAuthUserLoaded', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // Nobody can be confirmed as signed in: this visit goes on as anonymous.
        onError: {
          target: 'choosingCart',
          actions: [
            logFailure('Učitavanje korisnika nije uspelo'),
            { type: 'tellAuthUserLoaded', params: { user: null } },
          ],
        },
      },
    },
    choosingCart: {
      description:
        'Spec §4 App start: which cart this visit uses, and whether the session step still has to run.',
      always: [
        {
          // Beyond the spec's letter: a marker without any cart_id (cookie cleared) adopts the cart too.
          guard: and(['isLoggedInWithCart', or([not('isSessionMarked'), not('hasCartCookie')])]),
          target: 'updatingLastAccess',
          actions: [
            { type: 'useCart', params: ({ context }) => ({ cartId: context.user!.cartId! }) },
            { type: 'setCartCookie', params: ({ context }) => ({ cartId: context.user!.cartId! }) },
          ],
        },
        { guard: 'isLoggedInWithCart', target: 'ready' },
        { guard: and(['hasCartCookie', not('isSessionMarked')]), target: 'updatingLastAccess' },
        { guard: 'hasCartCookie', target: 'ready' },
        { guard: 'hasLegacyCart', target: 'checkingLegacyCart' },
        { target: 'creatingCart' },
      ],
    },
    updatingLastAccess: {
      description:
        'The cart session step (DESIGN §3), once per browser session: last access, then unavailable items.',
      invoke: {
        id: 'updateCartLastAccess',
        src: 'updateCartLastAccess',
        onDone: 'removingUnavailableItems',
        onError: { target: 'removingUnavailableItems', actions: logFailure('Ažuriranje korpe nije uspelo') },
      },
    },
    removingUnavailableItems: {
      invoke: {
        id: 'removeUnavailableItems',
        src: 'removeUnavailableItems',
        input: ({ context }) => ({ cartId: context.cartId! }),
        onDone: [
          {
            guard: { type: 'removedSome', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'notifyUnavailableRemoved', params: ({ event }) => ({ count: event.output.removed }) },
              'markSession',
              'setSessionMarker',
            ],
          },
          { target: 'ready', actions: ['markSession', 'setSessionMarker'] },
        ],
        // Without the marker the step runs again on the next page load.
        onError: { target: 'ready', actions: logFailure('Uklanjanje nedostupnih proizvoda nije uspelo') },
      },
    },
    checkingLegacyCart: {
      description:
        'Spec §4: a cart id an earlier version kept in local storage is moved into the cookie if still valid.',
      invoke: {
        id: 'checkCartExists',
        src: 'checkCartExists',
        input: ({ context }) => ({ cartId: context.legacyCartId! }),
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'ready',
            actions: [
              { type: 'useCart', params: ({ context }) => ({ cartId: context.legacyCartId! }) },
              { type: 'setCartCookie', params: ({ context }) => ({ cartId: context.legacyCartId! }) },
              'forgetLegacyCart',
              'removeLegacyCartId',
            ],
          },
          // Spec: "if invalid remove it". A visitor still needs a cart to shop, so one is created.
          { target: 'creatingCart', actions: ['forgetLegacyCart', 'removeLegacyCartId'] },
        ],
        // Spec §8: only logged. The stored id stays for the next visit to try again.
        onError: { target: 'withoutCart', actions: logFailure('Provera sačuvane korpe nije uspela') },
      },
    },
    creatingCart: {
      invoke: {
        id: 'createCart',
        src: 'createCart',
        onDone: {
          target: 'ready',
          // A new cart has nothing unavailable in it: the session step is done by definition.
          actions: [
            { type: 'useCart', params: ({ event }) => ({ cartId: event.output }) },
            { type: 'setCartCookie', params: ({ event }) => ({ cartId: event.output }) },
            'markSession',
            'setSessionMarker',
          ],
        },
        onError: { target: 'withoutCart', actions: logFailure('Nova korpa nije napravljena') },
      },
    },
    ready: {
      // Inline: setup's named actions cannot raise (their types would refer to themselves).
      entry: [
        'fetchCart',
        enqueueActions(({ check, enqueue }) => {
          if (check('isVerifiedUser')) enqueue.raise({ type: 'app.wishlist.fetch' });
        }),
      ],
    },
    withoutCart: {
      description:
        'Spec §8: errors verifying or creating a cart are only logged; with no cart there is nothing to fetch, and the next page load starts over. A verified user still gets their wishlist.',
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('isVerifiedUser')) enqueue.raise({ type: 'app.wishlist.fetch' });
      }),
    },
  },
});
