import { afterEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contract/wishlist';
import {
  selectAddFailure,
  selectLeavingIds,
  selectOutcome,
  selectWishlistCount,
  selectWishlistItems,
  selectWishlistPhase,
} from '../../../machines/wishlist/wishlist.selectors';
import { commandFor, knownWishlistId } from '../../../machines/wishlist/wishlist.queue';
import {
  byPriority,
  isId,
  isValidMove,
  moved,
  prioritiesOf,
  rolledBack,
  withAddedItem,
} from '../../../machines/wishlist/wishlist.rules';
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
    expect(snapshot().matches('available')).toBe(false);
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

  it('selectors: items and count', async () => {
    await loadedWishlist([wishlistItem(21, 1, 2), wishlistItem(22, 2, 1)]);
    const current = snapshot() as never;
    expect(selectWishlistItems(current).map((item: WishlistItem) => item.id)).toEqual([22, 21]);
    expect(selectWishlistCount(current)).toBe(2);
  });
});

describe('wishlist rules, one function at a time', () => {
  const items = [wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)];

  it('items of equal priority keep the order they came in', () => {
    const tied = [wishlistItem(21, 1, 2), wishlistItem(22, 2, 1), wishlistItem(23, 3, 2)];
    expect(byPriority(tied).map((item) => item.id)).toEqual([22, 21, 23]);
  });

  it('an added item a re-read already brought is listed once', () => {
    const added = wishlistItem(24, 4, 2);
    const listed = withAddedItem([wishlistItem(21, 1, 1), added, wishlistItem(23, 3, 3)], added);
    expect(listed.map((item) => item.id)).toEqual([21, 24, 23]);
  });

  it('a move takes two different positions inside the list, first and last included', () => {
    expect(isValidMove(items, 0, 2)).toBe(true);
    expect(isValidMove(items, 2, 0)).toBe(true);
    expect(isValidMove(items, 1, 0)).toBe(true);
    expect(isValidMove(items, 0, 1)).toBe(true);
    expect(isValidMove(items, 1, 1)).toBe(false);
    for (const [fromIndex, toIndex] of [
      [0, 3],
      [3, 0],
      [-1, 0],
      [0, -1],
      [0.5, 2],
      [0, 1.5],
      [Number.NaN, 1],
    ] as const)
      expect(isValidMove(items, fromIndex, toIndex), `${fromIndex} → ${toIndex}`).toBe(false);
    expect(isValidMove([], 0, 0)).toBe(false);
  });

  it('a move renumbers the priorities 1..n in the new order', () => {
    const spread = [wishlistItem(21, 1, 4), wishlistItem(22, 2, 7), wishlistItem(23, 3, 9)];
    expect(moved(spread, 0, 1).map((item) => [item.id, item.priority])).toEqual([
      [22, 1],
      [21, 2],
      [23, 3],
    ]);
  });

  it('a move from outside the list only renumbers it', () => {
    expect(moved(items, 5, 0)).toEqual(items);
  });

  it('a rollback restores the priorities before the move; an item added since keeps its own', () => {
    const reordered = moved(items, 0, 2); // 22:1, 23:2, 21:3
    const added = wishlistItem(24, 4, 4);
    const restored = rolledBack([...reordered, added], prioritiesOf(items));
    expect(restored.map((item) => [item.id, item.priority])).toEqual([
      [21, 1],
      [22, 2],
      [23, 3],
      [24, 4],
    ]);
  });

  it('events that ask for no call queue none', () => {
    expect(commandFor({ type: 'wishlist.reset' })).toBeNull();
    expect(commandFor({ type: 'wishlist.moveToCart', itemId: 21 })).toBeNull();
  });

  it('a wishlist call that needs the wishlist id cannot run before the wishlist is read', () => {
    const unread = { wishlistId: null, items: [], moving: [], outcome: null, running: null, queue: [] };
    expect(() => knownWishlistId(unread)).toThrow('wishlist: no wishlist id yet');
    expect(knownWishlistId({ ...unread, wishlistId: 7 })).toBe(7);
  });

  it('an id is a positive whole number', () => {
    expect(isId(1)).toBe(true);
    for (const value of [0, -1, 1.5, '3', undefined, null]) expect(isId(value), String(value)).toBe(false);
  });
});

