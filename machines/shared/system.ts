import type { AppliedPromo } from '../../contract/promo';
import type { AnyActorRef } from 'xstate';
import type { User } from '../../contract/auth';
import type { ReviewedOrder } from '../../contract/order-review';

/**
 * How the machines find and talk to each other. The app machine (root) spawns auth, cart and,
 * when first needed, wishlist and checkout with these system ids; any machine reaches another with
 * `sendTo(({ system }) => system.get(systemIds.cart), { type: 'cart.fetch' })`.
 * The events below are the ones a machine accepts FROM OTHER MACHINES; each machine's own
 * `<name>.types.ts` lists them among its events, with the ones views send.
 */
export const systemIds = {
  /** The root (machines/app): the wishlist and the checkout join the system through it. */
  app: 'app',
  auth: 'auth',
  cart: 'cart',
  wishlist: 'wishlist',
  checkout: 'checkout',
  /** The register form's e-mail check (machines/account), parent of the account flows below. */
  account: 'account',
  /** /reset-password (machines/reset-password), a child of account from its page's first open. */
  resetPassword: 'resetPassword',
  /** /verify-email (machines/verify-email), a child of account from its page's first open. */
  verifyEmail: 'verifyEmail',
  /** /forgot-password (machines/forgot-password), a child of account from its page's first open. */
  forgotPassword: 'forgotPassword',
  /** /verification (machines/email-verification), a child of account from its page's first open. */
  emailVerification: 'emailVerification',
  /** The shop's script, Latin or Cyrillic (machines/script). */
  script: 'script',
  /** The mini-cart dialog shown after a shopper's own add (machines/mini-cart). */
  miniCart: 'miniCart',
  /** A product page's reviews list (a loader while the page shows): a new review reloads it. */
  productReviews: 'productReviews',
  /** /profil/ocene (machines/my-reviews while the page shows): an edit or a delete reloads it. */
  myReviews: 'myReviews',
  /** An order's page (its loader while the page shows): a withdrawal request reloads it. */
  order: 'order',
} as const;

/** One of the user's reviews on /profil/ocene (machines/my-review while it shows). */
export const myReviewSystemId = (reviewId: number) => `myReview-${reviewId}`;

/** Sent to auth by the app bootstrap and by verify-email (machines/auth/auth.types.ts lists them). */
export type AuthSystemEvent =
  /** The answer of GET /api/auth/me at app start (null: nobody is signed in). */
  | { type: 'auth.userLoaded'; user: User | null }
  /** An address was verified; if it is the signed-in user's, they now have a wishlist. */
  | { type: 'auth.userVerified'; user: User };

/** Sent by app (bootstrap) and auth (after login/logout) to the cart. */
export type CartSystemEvent =
  /** Load the cart named by the cart_id cookie (GET /api/cart). */
  | { type: 'cart.fetch' }
  /** Forget the local items at once (logout), before the next fetch. */
  | { type: 'cart.reset' }
  /** The order was placed: the server emptied the cart; empty it locally and go back to step 0. */
  | { type: 'cart.ordered' }
  /** The checkout joined the system: tell it what the cart holds (checkout.cartChanged). */
  | { type: 'cart.checkoutOpened' }
  /**
   * The server applied a promo code to the cart, or removed it (null): the promo form's success
   * (src/actors/promo.form.ts). The totals and the review take it off the goods.
   */
  | { type: 'cart.promoChanged'; promo: AppliedPromo | null };

/** Sent by app (bootstrap) and auth (verification, logout) to the wishlist. */
export type WishlistSystemEvent =
  /** Load the default wishlist (only ever sent for a verified user). */
  | { type: 'wishlist.fetch' }
  /** Forget the wishlist (logout, or a user who is not verified). */
  | { type: 'wishlist.reset' };

/** The cart's checkout steps (spec §3 cartStep; DESIGN §3): 0 cart, 1 delivery, 2 payment and review. */
export type CartStep = 0 | 1 | 2;

/** Sent by checkout to the cart: the cart's cartStep (spec §3) follows the checkout step. */
export type CartStepEvent = { type: 'cart.setStep'; step: CartStep };

/**
 * Sent by the wishlist ("move to cart") to the cart; views send the same event without replyTo.
 * `quantity` pieces (default 1) in ONE command; `stock` (the product's, as the sender shows it)
 * lets the cart refuse an add over the stock before any call. With replyTo, the cart answers
 * `cart.itemAdded` or `cart.itemNotAdded` there once the server has answered.
 */
export type CartAddEvent = {
  type: 'cart.add';
  productId: number;
  quantity?: number;
  stock?: number;
  replyTo?: AnyActorRef;
};

/**
 * Sent by the cart to the mini-cart when a shopper's own add (one without replyTo: a listing card,
 * the product page) has all its pieces in the cart.
 */
export type MiniCartShowEvent = { type: 'miniCart.show'; productId: number; quantity: number };

/** The cart's answer to a `cart.add` that named a replyTo. */
export type CartItemAddedEvent = { type: 'cart.itemAdded'; productId: number };

/** The cart's answer to a `cart.add` that named a replyTo, when the add was refused or failed. */
export type CartItemNotAddedEvent = { type: 'cart.itemNotAdded'; productId: number; message: string };

/** Sent to checkout by the cart. */
export type CheckoutSystemEvent =
  /**
   * Sent by the cart whenever an operation settles, a reset or an order empties it: checkout keeps
   * this copy so its guards (start only with items) and the order call (cartId) never read the
   * cart actor's context. `reviewed` is the cart as the review step shows it: the order call names
   * it, so the server places only what the shopper saw. `names` (product id → name) lets the
   * review say what changed when the cart changes under it (another tab).
   */
  {
    type: 'checkout.cartChanged';
    cartId: string | null;
    itemCount: number;
    reviewed: ReviewedOrder;
    names?: Record<number, string>;
  };
