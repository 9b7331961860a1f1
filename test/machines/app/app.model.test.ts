import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { User } from '../../../contract/auth';
import { appMachine } from '../../../machines/app/app.machine';
import type { AppContext, AppEvent, BrowserSession } from '../../../machines/app/app.types';
import { CART_COOKIE, LEGACY_CART_KEY, SESSION_MARKER_COOKIE } from '../../../src/actors/browser-session';
import { handOver } from '../../../src/lib/late-logic';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
import type { FakeBrowser } from '../utils/fake-browser';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { seedBrowser, startApp } from './app.harness';

/*
 * The app start (spec §4 "App start") walked over every browser state that matters (cookie or
 * not, marker or not, legacy stored id or not) and every getMe answer, with the REAL src/actors
 * effects on a fake browser: cookies, local storage and toasts are checked as the shopper's
 * browser would hold them.
 */

const COOKIE_CART = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const USER_CART = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const LEGACY_CART = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const NEW_CART = '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1';

const user = (overrides: Partial<User>): User => ({
  id: 7,
  cartId: USER_CART,
  email: 'ana@example.rs',
  isVerified: false,
  firstName: 'Ana',
  lastName: 'Anić',
  ...overrides,
});

const browsers: BrowserSession[] = [
  { cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null },
  { cartId: COOKIE_CART, sessionUpdated: false, legacyCartId: null },
  { cartId: null, sessionUpdated: false, legacyCartId: LEGACY_CART },
  { cartId: null, sessionUpdated: false, legacyCartId: null },
  { cartId: null, sessionUpdated: true, legacyCartId: null },
];
const users: (User | null)[] = [
  null,
  user({}),
  user({ isVerified: true }),
  user({ cartId: null, isVerified: true }),
];
const failure = new Error('Veza sa serverom nije uspela.');

type ModelEvent = ActorCompletion | AppEvent;

/** A screen's loader as the screen hooks give it: it never settles here. */
const SCREEN = 'screen:r1:';
const screenLogic = fromPromise(() => new Promise<never>(() => {}));

const events: ModelEvent[] = [
  ...browsers.map((browser) => actorDone('readBrowserSession', browser)),
  actorFailed('readBrowserSession', failure),
  ...users.map((answer) => actorDone('loadCurrentUser', answer)),
  actorFailed('loadCurrentUser', failure),
  actorDone('updateCartLastAccess', { success: true }),
  actorFailed('updateCartLastAccess', failure),
  actorDone('removeUnavailableItems', { removed: 0 }),
  actorDone('removeUnavailableItems', { removed: 2 }),
  actorFailed('removeUnavailableItems', failure),
  actorDone('checkCartExists', true),
  actorDone('checkCartExists', false),
  actorFailed('checkCartExists', failure),
  actorDone('createCart', NEW_CART),
  actorFailed('createCart', failure),
  { type: 'app.screen.open', id: SCREEN, screen: 'loader', input: 'upit' },
  { type: 'app.screen.close', id: SCREEN },
];

const transitions = transitionsOf(appMachine, {
  events: () => events as never,
  input: { auth: { storedUser: null }, script: { remembered: null } },
});

let fake: FakeBrowser;

const A_YEAR = { path: '/', expires: 365 };
const UNAVAILABLE_TOAST = {
  kind: 'info',
  title: 'Proizvod više nije dostupan',
  text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
  durationMs: 7000,
};

type State =
  | 'readingBrowserSession'
  | 'loadingUser'
  | 'updatingLastAccess'
  | 'removingUnavailableItems'
  | 'checkingLegacyCart'
  | 'creatingCart'
  | 'ready'
  | 'withoutCart';

/** Spec §4 "App start", restated apart from the machine: where the start goes once the user is known. */
function expectedCartPath(context: AppContext): State {
  const marked = context.sessionUpdated;
  if (context.user?.cartId) return marked && context.cartId ? 'ready' : 'updatingLastAccess';
  if (context.cartId) return marked ? 'ready' : 'updatingLastAccess';
  if (context.legacyCartId) return 'checkingLegacyCart';
  return 'creatingCart';
}

/** What getMe's step says of the user: its answer, or nobody when it failed (spec §8: anonymous). */
const answerOf = (event: ModelEvent) =>
  event.type === 'xstate.done.actor.loadCurrentUser'
    ? ((event as { output: User | null }).output ?? null)
    : null;

/**
 * The oracle of the start's states, from spec §4 "App start" and §8 (a failure is only logged and
 * the start goes on): where each event leads. Screens opening and closing never move the start.
 */
