import { afterEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contract/wishlist';
import {
  selectHasWishlist,
  selectIsInWishlist,
  selectWishlistCount,
  selectWishlistItems,
} from '../../../machines/wishlist/wishlist.selectors';
import type { WishlistContext } from '../../../machines/wishlist/wishlist.types';
import { actionsIn, emitsIn, invokesIn, sendsIn } from '../utils/effect-log';
import { settle } from '../utils/fake-actors';
import { wishlistItem } from '../utils/products';
import { startWishlist } from './wishlist.harness';

let wishlist: ReturnType<typeof startWishlist>;
afterEach(() => wishlist?.stop());

const snapshot = () => wishlist.subject.getSnapshot();
const context = () => snapshot().context as WishlistContext;
const ids = () => context().items.map((item) => item.id);
const send = async (event: { type: string } & Record<string, unknown>) => {
  wishlist.subject.send(event);
  await settle();
};

/** A verified user's wishlist, fetched with `items` (in whatever order the server gives them). */
async function loadedWishlist(items: WishlistItem[]) {
  wishlist = startWishlist();
  await send({ type: 'wishlist.fetch' });
  await wishlist.fakes.resolve('fetchWishlist', {
    id: 7,
    userId: 1,
    name: 'Moja lista želja',
    isDefault: true,
    wishlistItems: items,
  });
}

describe('wishlist (spec §4 Wishlist, §5, §6)', () => {
  it('there is no wishlist until it is fetched (verified users only): requests are refused', () => {
    wishlist = startWishlist();
    expect(snapshot().can({ type: 'wishlist.add', productId: 1 })).toBe(false);
    expect(selectHasWishlist(snapshot() as never)).toBe(false);
  });

  it('the fetched list is sorted by priority, lower first', async () => {
    await loadedWishlist([wishlistItem(21, 1, 3), wishlistItem(22, 2, 1), wishlistItem(23, 3, 2)]);
    expect(ids()).toEqual([22, 23, 21]);
  });

  it('adding appends the item and re-sorts by priority', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 3)]);
    await send({ type: 'wishlist.add', productId: 4 });
    expect(invokesIn(wishlist.log.entries, 'addToWishlist')).toEqual([{ wishlistId: 7, productId: 4 }]);
    await wishlist.fakes.resolve('addToWishlist', wishlistItem(24, 4, 2));
    expect(ids()).toEqual([21, 24, 22]);
  });

  it('a product already in the list, or already being added, is not added again', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    expect(snapshot().can({ type: 'wishlist.add', productId: 1 })).toBe(false);
    await send({ type: 'wishlist.add', productId: 4 });
    expect(snapshot().can({ type: 'wishlist.add', productId: 4 })).toBe(false);
  });

  it('an add-to-wishlist answer with an error is raised to the caller', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.add', productId: 4 });
    await wishlist.fakes.reject('addToWishlist', new Error('Proizvod je već na listi želja.'));
    expect(emitsIn(wishlist.log.entries, 'wishlist.addFailed')).toEqual([
      { type: 'wishlist.addFailed', productId: 4, message: 'Proizvod je već na listi želja.' },
    ]);
    expect(ids()).toEqual([21]);
  });

  it('removing drops the item locally', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.remove', itemId: 21 });
    expect(invokesIn(wishlist.log.entries, 'removeFromWishlist')).toEqual([{ itemId: 21 }]);
    await wishlist.fakes.resolve('removeFromWishlist', { success: true });
    expect(ids()).toEqual([22]);
  });

  it('removing many drops them all locally', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.removeMany', itemIds: [21, 23] });
    expect(invokesIn(wishlist.log.entries, 'removeManyFromWishlist')).toEqual([{ itemIds: [21, 23] }]);
    await wishlist.fakes.resolve('removeManyFromWishlist', { removed: 2 });
    expect(ids()).toEqual([22]);
  });

  it('clearing empties the list', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.clear' });
    expect(invokesIn(wishlist.log.entries, 'clearWishlist')).toEqual([{ wishlistId: 7 }]);
    await wishlist.fakes.resolve('clearWishlist', { success: true });
    expect(ids()).toEqual([]);
  });

  it('reordering sends positions 1..n following the current list order', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 5)]);
    await send({ type: 'wishlist.reorder', fromIndex: 2, toIndex: 0 });
    expect(invokesIn(wishlist.log.entries, 'saveWishlistOrder')).toEqual([
      {
        wishlistId: 7,
        updatedList: [
          { productId: 3, newPriority: 1 },
          { productId: 1, newPriority: 2 },
          { productId: 2, newPriority: 3 },
        ],
      },
    ]);
  });

  it('reordering moves the list at once, before the call answers', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 2 });
    expect(wishlist.fakes.running('saveWishlistOrder')).toHaveLength(1);
    expect(ids()).toEqual([22, 23, 21]);
    await wishlist.fakes.resolve('saveWishlistOrder', {});
    expect(ids()).toEqual([22, 23, 21]);
  });

  it('a reorder whose call fails rolls back to the order before it', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 2 });
    await send({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 1 });
    expect(ids()).toEqual([23, 22, 21]);
    await wishlist.fakes.reject('saveWishlistOrder', new Error('mreža'));
    expect(ids()).toEqual([21, 22, 23]);
    expect(context().items.map((item) => item.priority)).toEqual([1, 2, 3]);
    // The second reorder was built on the failed one: it is dropped, not sent.
    expect(wishlist.fakes.running('saveWishlistOrder')).toHaveLength(0);
    expect(actionsIn(wishlist.log.entries, 'logError')).toHaveLength(1);
  });

  it('moving to the cart sends cart.add and removes the item once the cart has added it', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.moveToCart', itemId: 22 });
    const [request] = sendsIn(wishlist.log.entries, 'cart');
    expect(request).toMatchObject({ type: 'cart.add', productId: 2 });
    expect(request?.replyTo).toBe(wishlist.subject);
    expect(ids()).toEqual([21, 22]);
    await send({ type: 'cart.itemAdded', productId: 2 });
    expect(invokesIn(wishlist.log.entries, 'removeFromWishlist')).toEqual([{ itemId: 22 }]);
    await wishlist.fakes.resolve('removeFromWishlist', { success: true });
    expect(ids()).toEqual([21]);
  });

  it('a reset forgets the wishlist', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.reset' });
    expect(context()).toEqual({ wishlistId: null, items: [], running: null, queue: [] });
    expect(snapshot().value).toBe('unloaded');
  });

  it('selectors: items, count and isInWishlist', async () => {
    await loadedWishlist([wishlistItem(21, 1, 2), wishlistItem(22, 2, 1)]);
    const current = snapshot() as never;
    expect(selectWishlistItems(current).map((item: WishlistItem) => item.id)).toEqual([22, 21]);
    expect(selectWishlistCount(current)).toBe(2);
    expect(selectIsInWishlist(2)(current)).toBe(true);
    expect(selectIsInWishlist(9)(current)).toBe(false);
    expect(selectHasWishlist(current)).toBe(true);
  });
});
