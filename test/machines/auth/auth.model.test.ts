import { expect } from 'vitest';
import type { User } from '../../../contract/auth';
import { authMachine } from '../../../machines/auth/auth.machine';
import type { AuthContext, AuthEvent } from '../../../machines/auth/auth.types';
import { AUTH_STORAGE_KEY, CART_COOKIE, SESSION_MARKER_COOKIE } from '../../../src/actors/browser-session';
import { actionsIn, sendsIn } from '../utils/effect-log';
import { effectsByKey } from '../utils/effects-by-key';
import type { FakeBrowser } from '../utils/fake-browser';
import { describeModel, type ModelStepResult } from '../utils/model-test';
import { type ActorCompletion, actorDone, actorFailed, transitionsOf } from '../utils/model-walk';
import { startAuth } from './auth.harness';

/*
 * The auth model: the real machine walked with a finite set of users and answers. Every step of
 * every path runs on a real actor whose effects are the REAL src/actors actions over a fake
 * browser, so the checks below look at cookies, local storage, navigation and toasts themselves.
 */

const user = (overrides: Partial<User>): User => ({
  id: 7,
  cartId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'ana@example.rs',
  isVerified: false,
  firstName: 'Ana',
  lastName: 'Anić',
  ...overrides,
});
const unverified = user({});
const verified = user({ isVerified: true });
const stranger = user({ id: 8, email: 'marko@example.rs', isVerified: true, cartId: null });
const newUser = user({ id: 9, email: 'nova@example.rs', cartId: '11111111-2222-4333-8444-555555555555' });
const NEW_CART_ID = '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1';
const failure = new Error('Pogrešna e-adresa ili lozinka.');

type ModelEvent = AuthEvent | ActorCompletion;

const events: ModelEvent[] = [
  { type: 'auth.userLoaded', user: null },
  { type: 'auth.userLoaded', user: unverified },
  { type: 'auth.userLoaded', user: verified },
  {
    type: 'auth.login.submit',
    credentials: { email: 'ana@example.rs', password: 'tajna-lozinka' },
    redirect: '/profil/ocene',
  },
  // Another origin is never a target: the login leads to the profile instead.
  {
    type: 'auth.login.submit',
    credentials: { email: 'ana@example.rs', password: 'tajna-lozinka' },
    redirect: '//zla-prodavnica.example/profil',
  },
  {
    type: 'auth.register.submit',
    form: {
      firstName: 'Nova',
      lastName: 'Nović',
      email: 'nova@example.rs',
      password: 'tajna-lozinka',
      confirmPassword: 'tajna-lozinka',
      acceptTerms: true,
    },
  },
  { type: 'auth.logout' },
  { type: 'auth.sessionExpired' },
  { type: 'auth.userVerified', user: verified },
  { type: 'auth.userVerified', user: stranger },
  { type: 'auth.profileSaved', firstName: 'Anica', lastName: 'Anić-Petrović' },
  actorDone('login', unverified),
  actorDone('login', verified),
  actorFailed('login', failure),
  actorDone('register', newUser),
  actorFailed('register', new Error('Nalog sa ovom e-adresom već postoji.')),
  actorDone('updateCartLastAccess', { success: true }),
  actorFailed('updateCartLastAccess', new Error('Korpa nije pronađena.')),
  actorDone('logout', { success: true }),
  actorFailed('logout', new Error('Veza sa serverom nije uspela.')),
  actorDone('createCart', NEW_CART_ID),
  actorFailed('createCart', new Error('Servis trenutno nije dostupan.')),
];

const storedUser = unverified;
const transitions = transitionsOf(authMachine, {
  events: () => events as AuthEvent[],
  input: { storedUser },
});

let fake: FakeBrowser;

const SESSION_EXPIRED_TOAST = {
  kind: 'warning',
  title: 'Sesija istekla!',
  text: 'Molimo Vas ulogujte se ponovo.',
  durationMs: 5000,
};

type State =
  | 'restoring'
  | 'loggedOut'
  | 'loggingIn'
  | 'updatingLastAccess'
  | 'registering'
  | 'loggedIn'
  | 'loggingOut'
  | 'startingAnonymousCart';

/**
 * The oracle of targets, from the rules (spec §4 Auth, §8 session expiry; DESIGN §3): where each
 * event leads from each state. An event a state does not name leaves it where it is (so does
 * auth.userVerified, which only updates the user).
 */
