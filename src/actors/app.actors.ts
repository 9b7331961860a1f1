import { fromPromise } from 'xstate';
import type { User } from '../../contract/auth';
import type { appMachine } from '../../machines/app/app.machine';
import type { BrowserSession, CartIdInput, RemovedCount } from '../../machines/app/app.types';
import { UNAVAILABLE_REMOVED_TOAST } from '../../machines/cart/cart.messages';
import type { Browser } from './browser';
import { readBrowserSession, removeLegacyCartId, setCartCookie, setSessionMarker } from './browser-session';
import * as authApi from '../api/auth';
import * as cartApi from '../api/cart';
import type { ActionsOf, ActorsOf } from './provide-types';

/** The app start's calls and reads (the child machines are provided by src/lib). */
export function appActors(browser: Browser) {
  return {
    readBrowserSession: fromPromise<BrowserSession, void>(async () =>
      readBrowserSession(browser.cookies, browser.storage),
    ),
    loadCurrentUser: fromPromise<User | null, void>(async () => authApi.fetchMe()),
    updateCartLastAccess: fromPromise<unknown, void>(async () => cartApi.updateCartLastAccess()),
    removeUnavailableItems: fromPromise<RemovedCount, CartIdInput>(async ({ input }) => ({
      removed: await cartApi.removeUnavailableCartItems(input.cartId),
    })),
    checkCartExists: fromPromise<boolean, CartIdInput>(async ({ input }) => cartApi.cartExists(input.cartId)),
    createCart: fromPromise<string, void>(async () => cartApi.createCart()),
  } satisfies Partial<ActorsOf<typeof appMachine>>;
}

/**
 * Spec §8: the 7000 ms info toast after unavailable items were removed (the cart's text). The
 * machines decide when (their `removedSome`/`removedAny` guards: a count above 0); guarding here
 * too would hide a broken guard from every test.
 */
export const showUnavailableRemoved = (browser: Browser) => {
  browser.showToast(UNAVAILABLE_REMOVED_TOAST);
};

/** The app start's effects on the browser. */
export function appActions(browser: Browser): ActionsOf<typeof appMachine> {
  return {
    setCartCookie: (_, { cartId }) => setCartCookie(browser.cookies, cartId),
    setSessionMarker: () => setSessionMarker(browser.cookies),
    removeLegacyCartId: () => removeLegacyCartId(browser.storage),
    notifyUnavailableRemoved: () => showUnavailableRemoved(browser),
    logError: (_, { message, error }) => browser.logError(message, error),
  };
}
