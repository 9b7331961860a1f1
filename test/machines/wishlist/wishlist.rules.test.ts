import { afterEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contract/wishlist';
import {
  selectAddFailure,
  selectHasWishlist,
  selectIsInWishlist,
  selectLeavingIds,
  selectOutcome,
  selectWishlistCount,
  selectWishlistItems,
  selectWishlistPhase,
} from '../../../machines/wishlist/wishlist.selectors';
import type { WishlistContext } from '../../../machines/wishlist/wishlist.types';
import { actionsIn, invokesIn, sendsIn } from '../utils/effect-log';
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

const fetched = (items: WishlistItem[]) => ({
  id: 7,
  userId: 1,
  name: 'Moja lista želja',
  isDefault: true,
  wishlistItems: items,
});

/** A verified user's wishlist, fetched with `items` (in whatever order the server gives them). */
async function loadedWishlist(items: WishlistItem[]) {
  wishlist = startWishlist();
  await send({ type: 'wishlist.fetch' });
  await wishlist.fakes.resolve('fetchWishlist', fetched(items));
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

  it('an add-to-wishlist answer with an error is raised to the caller (the product’s heart reads it)', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.add', productId: 4 });
    await wishlist.fakes.reject('addToWishlist', new Error('Proizvod je već na listi želja.'));
    expect(selectAddFailure(4)(snapshot() as never)).toBe('Proizvod je već na listi želja.');
    expect(selectAddFailure(1)(snapshot() as never)).toBeNull();
    expect(ids()).toEqual([21]);
  });

  it('a failed read leaves the wishlist failed (logged); wishlist.fetch reads it again', async () => {
    wishlist = startWishlist();
    await send({ type: 'wishlist.fetch' });
    await wishlist.fakes.reject('fetchWishlist', new Error('mreža'));
    expect(selectWishlistPhase(snapshot() as never)).toBe('failed');
    expect(actionsIn(wishlist.log.entries, 'logError')).toHaveLength(1);
    await send({ type: 'wishlist.fetch' });
    expect(selectWishlistPhase(snapshot() as never)).toBe('loading');
    await wishlist.fakes.resolve('fetchWishlist', fetched([wishlistItem(21, 1, 1)]));
    expect(selectWishlistPhase(snapshot() as never)).toBe('ready');
    expect(ids()).toEqual([21]);
  });

  it('a verified user without a default wishlist gets one created (POST /api/wishlist/create), then read', async () => {
    wishlist = startWishlist();
    await send({ type: 'wishlist.fetch' });
    await wishlist.fakes.resolve('fetchWishlist', null);
    expect(invokesIn(wishlist.log.entries, 'createWishlist')).toEqual([undefined]);
    expect(selectWishlistPhase(snapshot() as never)).toBe('loading');
    await wishlist.fakes.resolve('createWishlist', { wishlistId: 7 });
    expect(invokesIn(wishlist.log.entries, 'fetchWishlist')).toHaveLength(2);
    await wishlist.fakes.resolve('fetchWishlist', fetched([]));
    expect(selectWishlistPhase(snapshot() as never)).toBe('ready');
    expect(context().wishlistId).toBe(7);
  });

  it('a wishlist that cannot be created is a failed read', async () => {
    wishlist = startWishlist();
    await send({ type: 'wishlist.fetch' });
    await wishlist.fakes.resolve('fetchWishlist', null);
    await wishlist.fakes.reject('createWishlist', new Error('mreža'));
    expect(selectWishlistPhase(snapshot() as never)).toBe('failed');
    expect(actionsIn(wishlist.log.entries, 'logError')).toHaveLength(1);
  });

  it('a failed removal is told to the shopper (and logged); the item stays', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.remove', itemId: 21 });
    expect(selectLeavingIds(snapshot() as never)).toEqual([21]);
    await wishlist.fakes.reject('removeFromWishlist', new Error('mreža'));
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: true,
      message: 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
      productId: null,
    });
    expect(selectLeavingIds(snapshot() as never)).toEqual([]);
    expect(ids()).toEqual([21]);
  });

  it('a failed clear is told to the shopper; a later request forgets it', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.clear' });
    await wishlist.fakes.reject('clearWishlist', new Error('mreža'));
    expect(selectOutcome(snapshot() as never)?.message).toBe(
      'Pražnjenje liste želja nije uspelo. Pokušajte ponovo.',
    );
    await send({ type: 'wishlist.remove', itemId: 21 });
    expect(selectOutcome(snapshot() as never)).toBeNull();
  });

  it('a move the cart refuses keeps the item and tells the cart’s reason', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    expect(selectLeavingIds(snapshot() as never)).toEqual([21]);
    await send({ type: 'cart.itemNotAdded', productId: 1, message: 'Na stanju je samo 1 komad.' });
    expect(selectLeavingIds(snapshot() as never)).toEqual([]);
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: true,
      message: 'Na stanju je samo 1 komad.',
      productId: null,
    });
    expect(ids()).toEqual([21]);
  });

  it('events without their payload are ignored, never thrown on nor queued', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    for (const type of [
      'wishlist.add',
      'wishlist.remove',
      'wishlist.removeMany',
      'wishlist.reorder',
      'wishlist.moveToCart',
      'cart.itemAdded',
      'cart.itemNotAdded',
    ])
      await send({ type });
    expect(wishlist.errors).toEqual([]);
    expect(context()).toMatchObject({ queue: [], running: null, moving: [], outcome: null });
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
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: false,
      message: 'Proizvod Proizvod 2 je premešten u korpu.',
    });
  });

  it('a reset forgets the wishlist', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.reset' });
    expect(context()).toEqual({
      wishlistId: null,
      items: [],
      moving: [],
      outcome: null,
      running: null,
      queue: [],
    });
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