function expectedState(before: State, event: ModelEvent, was: AppContext): State {
  const output = (event as { output?: unknown }).output;
  switch (`${before} ${event.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ')}`) {
    case 'readingBrowserSession done readBrowserSession':
    case 'readingBrowserSession error readBrowserSession':
      return 'loadingUser';
    case 'loadingUser done loadCurrentUser':
    case 'loadingUser error loadCurrentUser':
      return expectedCartPath({ ...was, user: answerOf(event) });
    case 'updatingLastAccess done updateCartLastAccess':
    case 'updatingLastAccess error updateCartLastAccess':
      return 'removingUnavailableItems';
    case 'removingUnavailableItems done removeUnavailableItems':
    case 'removingUnavailableItems error removeUnavailableItems':
      return 'ready';
    case 'checkingLegacyCart done checkCartExists':
      // Valid: it becomes the cart; invalid: removed, and a new cart is made.
      return output === true ? 'ready' : 'creatingCart';
    case 'checkingLegacyCart error checkCartExists':
    case 'creatingCart error createCart':
      return 'withoutCart';
    case 'creatingCart done createCart':
      return 'ready';
  }
  return before;
}

/** The calls each state of the start makes on entry, with their inputs. */
function callsOn(state: State, now: AppContext): { id: string; input: unknown }[] {
  switch (state) {
    case 'loadingUser':
      return [{ id: 'loadCurrentUser', input: undefined }];
    case 'updatingLastAccess':
      return [{ id: 'updateCartLastAccess', input: undefined }];
    case 'removingUnavailableItems':
      return [{ id: 'removeUnavailableItems', input: { cartId: now.cartId } }];
    case 'checkingLegacyCart':
      return [{ id: 'checkCartExists', input: { cartId: LEGACY_CART } }];
    case 'creatingCart':
      return [{ id: 'createCart', input: undefined }];
  }
  return [];
}

/** What the log says when a step of the start fails (spec §8: only logged). */
const FAILURE_LOGS: Record<string, string> = {
  readBrowserSession: 'Čitanje kolačića nije uspelo',
  loadCurrentUser: 'Učitavanje korisnika nije uspelo',
  updateCartLastAccess: 'Ažuriranje korpe nije uspelo',
  removeUnavailableItems: 'Uklanjanje nedostupnih proizvoda nije uspelo',
  checkCartExists: 'Provera sačuvane korpe nije uspela',
  createCart: 'Nova korpa nije napravljena',
};

/**
 * The provided actions a step must run (spec §4, §8), with their params, and the context it
 * leaves: restated from the rules, step by step.
 */
function expectedOutcome(was: AppContext, event: ModelEvent) {
  const output = (event as { output?: unknown }).output;
  const actions: { name: string; params: unknown }[] = [];
  let context: AppContext = { ...was };
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed)
    actions.push({ name: 'logError', params: { message: FAILURE_LOGS[failed[1]!], error: failure } });
  const adoptCart = (cartId: string) => {
    context = { ...context, cartId };
    actions.push({ name: 'setCartCookie', params: { cartId } });
  };
  const markSession = () => {
    context = { ...context, sessionUpdated: true };
    actions.push({ name: 'setSessionMarker', params: undefined });
  };
  switch (event.type) {
    case 'xstate.done.actor.readBrowserSession':
      context = { ...context, ...(output as BrowserSession) };
      break;
    case 'xstate.done.actor.loadCurrentUser':
    case 'xstate.error.actor.loadCurrentUser': {
      const user = answerOf(event);
      context = { ...context, user };
      // Logged in without the marker (or without any cart_id): the account's cart becomes cart_id.
      if (user?.cartId && (!was.sessionUpdated || !was.cartId)) adoptCart(user.cartId);
      break;
    }
    case 'xstate.done.actor.removeUnavailableItems': {
      const { removed } = output as { removed: number };
      if (removed > 0) actions.push({ name: 'notifyUnavailableRemoved', params: { count: removed } });
      markSession();
      break;
    }
    case 'xstate.done.actor.checkCartExists':
      if (output === true) adoptCart(LEGACY_CART);
      context = { ...context, legacyCartId: null };
      actions.push({ name: 'removeLegacyCartId', params: undefined });
      break;
    case 'xstate.done.actor.createCart':
      // A new cart has nothing unavailable: the session step is done by definition.
      adoptCart(output as string);
      markSession();
      break;
  }
  return { actions, context };
}