describe('wishlist: what the shopper is told', () => {
  it('a removal is announced with the product’s name', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.remove', itemId: 21 });
    await wishlist.fakes.resolve('removeFromWishlist', { success: true });
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: false,
      message: 'Proizvod Proizvod 1 je uklonjen sa liste želja.',
    });
  });

  it('a removal of several is announced with their count', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.removeMany', itemIds: [21, 23] });
    await wishlist.fakes.resolve('removeManyFromWishlist', { removed: 2 });
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: false,
      message: 'Izabrani proizvodi (2) su uklonjeni sa liste želja.',
    });
  });

  it('a clear is announced', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.clear' });
    await wishlist.fakes.resolve('clearWishlist', { success: true });
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: false,
      message: 'Lista želja je ispražnjena.',
    });
  });

  it('a failed removal of several is told to the shopper (and logged); the items stay', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.removeMany', itemIds: [21, 22] });
    await wishlist.fakes.reject('removeManyFromWishlist', new Error('mreža'));
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: true,
      message: 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
      productId: null,
    });
    expect(actionsIn(wishlist.log.entries, 'logError')).toHaveLength(1);
    expect(ids()).toEqual([21, 22]);
  });

  it('a removal that finds its item already gone (a clear took it) tells nothing new', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.clear' });
    await send({ type: 'wishlist.remove', itemId: 21 });
    await wishlist.fakes.resolve('clearWishlist', { success: true });
    await wishlist.fakes.resolve('removeFromWishlist', { success: true });
    expect(wishlist.errors).toEqual([]);
    expect(ids()).toEqual([]);
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: false,
      message: 'Lista želja je ispražnjena.',
    });
  });

  it('each new request forgets what was said about the last one: add, remove many, clear, move to the cart', async () => {
    const failed = {
      failed: true,
      message: 'Pražnjenje liste želja nije uspelo. Pokušajte ponovo.',
      productId: null,
    };
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    const requests = [
      { type: 'wishlist.add', productId: 4 },
      { type: 'wishlist.removeMany', itemIds: [21] },
      { type: 'wishlist.clear' },
      { type: 'wishlist.moveToCart', itemId: 22 },
    ];
    for (const request of requests) {
      await send({ type: 'wishlist.clear' });
      await wishlist.fakes.reject('clearWishlist', new Error('mreža'));
      expect(selectOutcome(snapshot() as never)).toEqual(failed);
      await send(request);
      expect(selectOutcome(snapshot() as never), request.type).toBeNull();
      // Let the request's call fail quietly so the next round starts idle.
      if (request.type === 'wishlist.add') await wishlist.fakes.reject('addToWishlist', new Error('x'));
      if (request.type === 'wishlist.removeMany')
        await wishlist.fakes.reject('removeManyFromWishlist', new Error('x'));
      if (request.type === 'wishlist.clear') await wishlist.fakes.reject('clearWishlist', new Error('x'));
    }
  });
});

describe('wishlist: which requests are taken', () => {
  it('removing several needs a non-empty list of ids all on the wishlist', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    const can = (itemIds: unknown) => snapshot().can({ type: 'wishlist.removeMany', itemIds } as never);
    expect(can([21, 22])).toBe(true);
    expect(can([22])).toBe(true);
    expect(can([])).toBe(false);
    expect(can([21, 99])).toBe(false);
    expect(can(21)).toBe(false);
    expect(can({ length: 1, 0: 21 })).toBe(false);
  });

  it('removing needs an item on the list', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    expect(snapshot().can({ type: 'wishlist.remove', itemId: 21 })).toBe(true);
    expect(snapshot().can({ type: 'wishlist.remove', itemId: 1 })).toBe(false);
  });

  it('a product waiting in the queue to be added is not asked for again; others are', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.add', productId: 4 });
    await send({ type: 'wishlist.add', productId: 5 });
    expect(context().running).toEqual({ type: 'add', productId: 4 });
    expect(snapshot().can({ type: 'wishlist.add', productId: 5 })).toBe(false);
    expect(snapshot().can({ type: 'wishlist.add', productId: 6 })).toBe(true);
    expect(snapshot().can({ type: 'wishlist.add', productId: 0 })).toBe(false);
  });

  it('an add that fails tells the failure to that product’s heart', async () => {
    await loadedWishlist([]);
    await send({ type: 'wishlist.add', productId: 4 });
    await wishlist.fakes.reject('addToWishlist', new Error('Proizvod nije dostupan.'));
    expect(selectOutcome(snapshot() as never)).toEqual({
      failed: true,
      message: 'Proizvod nije dostupan.',
      productId: 4,
    });
  });

  it('moving to the cart needs an item on the list not already on its way', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    expect(snapshot().can({ type: 'wishlist.moveToCart', itemId: 99 })).toBe(false);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    expect(snapshot().can({ type: 'wishlist.moveToCart', itemId: 21 })).toBe(false);
    expect(snapshot().can({ type: 'wishlist.moveToCart', itemId: 22 })).toBe(true);
  });

  it('a reorder needs two different positions inside the list', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    expect(snapshot().can({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 1 })).toBe(true);
    expect(snapshot().can({ type: 'wishlist.reorder', fromIndex: 1, toIndex: 1 })).toBe(false);
    expect(snapshot().can({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 2 })).toBe(false);
  });
});