const NEXT: Record<State, Partial<Record<ModelEvent['type'], State>>> = {
  // No user until getMe answers: its answer decides (see `expectedState`).
  restoring: {},
  loggedOut: { 'auth.login.submit': 'loggingIn', 'auth.register.submit': 'registering' },
  // After login the cart's last access is updated (whether or not that works), then signed in.
  loggingIn: { 'xstate.done.actor.login': 'updatingLastAccess', 'xstate.error.actor.login': 'loggedOut' },
  updatingLastAccess: {
    'xstate.done.actor.updateCartLastAccess': 'loggedIn',
    'xstate.error.actor.updateCartLastAccess': 'loggedIn',
  },
  registering: { 'xstate.done.actor.register': 'loggedIn', 'xstate.error.actor.register': 'loggedOut' },
  // Logout and a session expiry both tell the server first.
  loggedIn: { 'auth.logout': 'loggingOut', 'auth.sessionExpired': 'loggingOut' },
  // Logged out even when the server could not be told; then a new anonymous cart.
  loggingOut: {
    'xstate.done.actor.logout': 'startingAnonymousCart',
    'xstate.error.actor.logout': 'startingAnonymousCart',
  },
  startingAnonymousCart: {
    'xstate.done.actor.createCart': 'loggedOut',
    'xstate.error.actor.createCart': 'loggedOut',
  },
};

function expectedState(from: State, event: ModelEvent): State {
  if (from === 'restoring' && event.type === 'auth.userLoaded') return event.user ? 'loggedIn' : 'loggedOut';
  return NEXT[from][event.type] ?? from;
}

/** getMe's user, still verified if a link verified them in this visit after the server read them. */
const loadedUser = (user: User | null, was: AuthContext) =>
  user && user.id === was.verifiedInThisVisit ? { ...user, isVerified: true } : user;

/**
 * The oracle of effects: every action, call and send a step must make, with its payload (grouped
 * as `effectsByKey` groups what the actor did), from the rules, not from the machine.
 */
function expectedEffects(from: State, event: ModelEvent, was: AuthContext): Record<string, unknown[]> {
  const to = expectedState(from, event);
  const expected: Record<string, unknown[]> = {};
  const add = (key: string, payload?: unknown) => {
    expected[key] = [...(expected[key] ?? []), payload];
  };
  const error = (event as { error?: unknown }).error;
  // Spec §4: after register or login the user is set (and stored) and session_updated cleared;
  // DESIGN §3: cart_id becomes the account's cart, and the shopper goes on to `next`.
  const signIn = (user: User, next: string) => {
    add('action:persistUser', { user });
    add('action:clearSessionMarker');
    add('action:adoptUserCart', { user });
    add('action:navigate', { to: next });
  };
  switch (event.type) {
    case 'auth.userLoaded':
      if (from === 'restoring') add('action:persistUser', { user: loadedUser(event.user, was) });
      break;
    case 'auth.userVerified':
      // Only the signed-in user is updated; a verified user now has a wishlist (spec §6).
      if (was.user !== null && was.user.id === event.user.id) {
        add('action:persistUser', { user: event.user });
        if (event.user.isVerified) add('send:app', { type: 'app.wishlist.fetch' });
      }
      break;
    case 'auth.profileSaved':
      if (from === 'loggedIn' && was.user)
        add('action:persistUser', {
          user: { ...was.user, firstName: event.firstName, lastName: event.lastName },
        });
      break;
    case 'auth.sessionExpired':
      // Spec §8: a warning, and / instead of a /profil page.
      if (from === 'loggedIn') {
        add('action:showToast', SESSION_EXPIRED_TOAST);
        add('action:leaveProfileArea');
      }
      break;
    case 'xstate.done.actor.login':
      signIn(event.output as User, was.returnTo);
      break;
    case 'xstate.done.actor.register':
      signIn(event.output as User, '/verification');
      break;
    case 'xstate.error.actor.updateCartLastAccess':
      add('action:logError', { message: 'Ažuriranje korpe posle prijave nije uspelo', error });
      break;
    case 'xstate.error.actor.logout':
      add('action:logError', { message: 'Odjava nije uspela', error });
      break;
    case 'xstate.done.actor.createCart':
      // Spec §4: the new cart becomes cart_id and is fetched.
      add('action:setCartCookie', { cartId: event.output });
      add('send:cart', { type: 'cart.fetch' });
      break;
    case 'xstate.error.actor.createCart':
      add('action:logError', { message: 'Nova korpa nije napravljena', error });
      break;
  }
  if (from === 'updatingLastAccess' && to === 'loggedIn') {
    // Spec §4: then the cart is re-fetched; spec §6: a verified user's wishlist too.
    add('send:cart', { type: 'cart.fetch' });
    if (was.user?.isVerified) add('send:app', { type: 'app.wishlist.fetch' });
  }
  // Entering a state that calls the server starts its call, with what that call needs.
  if (to !== from) {
    if (to === 'loggingIn') add('invoke:login', (event as { credentials?: unknown }).credentials);
    if (to === 'registering') add('invoke:register', (event as { form?: unknown }).form);
    if (to === 'updatingLastAccess') add('invoke:updateCartLastAccess');
    if (to === 'loggingOut') add('invoke:logout');
    if (to === 'startingAnonymousCart') {
      // Spec §4: logout sets user to null, clears cart_id and session_updated; the cart and the
      // wishlist forget the user's items; a new cart is created.
      add('action:persistUser', { user: null });
      add('action:clearCartCookie');
      add('action:clearSessionMarker');
      add('send:cart', { type: 'cart.reset' });
      add('send:app', { type: 'app.wishlist.reset' });
      add('invoke:createCart');
    }
  }
  return expected;
}

