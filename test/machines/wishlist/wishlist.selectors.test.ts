import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { WishlistItem } from '../../../contract/wishlist';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import {
  selectAddFailure,
  selectLeavingIds,
  selectWishlistPhase,
} from '../../../machines/wishlist/wishlist.selectors';
import type { WishlistContext } from '../../../machines/wishlist/wishlist.types';
import { settle } from '../utils/fake-actors';
import { wishlistItem } from '../utils/products';
import { startWishlist } from './wishlist.harness';

/** A wishlist snapshot whose context is `context` over the initial one. */
function snapshotWith(context: Partial<WishlistContext>) {
  const snapshot = createActor(wishlistMachine).getSnapshot();
  return { ...snapshot, context: { ...snapshot.context, ...context } } as typeof snapshot;
}

const items = [wishlistItem(21, 1, 1), wishlistItem(22, 2, 2), wishlistItem(23, 3, 3)];

let wishlist: ReturnType<typeof startWishlist> | undefined;
afterEach(() => wishlist?.stop());

const fetched = (wishlistItems: WishlistItem[]) => ({
  id: 7,
  userId: 1,
  name: 'Moja lista želja',
  isDefault: true,
  wishlistItems,
});

describe('wishlist selectors', () => {
  it('leaving: moves to the cart, queued or running removals, sorted', () => {
    expect(selectLeavingIds(snapshotWith({ items }))).toEqual([]);
    expect(
      selectLeavingIds(
        snapshotWith({
          items,
          moving: [23],
          running: { type: 'remove', itemId: 22 },
          queue: [{ type: 'fetch' }],
        }),
      ),
    ).toEqual([22, 23]);
    expect(
      selectLeavingIds(
        snapshotWith({ items, running: { type: 'fetch' }, queue: [{ type: 'remove', itemId: 21 }] }),
      ),
    ).toEqual([21]);
  });

  it('leaving: a removal of several takes each of them, a clear takes them all', () => {
    expect(
      selectLeavingIds(snapshotWith({ items, queue: [{ type: 'removeMany', itemIds: [23, 21] }] })),
    ).toEqual([21, 23]);
    expect(selectLeavingIds(snapshotWith({ items, running: { type: 'clear' } }))).toEqual([21, 22, 23]);
    expect(
      selectLeavingIds(snapshotWith({ items, running: { type: 'add', productId: 9 }, queue: [] })),
    ).toEqual([]);
  });

  it('leaving ids are sorted as numbers, not as text', () => {
    const many = [wishlistItem(9, 1, 1), wishlistItem(10, 2, 2), wishlistItem(100, 3, 3)];
    expect(selectLeavingIds(snapshotWith({ items: many, running: { type: 'clear' } }))).toEqual([9, 10, 100]);
    expect(
      selectLeavingIds(snapshotWith({ items: many, queue: [{ type: 'removeMany', itemIds: [100, 9, 10] }] })),
    ).toEqual([9, 10, 100]);
  });

  it('an add failure belongs to the product whose heart asked; a success or another failure is none', () => {
    const failedAdd = { failed: true as const, message: 'Proizvod je već na listi želja.', productId: 4 };
    expect(selectAddFailure(4)(snapshotWith({ outcome: failedAdd }))).toBe('Proizvod je već na listi želja.');
    expect(selectAddFailure(5)(snapshotWith({ outcome: failedAdd }))).toBeNull();
    expect(
      selectAddFailure(4)(
        snapshotWith({ outcome: { failed: true, message: 'Uklanjanje…', productId: null } }),
      ),
    ).toBeNull();
    expect(
      selectAddFailure(4)(snapshotWith({ outcome: { failed: false, message: 'Uklonjeno.' } })),
    ).toBeNull();
    expect(selectAddFailure(4)(snapshotWith({ outcome: null }))).toBeNull();
  });

  it('phase: loading before the read (and while a missing wishlist is created), ready after, busy while a call runs', async () => {
    wishlist = startWishlist();
    const current = () => wishlist!.subject.getSnapshot() as never;
    expect(selectWishlistPhase(current())).toBe('loading');
    wishlist.subject.send({ type: 'wishlist.fetch' });
    await settle();
    expect(selectWishlistPhase(current())).toBe('loading');
    expect(wishlist.subject.getSnapshot().hasTag('busy')).toBe(true);
    await wishlist.fakes.resolve('fetchWishlist', null);
    expect(selectWishlistPhase(current())).toBe('loading');
    expect(wishlist.subject.getSnapshot().hasTag('busy')).toBe(true);
    await wishlist.fakes.resolve('createWishlist', { wishlistId: 7 });
    await wishlist.fakes.resolve('fetchWishlist', fetched(items));
    expect(selectWishlistPhase(current())).toBe('ready');
    expect(wishlist.subject.getSnapshot().hasTag('busy')).toBe(false);
    wishlist.subject.send({ type: 'wishlist.remove', itemId: 21 });
    await settle();
    expect(selectWishlistPhase(current())).toBe('ready');
    expect(wishlist.subject.getSnapshot().hasTag('busy')).toBe(true);
  });
});
