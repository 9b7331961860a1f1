import type { PriorityBody, WishlistItem } from '../../contract/wishlist';
import type { CommandQueue } from '../shared/command-queue';
import type { CartItemAddedEvent, CartItemNotAddedEvent, WishlistSystemEvent } from '../shared/system';

/** An item's priority before an optimistic reorder, to roll back to if the call fails. */
export type PriorityBefore = { itemId: number; priority: number };

/** One call the wishlist makes: the one `running`, or one waiting in `queue`. */
export type WishlistCommand =
  | { type: 'fetch' }
  | { type: 'add'; productId: number }
  /** `movedToCart`: the cart took the product, so the item leaves the list (wishlist.moveToCart). */
  | { type: 'remove'; itemId: number; movedToCart?: true }
  | { type: 'removeMany'; itemIds: number[] }
  | { type: 'clear' }
  /** The list is already reordered locally; the call saves the order it has when it runs. */
  | { type: 'reorder'; before: PriorityBefore[] };

/**
 * What became of the shopper's last request that changes the list (spec §8 says removal failures
 * are logged; the shopper is told too): a removal's or a move's success, to announce, or a failure
 * with its text (`productId` for the failed add of one product's heart).
 */
export type WishlistOutcome =
  | { failed: false; message: string }
  | { failed: true; message: string; productId: number | null };

export type WishlistContext = {
  /** From the fetched default wishlist; null until then (and after a reset). */
  wishlistId: number | null;
  /** Always sorted by priority (lower first). */
  items: WishlistItem[];
  /** Item ids asked to move to the cart, waiting for the cart's answer. */
  moving: number[];
  outcome: WishlistOutcome | null;
} & CommandQueue<WishlistCommand>;

/** What views send. */
export type WishlistViewEvent =
  | { type: 'wishlist.add'; productId: number }
  | { type: 'wishlist.remove'; itemId: number }
  | { type: 'wishlist.removeMany'; itemIds: number[] }
  | { type: 'wishlist.clear' }
  /** Drag and drop: move the item at fromIndex to toIndex (indices in the current list). */
  | { type: 'wishlist.reorder'; fromIndex: number; toIndex: number }
  /** Sends cart.add to the cart; the item leaves the wishlist once the cart answers it was added. */
  | { type: 'wishlist.moveToCart'; itemId: number };

export type WishlistEvent =
  | WishlistSystemEvent
  | WishlistViewEvent
  | CartItemAddedEvent
  | CartItemNotAddedEvent;

/*
 * The actors src/actors provides (each a fromPromise over one src/api call):
 *   fetchWishlist           input: none                output: Wishlist|null GET /api/wishlist/default
 *                           (null: the user has no default wishlist, the server answered 404)
 *   createWishlist          input: none                output: ignored       POST /api/wishlist/create
 *   addToWishlist           input: AddToWishlistInput  output: WishlistItem  POST /api/wishlist/add-item/product
 *                           (an answer with an `error` field rejects with that text)
 *   removeFromWishlist      input: { itemId }          output: ignored       DELETE /api/wishlist/remove-item/{itemId}
 *   removeManyFromWishlist  input: { itemIds }         output: ignored       DELETE /api/wishlist/remove-items
 *                           (body { wishlistItemIds: itemIds })
 *   clearWishlist           input: { wishlistId }      output: ignored       DELETE /api/wishlist/clear/{wishlistId}
 *   saveWishlistOrder       input: SaveOrderInput      output: ignored       PUT /api/wishlist/priority/{wishlistId}
 * and the action logError (params LogErrorParams, machines/shared/log-failure.ts).
 */
export type AddToWishlistInput = { wishlistId: number; productId: number };
export type RemoveFromWishlistInput = { itemId: number };
export type RemoveManyFromWishlistInput = { itemIds: number[] };
export type WishlistIdInput = { wishlistId: number };
export type SaveOrderInput = { wishlistId: number; updatedList: PriorityBody['updatedList'] };
