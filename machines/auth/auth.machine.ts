import { assign, sendTo, setup } from 'xstate';
import type { LoginBody, User } from '../../contract/auth';
import { errorMessage } from '../shared/error-message';
import { type LogErrorParams, logFailure } from '../shared/log-failure';
import { notProvided } from '../shared/not-provided';
import { systemIds } from '../shared/system';
import type { Toast } from '../shared/toast';
import { SESSION_EXPIRED_TOAST, VERIFICATION_PAGE } from './auth.messages';
import { safeRedirect } from './auth.redirect';
import type { AuthContext, AuthEvent, AuthInput, RegisterForm } from './auth.types';

type LoginSubmit = Extract<AuthEvent, { type: 'auth.login.submit' }>;
type RegisterSubmit = Extract<AuthEvent, { type: 'auth.register.submit' }>;
const messageOf = ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) });

const withNames = (user: User | null, names: { firstName: string; lastName: string }): User | null =>
  user && { ...user, firstName: names.firstName, lastName: names.lastName };

/**
 * The signed-in user (spec §3, §4 Auth): restored from local storage, confirmed by the app's
 * getMe, changed by register, login, logout and session expiry. The account calls that do not
 * change who is signed in (verification mails, password reset) live in machines/account.
 */
export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent; input: AuthInput },
  actors: {
    login: notProvided<User, LoginBody>('login'),
    register: notProvided<User, RegisterForm>('register'),
    logout: notProvided<unknown>('logout'),
    updateCartLastAccess: notProvided<unknown>('updateCartLastAccess'),
    createCart: notProvided<string>('createCart'),
  },
  actions: {
    setUser: assign((_, params: { user: User | null }) => ({ user: params.user })),
    /** getMe's user, still verified if this visit verified them after the server read them. */
    setLoadedUser: assign(({ context }, params: { user: User }) => ({
      user:
        params.user.id === context.verifiedInThisVisit ? { ...params.user, isVerified: true } : params.user,
    })),
    noteVerified: assign((_, params: { user: User }) => ({ verifiedInThisVisit: params.user.id })),
    /** A new login attempt: the last refusal goes, and the target of ?redirect is remembered. */
    startLogin: assign((_, params: { redirect: unknown }) => ({
      loginError: null,
      returnTo: safeRedirect(params.redirect),
    })),
    startRegister: assign({ registerError: null }),
    /** Signed in: what a form was refused earlier no longer applies (after a later logout either). */
    clearFormErrors: assign({ loginError: null, registerError: null }),
    setLoginError: assign((_, params: { message: string }) => ({ loginError: params.message })),
    setRegisterError: assign((_, params: { message: string }) => ({ registerError: params.message })),
    // Provided by src/actors (local storage, cookies, toasts, navigation, console); recorded by tests.
    persistUser: (_, _params: { user: User | null }) => {},
    /** DESIGN §3: cart_id becomes the account's cart (a user without one keeps the cookie). */
    adoptUserCart: (_, _params: { user: User }) => {},
    setCartCookie: (_, _params: { cartId: string }) => {},
    clearCartCookie: () => {},
    clearSessionMarker: () => {},
    showToast: (_, _params: Toast) => {},
    /** Spec §4: after a session expiry the shopper is sent to / if on a /profil page. */
    leaveProfileArea: () => {},
    navigate: (_, _params: { to: string }) => {},
    logError: (_, _params: LogErrorParams) => {},
    fetchCart: sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.fetch' }),
    resetCart: sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.reset' }),
    // Through the root, which brings the wishlist into the system when it is first fetched.
    resetWishlist: sendTo(({ system }) => system.get(systemIds.app), { type: 'app.wishlist.reset' }),
    /** Spec §6: only a verified user has a wishlist. */
    fetchWishlistIfVerified: ({ context, system }) => {
      if (context.user?.isVerified) system.get(systemIds.app)?.send({ type: 'app.wishlist.fetch' });
    },
  },
  guards: {
    // Payload reads are guarded: an event without its payload (the Stately visualizer, a graph
    // walk) is ignored, never thrown on.
    isSomeone: (_, params: { user: unknown }) => typeof params.user === 'object' && params.user !== null,
    isNobody: (_, params: { user: unknown }) => params.user === null,
    isCurrentUser: ({ context }, params: { user: unknown }) =>
      context.user !== null && (params.user as Partial<User> | undefined)?.id === context.user.id,
    hasNames: ({ event }) => {
      const names = event as { firstName?: unknown; lastName?: unknown };
      return typeof names.firstName === 'string' && typeof names.lastName === 'string';
    },
    /** A submit without its form (e.g. from the Stately visualizer) is refused, not sent. */
    hasCredentials: ({ event }) => {
      const credentials = (event as Partial<LoginSubmit>).credentials;
      return typeof credentials?.email === 'string' && typeof credentials.password === 'string';
    },
    hasForm: ({ event }) => typeof (event as Partial<RegisterSubmit>).form?.email === 'string',
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input.storedUser,
    loginError: null,
    registerError: null,
    returnTo: safeRedirect(null),
    verifiedInThisVisit: null,
  }),
  initial: 'restoring',
  on: {
    'auth.userVerified': {
      guard: { type: 'isCurrentUser', params: ({ event }) => ({ user: event.user }) },
      actions: [
        { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        { type: 'noteVerified', params: ({ event }) => ({ user: event.user }) },
        { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
        'fetchWishlistIfVerified',
      ],
    },
  },
  states: {
    restoring: {
      description:
        'The stored user shows at once, but is trusted ("hydrated") only once the app\'s getMe answered.',
      on: {
        'auth.userLoaded': [
          {
            guard: { type: 'isSomeone', params: ({ event }) => ({ user: event.user }) },
            target: 'loggedIn',
            actions: [
              { type: 'setLoadedUser', params: ({ event }) => ({ user: event.user as User }) },
              { type: 'persistUser', params: ({ context }) => ({ user: context.user }) },
            ],
          },
          {
            guard: { type: 'isNobody', params: ({ event }) => ({ user: event.user }) },
            target: 'loggedOut',
            actions: [
              { type: 'setUser', params: { user: null } },
              { type: 'persistUser', params: { user: null } },
            ],
          },
        ],
      },
    },
    loggedOut: {
      on: {
        'auth.login.submit': {
          guard: 'hasCredentials',
          target: 'loggingIn',
          actions: { type: 'startLogin', params: ({ event }) => ({ redirect: event.redirect }) },
        },
        'auth.register.submit': { guard: 'hasForm', target: 'registering', actions: 'startRegister' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as LoginSubmit).credentials,
        onDone: {
          target: 'updatingLastAccess',
          // Spec §4 Auth: after login or register the user is set and session_updated cleared.
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'persistUser', params: ({ event }) => ({ user: event.output }) },
            'clearSessionMarker',
            { type: 'adoptUserCart', params: ({ event }) => ({ user: event.output }) },
            'clearFormErrors',
            // DESIGN §3: back to where the profile guard sent them from, in the step that signs
            // them in, so no guard ever sees a signed-in shopper on /login.
            { type: 'navigate', params: ({ context }) => ({ to: context.returnTo }) },
          ],
        },
        onError: { target: 'loggedOut', actions: { type: 'setLoginError', params: messageOf } },
      },
    },
    updatingLastAccess: {
      description:
        "Spec §4: after login the cart's last access is updated, then the (merged) cart re-fetched.",
      tags: ['busy'],
      invoke: {
        id: 'updateCartLastAccess',
        src: 'updateCartLastAccess',
        onDone: { target: 'loggedIn', actions: ['fetchCart', 'fetchWishlistIfVerified'] },
        onError: {
          target: 'loggedIn',
          actions: [
            logFailure('Ažuriranje korpe posle prijave nije uspelo'),
            'fetchCart',
            'fetchWishlistIfVerified',
          ],
        },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event as RegisterSubmit).form,
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'persistUser', params: ({ event }) => ({ user: event.output }) },
            'clearSessionMarker',
            { type: 'adoptUserCart', params: ({ event }) => ({ user: event.output }) },
            'clearFormErrors',
            // The new account must confirm its address: that page says where the mail went.
            { type: 'navigate', params: { to: VERIFICATION_PAGE } },
          ],
        },
        onError: { target: 'loggedOut', actions: { type: 'setRegisterError', params: messageOf } },
      },
    },
    loggedIn: {
      on: {
        'auth.profileSaved': {
          guard: 'hasNames',
          actions: [
            {
              type: 'setUser',
              params: ({ context, event }) => ({ user: withNames(context.user, event) }),
            },
            {
              type: 'persistUser',
              params: ({ context, event }) => ({ user: withNames(context.user, event) }),
            },
          ],
        },
        'auth.logout': 'loggingOut',
        // Handled only here: however many calls fail at once, the user is logged out once.
        'auth.sessionExpired': {
          target: 'loggingOut',
          actions: [{ type: 'showToast', params: SESSION_EXPIRED_TOAST }, 'leaveProfileArea'],
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // The user is logged out here even when the server could not be told.
        onDone: 'startingAnonymousCart',
        onError: {
          target: 'startingAnonymousCart',
          actions: logFailure('Odjava nije uspela'),
        },
      },
    },
    startingAnonymousCart: {
      description:
        'Spec §4: logout sets user to null, clears cart_id and session_updated, creates a new cart and re-fetches it, so the visitor keeps shopping; the wishlist goes with the user.',
      tags: ['busy'],
      entry: [
        { type: 'setUser', params: { user: null } },
        { type: 'persistUser', params: { user: null } },
        'clearCartCookie',
        'clearSessionMarker',
        'resetCart',
        'resetWishlist',
      ],
      invoke: {
        id: 'createCart',
        src: 'createCart',
        onDone: {
          target: 'loggedOut',
          actions: [
            { type: 'setCartCookie', params: ({ event }) => ({ cartId: event.output }) },
            'fetchCart',
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: logFailure('Nova korpa nije napravljena'),
        },
      },
    },
  },
});