/** The effects of one kind in an order that does not depend on the machine's order of actions. */
const sorted = <T>(list: T[]) => [...list].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

function checkAppRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AppContext;
  const now = after.context as AppContext;
  const output = (event as { output?: unknown }).output;
  const toasts = actionsIn(effects, 'showToast').length + fake.toasts.length;
  const cartSends = sendsIn(effects, 'cart');
  const wishlistSends = sendsIn(effects, 'wishlist');
  const logged = actionsIn(effects, 'logError');
  const from = before.value as State;
  const target = expectedState(from, event, was);
  expect(after.value).toBe(target);
  const entered = (state: State) => target === state && from !== state;
  const outcome = expectedOutcome(was, event);
  // Spec §4, §6: a verified user's default wishlist is fetched with the start's end: its machine is
  // loaded first (app.parts.model.test.ts walks what follows), and fetches once it is there.
  const finished = entered('ready') || entered('withoutCart');
  const fetchesWishlist = finished && Boolean(outcome.context.user?.isVerified);
  expect(now).toEqual(
    fetchesWishlist ? { ...outcome.context, wishlist: 'loading', wishlistWanted: true } : outcome.context,
  );
  expect(
    sorted(
      effects.flatMap((effect) =>
        effect.kind === 'action' ? [{ name: effect.name, params: effect.params }] : [],
      ),
    ),
  ).toEqual(sorted(outcome.actions));
  // Each state of the start entered makes its call (the wishlist's chunk is asked for at the end).
  const calls = [
    ...(target !== from ? callsOn(target, outcome.context) : []),
    ...(fetchesWishlist ? [{ id: 'loadWishlist', input: undefined }] : []),
  ];
  expect(
    sorted(
      effects.flatMap((effect) => (effect.kind === 'invoke' ? [{ id: effect.id, input: effect.input }] : [])),
    ),
  ).toEqual(sorted(calls));
  // Auth hears who getMe found; the cart is fetched once the start is done with a cart; nobody else hears.
  const told = [
    ...(event.type.endsWith('.loadCurrentUser')
      ? [{ to: 'auth', event: { type: 'auth.userLoaded', user: answerOf(event) } }]
      : []),
    ...(entered('ready') ? [{ to: 'cart', event: { type: 'cart.fetch' } }] : []),
  ];
  expect(
    sorted(
      effects.flatMap((effect) => (effect.kind === 'send' ? [{ to: effect.to, event: effect.event }] : [])),
    ),
  ).toEqual(sorted(told));

  // A screen's actor is a child of the root while the screen shows, and only then; nothing else changes.
  if (event.type === 'app.screen.open' || event.type === 'app.screen.close') {
    expect(Boolean(after.children[SCREEN])).toBe(event.type === 'app.screen.open');
    expect(now).toEqual(was);
    expect(effects.filter((effect) => effect.kind !== 'invoke')).toEqual([]);
  }
  switch (event.type) {
    case 'xstate.done.actor.loadCurrentUser':
    case 'xstate.error.actor.loadCurrentUser': {
      const answer = event.type.startsWith('xstate.done') ? (output as User | null) : null;
      // Auth learns who is signed in (a failed getMe: nobody, for this visit).
      expect(sendsIn(effects, 'auth')).toEqual([{ type: 'auth.userLoaded', user: answer }]);
      expect(now.user).toEqual(answer);
      if (answer?.cartId && (!was.sessionUpdated || !was.cartId)) {
        // Logged in without the marker: the account's cart becomes cart_id first.
        expect(fake.cookies.get(CART_COOKIE)).toEqual({ value: answer.cartId, options: A_YEAR });
        expect(now.cartId).toBe(answer.cartId);
      }
      break;
    }
    case 'xstate.done.actor.removeUnavailableItems': {
      const { removed } = output as { removed: number };
      // Spec §8: 7000 ms info toast when the count is above 0; the marker is set after the step.
      expect(fake.toasts).toEqual(removed > 0 ? [UNAVAILABLE_TOAST] : []);
      expect(fake.cookies.get(SESSION_MARKER_COOKIE)).toEqual({ value: 'true', options: { path: '/' } });
      break;
    }
    case 'xstate.error.actor.removeUnavailableItems':
      // Without the marker the step runs again on the next page load.
      expect(actionsIn(effects, 'setSessionMarker')).toEqual([]);
      expect(fake.cookie(SESSION_MARKER_COOKIE)).toBe(was.sessionUpdated ? 'true' : undefined);
      break;
    case 'xstate.done.actor.checkCartExists':
      // Spec §4: the stored legacy id goes from storage either way; a valid one becomes cart_id.
      expect(fake.storage.has(LEGACY_CART_KEY)).toBe(false);
      if (output === true) {
        expect(fake.cookies.get(CART_COOKIE)).toEqual({ value: LEGACY_CART, options: A_YEAR });
        expect(after.value).toBe('ready');
      } else {
        expect(fake.cookie(CART_COOKIE)).toBeUndefined();
        expect(after.value).toBe('creatingCart');
      }
      break;
    case 'xstate.error.actor.checkCartExists':
      // Spec §8: only logged; the stored id stays for the next visit.
      expect(fake.storage.get(LEGACY_CART_KEY)).toBe(LEGACY_CART);
      expect(after.value).toBe('withoutCart');
      break;
    case 'xstate.done.actor.createCart':
      // Spec §4: create a new cart, fetch it and set the marker.
      expect(fake.cookies.get(CART_COOKIE)).toEqual({ value: NEW_CART, options: A_YEAR });
      expect(fake.cookies.get(SESSION_MARKER_COOKIE)).toEqual({ value: 'true', options: { path: '/' } });
      break;
    case 'xstate.error.actor.createCart':
      expect(fake.cookie(CART_COOKIE)).toBeUndefined();
      expect(after.value).toBe('withoutCart');
      break;
  }

  // The session step runs on the cart in use: last access first, then the unavailable items.
  for (const input of invokesIn(effects, 'removeUnavailableItems')) {
    expect(input).toEqual({ cartId: now.cartId });
    expect(before.matches('updatingLastAccess')).toBe(true);
  }
  // Last access is updated for the cart cart_id names (the server reads the cookie).
  if (invokesIn(effects, 'updateCartLastAccess').length > 0)
    expect(fake.cookie(CART_COOKIE)).toBe(now.cartId);
  // The cart is fetched exactly once, when the start is done and a cart is known, after the marker.
  expect(cartSends).toEqual(entered('ready') ? [{ type: 'cart.fetch' }] : []);
  if (entered('ready')) expect(fake.cookie(CART_COOKIE)).toBe(now.cartId);
  expect(invokesIn(effects, 'loadWishlist')).toHaveLength(fetchesWishlist ? 1 : 0);
  expect({ wishlist: now.wishlist, wishlistWanted: now.wishlistWanted }).toEqual(
    fetchesWishlist
      ? { wishlist: 'loading', wishlistWanted: true }
      : { wishlist: was.wishlist, wishlistWanted: was.wishlistWanted },
  );
  expect(wishlistSends).toEqual([]);
  // Spec §8: failures of the start are only logged.
  if (event.type.startsWith('xstate.error.actor.')) {
    expect(logged).toEqual([expect.objectContaining({ error: failure })]);
  } else expect(logged).toEqual([]);
  if (event.type !== 'xstate.done.actor.removeUnavailableItems') expect(toasts).toBe(0);
  fake.toasts.length = 0;
  expect(fake.navigations).toEqual([]);
  expect(effects.filter((effect) => effect.kind === 'emit')).toEqual([]);
}

