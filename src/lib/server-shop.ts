import type { Browser } from '../actors/browser';
import type { Shop } from './shop-context';
import { createShopActor } from './shop-logic';

const notOnTheServer = () => {
  throw new Error('The server renders the page; the browser acts.');
};

/**
 * Nothing to act on: the server's root actor is never started, so no machine runs an effect
 * (CONVENTIONS, server rendering). Should one try, it fails loudly instead of acting.
 */
const serverBrowser: Browser = {
  cookies: { get: () => undefined, set: notOnTheServer, remove: notOnTheServer },
  storage: { getItem: () => null, setItem: notOnTheServer, removeItem: notOnTheServer },
  session: { getItem: () => null, setItem: notOnTheServer, removeItem: notOnTheServer },
  navigation: { currentPath: notOnTheServer, navigate: notOnTheServer },
  otherTabs: { announceCartChange: notOnTheServer, watch: notOnTheServer },
  showToast: notOnTheServer,
  showScript: notOnTheServer,
  logError: notOnTheServer,
};

/**
 * The shop as the server renders a page: the root actor as every browser first sees it (no stored
 * user, Latin), created and never started. The browser's own actor starts from the same snapshot
 * and reads its stored state after hydration (src/lib/shop-selectors.ts).
 */
export function createServerShop(): Shop {
  const actor = createShopActor(serverBrowser, {
    input: { auth: { storedUser: null }, script: { remembered: null } },
  });
  return { actor, browser: serverBrowser };
}
