import type { AppliedPromo } from '../../contract/promo';
import type { AnyActorRef } from 'xstate';
import type { CartItem } from '../../contract/cart';
import type { CommandQueue } from '../shared/command-queue';
import type { CartAddEvent, CartStep, CartStepEvent, CartSystemEvent } from '../shared/system';

/** One call the cart makes: the one `running`, or one waiting its turn in `queue`. */
export type CartCommand =
  | { type: 'fetch' }
  /**
   * `quantity` pieces still to add: after the add-item call's one piece, the rest by update-quantity.
   * `requested` stays what the shopper asked for: what the add's outcome reports, whatever another
   * add of the same product did to `adds` meanwhile.
   */
  | { type: 'add'; productId: number; quantity: number; requested: number; replyTo?: AnyActorRef }
  | { type: 'updateQuantity'; cartItemId: number; quantity: number }
  | { type: 'remove'; itemId: number }
  | { type: 'clear' }
  | { type: 'removeUnavailable' };

/** What became of the last add of a product (spec §8: an add's refusal reaches the shopper). */
export type AddStatus =
  | { status: 'pending'; quantity: number }
  | { status: 'added'; quantity: number }
  | { status: 'failed'; quantity: number; message: string };

export type CartContext = {
  /** From the fetched cart; null until the first fetch (and after a reset). */
  cartId: string | null;
  items: CartItem[];
  /** Spec §3: 0 cart, 1 delivery, 2 payment and review; follows the checkout. */
  cartStep: CartStep;
  /** Per product id: the last add asked for, and how it went. */
  adds: Record<number, AddStatus>;
  /** Per cart item id: why the server refused the last quantity change (spec §8: it rethrows). */
  lineErrors: Record<number, string>;
  /**
   * Per cart item id: what the shopper is told about the quantity they typed (clamped to the
   * stock, or not a number) — shown until the line's quantity is changed again.
   */
  quantityNotes: Record<number, string>;
  /** The line whose typed 0 asks "Ukloniti proizvod iz korpe?" (null: no question open). */
  removalAsked: number | null;
  /** The promo code the server keeps on the cart (contract/promo.ts), null without one. */
  promo: AppliedPromo | null;
} & CommandQueue<CartCommand>;

/** What views send (the wishlist sends cart.add too, with replyTo; checkout sends cart.setStep). */
export type CartViewEvent =
  | CartAddEvent
  | { type: 'cart.updateQuantity'; cartItemId: number; quantity: number }
  /** The text typed into a line's quantity field (Enter or leaving it); the cart decides what it means. */
  | { type: 'cart.quantityEntered'; cartItemId: number; text: string }
  /** "Otkaži" on the question a typed 0 asked: the line keeps its quantity. ("Ukloni" sends cart.remove.) */
  | { type: 'cart.removalCancelled' }
  | { type: 'cart.remove'; itemId: number }
  | { type: 'cart.clear' }
  | { type: 'cart.removeUnavailable' }
  | CartStepEvent;

/** From the `watchOtherTabs` actor: the shop's other tabs and this tab's visibility. */
export type CartTabEvent =
  /** Another tab of this browser changed the cart (a BroadcastChannel message). */
  | { type: 'cart.changedElsewhere' }
  /** This tab became visible again: what it shows may be old. */
  | { type: 'cart.tabVisible' };

export type CartEvent = CartSystemEvent | CartViewEvent | CartTabEvent;

/*
 * The actors src/actors provides (each a fromPromise over one src/api call; the api layer applies
 * spec §8, e.g. an add-item answer with an `error` field rejects with that text):
 *   fetchCart          input: none                      output: Cart         GET /api/cart
 *   addItem            input: AddItemInput              output: CartItem     POST /api/cart/add-item
 *   updateQuantity     input: UpdateQuantityInput       output: CartItem     PUT /api/cart/update-quantity
 *   removeItem         input: RemoveItemInput           output: ignored      DELETE /api/cart/remove-item/{itemId}
 *   clearCart          input: CartIdInput               output: ignored      DELETE /api/cart/clear/{cartId}
 *   removeUnavailable  input: CartIdInput               output: RemovedCount DELETE /api/cart/remove-unavailable-items/{cartId}
 *   watchOtherTabs     a callback actor sending CartTabEvent (BroadcastChannel, visibilitychange)
 * and the actions:
 *   logError                  params: LogErrorParams (machines/shared/log-failure.ts): console, no user message
 *   notifyUnavailableRemoved  params: { count: number }: shows UNAVAILABLE_REMOVED_TOAST (cart.messages.ts)
 *   announceChange            tells the other tabs the cart changed (they send cart.changedElsewhere)
 */
export type AddItemInput = { cartId: string; productId: number };
/** A cart.add event as the guards read it: any field may be missing (a payload-less event). */
export type AddRequest = { productId?: unknown; quantity?: unknown; stock?: unknown };
export type UpdateQuantityInput = { cartId: string; cartItemId: number; quantity: number };
export type RemoveItemInput = { itemId: number };
export type CartIdInput = { cartId: string };
export type RemovedCount = { removed: number };
export type NotifyUnavailableRemovedParams = { count: number };