describeModel('app', {
  machine: appMachine,
  transitions: transitions as never,
  // A failed clean-up keeps the session marker only if the session was updated before it; the
  // start's end asks for the wishlist only for a verified user (no guard of the step reads either).
  apart: (source, event, target) => [
    event.type === 'xstate.error.actor.removeUnavailableItems' && source.context.sessionUpdated,
    source.value !== target.value &&
      (target.value === 'ready' || target.value === 'withoutCart') &&
      Boolean((target.context as AppContext).user?.isVerified),
  ],
  start: () => {
    const started = startApp();
    // The screen hands its logic over before it opens (src/lib/use-screen-actor.ts).
    handOver(started.subject.system, SCREEN, screenLogic);
    fake = started.fake;
    // Before any step: the start reads the browser's cookies and storage first, and calls nothing else.
    expect(started.subject.getSnapshot().value).toBe('readingBrowserSession');
    expect(started.log.since(0)).toEqual([{ kind: 'invoke', id: 'readBrowserSession', input: undefined }]);
    return started;
  },
  check: checkAppRules as never,
  toRealEvent: (event) => {
    if (event.type === 'xstate.done.actor.readBrowserSession')
      seedBrowser(fake, (event as unknown as { output: BrowserSession }).output);
    return event;
  },
});