/**
 * Whether the rules give the event anything to do in `from`: getMe's answer while restoring, a
 * verification of the signed-in user, a profile saved while signed in, and what NEXT names.
 * Anything else is ignored: it changes no state, no context and has no effect.
 */
function isHandled(from: State, event: ModelEvent, was: AuthContext): boolean {
  switch (event.type) {
    case 'auth.userLoaded':
      return from === 'restoring';
    case 'auth.userVerified':
      return was.user !== null && was.user.id === event.user.id;
    case 'auth.profileSaved':
      return from === 'loggedIn' && was.user !== null;
  }
  return event.type in NEXT[from];
}

/** The spec's rules for auth, restated apart from the machine, checked on every step. */
function checkAuthRules({ before, event, after, effects }: ModelStepResult<ModelEvent>) {
  const was = before.context as AuthContext;
  const now = after.context as AuthContext;
  const from = before.value as State;
  if (!isHandled(from, event, was)) {
    expect(after.value).toBe(from);
    expect(now).toEqual(was);
    expect(effects).toEqual([]);
    return;
  }
  expect(after.value).toBe(expectedState(from, event));
  expect(effectsByKey(effects)).toEqual(expectedEffects(from, event, was));
  const output = (event as { output?: unknown }).output;
  const cartSends = sendsIn(effects, 'cart');
  // The wishlist is fetched and reset through the root, which brings it into the system first.
  const wishlistSends = sendsIn(effects, 'app');
  const toasts = actionsIn(effects, 'showToast');
  const navigations = actionsIn(effects, 'navigate');
  const left = actionsIn(effects, 'leaveProfileArea');
  const logged = actionsIn(effects, 'logError');

  // Spec §3: the user's state persists in local storage — always the user auth holds.
  expect(fake.stored(AUTH_STORAGE_KEY)).toEqual({ user: now.user });
  // Signed in means a user is set; signed out means none.
  if (after.matches('loggedIn')) expect(now.user).not.toBeNull();
  if (after.matches('loggedOut')) expect(now.user).toBeNull();

  switch (event.type) {
    case 'auth.userLoaded':
      // Spec §4: no user until getMe answers; its answer is the user (verified, if a link
      // verified them in this visit after the server read them).
      expect(now.user).toEqual(loadedUser(event.user, was));
      expect(after.value).toBe(event.user ? 'loggedIn' : 'loggedOut');
      break;
    case 'xstate.done.actor.login':
    case 'xstate.done.actor.register': {
      // Spec §4: after register or login the user is set and session_updated is cleared.
      const signedIn = output as User;
      expect(now.user).toEqual(signedIn);
      expect(fake.cookie(SESSION_MARKER_COOKIE)).toBeUndefined();
      // DESIGN §3: the account's cart becomes cart_id (path /, a year).
      expect(fake.cookies.get(CART_COOKIE)).toEqual({
        value: signedIn.cartId,
        options: { path: '/', expires: 365 },
      });
      // DESIGN §3: register leads to /verification; login back to the safe ?redirect, in the same
      // step that sets the user (so no login guard ever sees them signed in on /login).
      expect(navigations).toEqual([
        { to: event.type === 'xstate.done.actor.register' ? '/verification' : was.returnTo },
      ]);
      expect(fake.navigations.at(-1)).toBe(
        event.type === 'xstate.done.actor.register' ? '/verification' : was.returnTo,
      );
      break;
    }
    case 'auth.login.submit':
      // A new attempt: the last refusal goes; only a path of this shop is a target.
      if (before.matches('loggedOut')) {
        expect(now.loginError).toBeNull();
        expect(now.returnTo).toBe(event.redirect?.startsWith('//') ? '/profil' : event.redirect);
      }
      break;
    case 'auth.register.submit':
      expect(now.registerError).toBeNull();
      break;
    case 'xstate.done.actor.updateCartLastAccess':
    case 'xstate.error.actor.updateCartLastAccess':
      // Spec §4: after login the cart's last access is updated and the cart re-fetched;
      // spec §6: a verified user's wishlist is fetched too.
      expect(cartSends).toEqual([{ type: 'cart.fetch' }]);
      expect(wishlistSends).toEqual(now.user?.isVerified ? [{ type: 'app.wishlist.fetch' }] : []);
      break;
    case 'xstate.error.actor.login':
    case 'xstate.error.actor.register':
      // Spec §5: the server's error text is what the form shows (until the next submit).
      expect(event.type === 'xstate.error.actor.login' ? now.loginError : now.registerError).toBe(
        (event as { error: Error }).error.message,
      );
      expect(now.user).toEqual(was.user);
      break;
    case 'auth.sessionExpired':
      // Spec §8: the warning 'Sesija istekla!' for 5 s, and / instead of a /profil page.
      expect(toasts).toEqual([SESSION_EXPIRED_TOAST]);
      expect(left).toHaveLength(1);
      expect(after.value).toBe('loggingOut');
      break;
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      // Spec §4: logout sets user to null, clears cart_id and session_updated; the cart and the
      // wishlist forget the user's items.
      expect(now.user).toBeNull();
      expect(fake.cookie(CART_COOKIE)).toBeUndefined();
      expect(fake.cookie(SESSION_MARKER_COOKIE)).toBeUndefined();
      expect(cartSends).toEqual([{ type: 'cart.reset' }]);
      expect(wishlistSends).toEqual([{ type: 'app.wishlist.reset' }]);
      break;
    case 'xstate.done.actor.createCart':
      // Spec §4: ... creates a new cart and re-fetches the cart.
      expect(fake.cookies.get(CART_COOKIE)).toEqual({
        value: NEW_CART_ID,
        options: { path: '/', expires: 365 },
      });
      expect(cartSends).toEqual([{ type: 'cart.fetch' }]);
      break;
    case 'auth.profileSaved':
      // DESIGN §3: the saved names show at once; only a signed-in user has a profile to save.
      expect(now.user).toEqual(
        before.matches('loggedIn') && was.user
          ? { ...was.user, firstName: event.firstName, lastName: event.lastName }
          : was.user,
      );
      break;
    case 'auth.userVerified': {
      const isCurrent = was.user?.id === event.user.id;
      expect(now.user).toEqual(isCurrent ? event.user : was.user);
      expect(wishlistSends).toEqual(
        isCurrent && event.user.isVerified ? [{ type: 'app.wishlist.fetch' }] : [],
      );
      break;
    }
  }

  // Spec §8: failures other than login and register reach no shopper; they are only logged.
  if (event.type.startsWith('xstate.error.actor.') && !/login|register/.test(event.type)) {
    expect(logged).toEqual([expect.objectContaining({ error: (event as { error: unknown }).error })]);
  } else expect(logged).toEqual([]);
  if (event.type !== 'auth.sessionExpired') {
    expect(toasts).toEqual([]);
    expect(left).toEqual([]);
  }
  if (!/done\.actor\.(login|register)$/.test(event.type)) expect(navigations).toEqual([]);
  if (/done\.actor\.(login|register)$/.test(event.type)) {
    // Signed in: no refusal of an earlier attempt lingers for the next visit of the forms.
    expect([now.loginError, now.registerError]).toEqual([null, null]);
  } else if (!/error\.actor\.(login|register)$/.test(event.type)) {
    expect(now.loginError).toBe(event.type === 'auth.login.submit' ? null : was.loginError);
    expect(now.registerError).toBe(event.type === 'auth.register.submit' ? null : was.registerError);
  }
  expect(effects.filter((e) => e.kind === 'emit')).toEqual([]);
  // "busy" is exactly a call on its way.
  expect(after.hasTag('busy')).toBe(
    ['loggingIn', 'updatingLastAccess', 'registering', 'loggingOut', 'startingAnonymousCart'].some((state) =>
      after.matches(state as never),
    ),
  );
}

describeModel('auth', {
  machine: authMachine,
  transitions: transitions as never,
  // After a login, a verified user's wishlist is fetched too (spec §6), an unverified one's is not.
  apart: (_source, event, target) =>
    event.type.endsWith('.actor.updateCartLastAccess') && Boolean(target.context.user?.isVerified),
  start: () => {
    const started = startAuth({ storedUser });
    fake = started.fake;
    return started;
  },
  check: checkAuthRules as never,
});
