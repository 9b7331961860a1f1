import { fromPromise } from 'xstate';
import type { LoginBody, User } from '../../contract/auth';
import type { authMachine } from '../../machines/auth/auth.machine';
import type { RegisterForm } from '../../machines/auth/auth.types';
import type { Browser } from './browser';
import {
  CART_COOKIE,
  clearCartCookie,
  clearSessionMarker,
  persistUser,
  setCartCookie,
} from './browser-session';
import * as authApi from '../api/auth';
import * as cartApi from '../api/cart';
import type { ActionsOf, ActorsOf } from './provide-types';

/** The pages a session expiry must not leave the shopper on (spec §2: paths starting with /profil). */
export const isProfilePath = (path: string) => path === '/profil' || path.startsWith('/profil/');

/** The auth machine's calls over src/api (register reads cart_id from the browser's cookies). */
export function authActors(browser: Browser): ActorsOf<typeof authMachine> {
  return {
    login: fromPromise<User, LoginBody>(async ({ input }) => authApi.login(input)),
    // Spec §7: register sends the form plus the cart to attach, the one cart_id names.
    register: fromPromise<User, RegisterForm>(async ({ input }) => {
      const cartId = browser.cookies.get(CART_COOKIE) || null;
      return authApi.register(input, cartId);
    }),
    logout: fromPromise<unknown, void>(async () => authApi.logout()),
    updateCartLastAccess: fromPromise<unknown, void>(async () => cartApi.updateCartLastAccess()),
    createCart: fromPromise<string, void>(async () => cartApi.createCart()),
  };
}

/** The auth machine's effects on the browser. */
export function authActions(browser: Browser): ActionsOf<typeof authMachine> {
  return {
    persistUser: (_, { user }) => persistUser(browser.storage, user),
    adoptUserCart: (_, { user }) => {
      if (user.cartId) setCartCookie(browser.cookies, user.cartId);
    },
    setCartCookie: (_, { cartId }) => setCartCookie(browser.cookies, cartId),
    clearCartCookie: () => clearCartCookie(browser.cookies),
    clearSessionMarker: () => clearSessionMarker(browser.cookies),
    showToast: (_, toast) => browser.showToast(toast),
    leaveProfileArea: () => {
      if (isProfilePath(browser.navigation.currentPath())) browser.navigation.navigate('/');
    },
    navigate: (_, { to }) => browser.navigation.navigate(to),
    logError: (_, { message, error }) => browser.logError(message, error),
  };
}
