import type { User } from '../../contract/auth';
import type { AuthInput } from '../auth/auth.types';
import type { ScriptInput } from '../script/script.types';

/** What the browser holds at start: the cookies of spec §3 and the legacy stored cart id. */
export type BrowserSession = {
  /** The cart_id cookie. */
  cartId: string | null;
  /** The session_updated cookie: the cart session step already ran in this browser session. */
  sessionUpdated: boolean;
  /** localStorage 'cart_id', left by an earlier version of the shop. */
  legacyCartId: string | null;
};

export type AppContext = {
  /** The answer of getMe (null: anonymous). */
  user: User | null;
  /** The cart this visit uses, as cart_id holds it (null until there is one). */
  cartId: string | null;
  sessionUpdated: boolean;
  legacyCartId: string | null;
  /** The wishlist machine: not in the system yet, its chunk on the way, or spawned. */
  wishlist: PartState;
  /** A fetch asked for while the wishlist was loading (and no logout since). */
  wishlistWanted: boolean;
  /** The checkout machine, as the wishlist's. */
  checkout: PartState;
};

/** A child machine that joins the system when first needed (see app.machine.ts). */
export type PartState = 'absent' | 'loading' | 'ready';

/** The kinds of screen actor the root runs, each in the slot of that name (machines/app). */
export type ScreenKind =
  | 'loader'
  | 'form'
  | 'myReviews'
  | 'myReview'
  | 'adminSession'
  | 'adminOrder'
  | 'adminUpload'
  | 'categoryEditor'
  | 'paymentCheck'
  | 'compare'
  | 'recentlyViewed';
export const screenKinds: readonly string[] = [
  'loader',
  'form',
  'myReviews',
  'myReview',
  'adminSession',
  'adminOrder',
  'adminUpload',
  'categoryEditor',
  'paymentCheck',
  'compare',
  'recentlyViewed',
] satisfies ScreenKind[];

/**
 * Sent by src/lib's screen hooks: a screen's loader or form submission runs as a child of the root
 * actor (so in the shop's actor system, where the inspector sees it) while the screen shows.
 */
export type AppEvent =
  /**
   * `screen`: the slot it runs in (its logic handed over to src/ first); `systemId`: the name
   * other machines reach it by (the reviews list a review form reloads).
   */
  | { type: 'app.screen.open'; id: string; screen: ScreenKind; input?: unknown; systemId?: string }
  | { type: 'app.screen.close'; id: string }
  /** From the start and from auth: a verified user's wishlist is to be fetched (spec §6). */
  | { type: 'app.wishlist.fetch' }
  /** From auth: logout; the wishlist forgets what it held. */
  | { type: 'app.wishlist.reset' }
  /** From the cart page: the checkout is needed. */
  | { type: 'app.checkout.open' }
  | { type: 'xstate.done.actor.loadWishlist'; output?: unknown }
  | { type: 'xstate.error.actor.loadWishlist'; error: unknown }
  | { type: 'xstate.done.actor.loadCheckout'; output?: unknown }
  | { type: 'xstate.error.actor.loadCheckout'; error: unknown };

/** The stored state of the child machines, read by src/lib when the root actor is created. */
export type AppInput = { auth: AuthInput; script: ScriptInput };

/*
 * The actors src/actors provides:
 *   readBrowserSession     input: none               output: BrowserSession  cookies and local storage
 *   loadCurrentUser        input: none               output: User | null     GET /api/auth/me
 *   updateCartLastAccess   input: none               output: ignored         PUT /api/cart/last-accessed
 *   removeUnavailableItems input: CartIdInput        output: { removed }     DELETE /api/cart/remove-unavailable-items/{cartId}
 *   checkCartExists        input: CartIdInput        output: boolean         GET /api/cart/exists/{cartId}
 *   createCart             input: none               output: string (id)     POST /api/cart/create
 *   loadWishlist, loadCheckout input: none         output: none; the machine's chunk is here and its slot filled
 *   script, auth, account, cart: the machines, each provided with its own actors
 *   wishlist, checkout: the machines, provided with their actors once their chunk is here (src/lib/late-logic.ts)
 * and the actions: setCartCookie, setSessionMarker, removeLegacyCartId, notifyUnavailableRemoved
 * (the cart's toast, machines/cart/cart.messages.ts), logError.
 */
export type CartIdInput = { cartId: string };
export type RemovedCount = { removed: number };