describe('wishlist → cart moves', () => {
  it('the cart is asked for the product with its stock, and each moving item is remembered', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    await send({ type: 'wishlist.moveToCart', itemId: 22 });
    expect(sendsIn(wishlist.log.entries, 'cart')).toEqual([
      { type: 'cart.add', productId: 1, stock: 10, replyTo: wishlist.subject },
      { type: 'cart.add', productId: 2, stock: 10, replyTo: wishlist.subject },
    ]);
    expect(context().moving).toEqual([21, 22]);
  });

  it('the cart’s answer settles only the item of that product; the other stays on its way', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    await send({ type: 'wishlist.moveToCart', itemId: 22 });
    await send({ type: 'wishlist.moveToCart', itemId: 23 });
    await send({ type: 'cart.itemNotAdded', productId: 1, message: 'Proizvod nije dostupan.' });
    expect(context().moving).toEqual([22, 23]);
    await send({ type: 'cart.itemAdded', productId: 2 });
    expect(context().moving).toEqual([23]);
    expect(context().running).toEqual({ type: 'remove', itemId: 22, movedToCart: true });
  });

  it('a refusal settles the item of the refused product, wherever it stands in the list', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    await send({ type: 'wishlist.moveToCart', itemId: 22 });
    await send({ type: 'cart.itemNotAdded', productId: 2, message: 'Proizvod nije dostupan.' });
    expect(context().moving).toEqual([21]);
  });

  it('an answer about a product this list did not send is not its business', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.moveToCart', itemId: 21 });
    expect(snapshot().can({ type: 'cart.itemAdded', productId: 2 })).toBe(false);
    expect(snapshot().can({ type: 'cart.itemNotAdded', productId: 2, message: 'x' })).toBe(false);
    expect(snapshot().can({ type: 'cart.itemAdded', productId: 9 })).toBe(false);
    expect(snapshot().can({ type: 'cart.itemAdded', productId: 1 })).toBe(true);
  });
});

describe('wishlist: reads and the queue', () => {
  it('a failed read forgets the list it had', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.fetch' });
    await wishlist.fakes.reject('fetchWishlist', new Error('mreža'));
    expect(context()).toEqual({
      wishlistId: null,
      items: [],
      moving: [],
      outcome: null,
      running: null,
      queue: [],
    });
  });

  it('a re-read replaces the list, sorted by priority', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.fetch' });
    expect(wishlist.fakes.running('fetchWishlist')).toHaveLength(1);
    await wishlist.fakes.resolve('fetchWishlist', fetched([wishlistItem(23, 3, 2), wishlistItem(22, 2, 1)]));
    expect(ids()).toEqual([22, 23]);
    expect(snapshot().hasTag('busy')).toBe(false);
  });

  it('a re-read that finds no default wishlist creates one', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1)]);
    await send({ type: 'wishlist.fetch' });
    await wishlist.fakes.resolve('fetchWishlist', null);
    expect(invokesIn(wishlist.log.entries, 'createWishlist')).toEqual([undefined]);
  });

  it('a failed reorder drops only the reorders built on it; other waiting calls still run', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)]);
    await send({ type: 'wishlist.reorder', fromIndex: 0, toIndex: 2 });
    await send({ type: 'wishlist.remove', itemId: 23 });
    await wishlist.fakes.reject('saveWishlistOrder', new Error('mreža'));
    expect(invokesIn(wishlist.log.entries, 'removeFromWishlist')).toEqual([{ itemId: 23 }]);
  });

  it('calls waiting behind one another run one at a time, in the order asked', async () => {
    await loadedWishlist([wishlistItem(21, 1, 1), wishlistItem(22, 2, 2)]);
    await send({ type: 'wishlist.remove', itemId: 21 });
    await send({ type: 'wishlist.add', productId: 4 });
    expect(context().running).toEqual({ type: 'remove', itemId: 21 });
    expect(context().queue).toEqual([{ type: 'add', productId: 4 }]);
    await wishlist.fakes.resolve('removeFromWishlist', { success: true });
    expect(context().running).toEqual({ type: 'add', productId: 4 });
    expect(context().queue).toEqual([]);
    await wishlist.fakes.resolve('addToWishlist', wishlistItem(24, 4, 3));
    expect(context().running).toBeNull();
    expect(ids()).toEqual([22, 24]);
  });
});
