/**
 * How the machines find and talk to each other. The app machine (root) spawns auth, cart,
 * wishlist and checkout with these system ids; any machine reaches another with
 * `sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.fetch' })`.
 * The events below are the ones a machine accepts FROM OTHER MACHINES; each machine's own
 * `<name>.types.ts` lists them among its events, with the ones views send.
 */
export const systemIds = {
  auth: 'auth',
  cart: 'cart',
  wishlist: 'wishlist',
  checkout: 'checkout',
} as const;

/** Sent by app (bootstrap) and auth (after login/logout) to the cart. */
export type CartSystemEvent =
  /** Load the cart named by the cart_id cookie (GET /api/cart). */
  | { type: 'cart.fetch' }
  /** Forget the local items at once (logout), before the next fetch. */
  | { type: 'cart.reset' }
  /** The order was placed: the server emptied the cart; empty it locally and go back to step 0. */
  | { type: 'cart.ordered' };

/** Sent by app (bootstrap) and auth (verification, logout) to the wishlist. */
export type WishlistSystemEvent =
  /** Load the default wishlist (only ever sent for a verified user). */
  | { type: 'wishlist.fetch' }
  /** Forget the wishlist (logout, or a user who is not verified). */
  | { type: 'wishlist.reset' };

/** Sent by cart to checkout and back: the cart's cartStep (spec §3) follows the checkout. */
export type CheckoutSystemEvent = { type: 'checkout.cartChanged' };
