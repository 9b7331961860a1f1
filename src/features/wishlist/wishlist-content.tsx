import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import type { WishlistItem } from '../../../contract/wishlist';
import type { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import { selectHasWishlist, selectWishlistItems } from '../../../machines/wishlist/wishlist.selectors';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { useShopActors } from '../../lib/shop-selectors';
import { useWishlistDepartures } from './use-wishlist-departures';
import { WishlistList } from './wishlist-list';
import { WishlistToolbar } from './wishlist-toolbar';

/** The first read of the wishlist is on its way (later re-reads keep showing the list). */
const selectIsFirstLoad = (snapshot: SnapshotFrom<typeof wishlistMachine>) =>
  snapshot.matches({ available: 'loading' });

/**
 * The machine only logs a failed first read and forgets the wishlist (back to unloaded): seeing it
 * leave `available` while this page shows is how the page knows it failed.
 */
function useFetchFailed() {
  const { wishlist } = useShopActors();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let wasAvailable = wishlist.getSnapshot().matches('available');
    const subscription = wishlist.subscribe((snapshot) => {
      const available = snapshot.matches('available');
      if (wasAvailable && !available) setFailed(true);
      if (available) setFailed(false);
      wasAvailable = available;
    });
    return () => subscription.unsubscribe();
  }, [wishlist]);
  return failed;
}

/** A verified user's wishlist: loading, failed, empty, or the list with its actions. */
export function WishlistContent() {
  const { wishlist } = useShopActors();
  const hasWishlist = useSelector(wishlist, selectHasWishlist);
  const firstLoad = useSelector(wishlist, selectIsFirstLoad);
  const items = useSelector(wishlist, selectWishlistItems);
  const failed = useFetchFailed();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const region = useRef<HTMLDivElement>(null);
  const announce = useCallback((message: string) => {
    setFailure(null);
    setAnnouncement(message);
  }, []);
  const announceDeparture = useCallback(
    (message: string) => {
      announce(message);
      // The pressed button left with its item: keep the keyboard user in the list.
      if (!document.activeElement || document.activeElement === document.body) region.current?.focus();
    },
    [announce],
  );
  const { pendingIds, depart } = useWishlistDepartures(items, announceDeparture, setFailure);

  // Only items still on the list, and not already leaving it, stay selected.
  const selectedIds = items
    .filter((item) => selected.has(item.id) && !pendingIds.has(item.id))
    .map((item) => item.id);
  const selectedSet = new Set(selectedIds);

  const remove = (leaving: WishlistItem[], message: string) => depart(leaving, 'remove', message);

  let body: ReactNode;
  if (!hasWishlist && failed)
    body = (
      <ErrorState
        message="Lista želja trenutno ne može da se učita."
        onRetry={() => wishlist.send({ type: 'wishlist.fetch' })}
      />
    );
  else if (!hasWishlist || firstLoad) body = <PageLoading label="Učitavanje liste želja…" />;
  else if (items.length === 0)
    body = (
      <EmptyState title="Vaša lista želja je prazna.">
        <p>Sačuvajte proizvode koji Vam se dopadaju klikom na „Dodaj u listu želja“ na stranici proizvoda.</p>
        <Link href="/proizvodi" className="button primary">
          Pogledajte proizvode
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <WishlistToolbar
          count={items.length}
          selectedCount={selectedIds.length}
          onSelectAll={(all) => setSelected(new Set(all ? items.map((item) => item.id) : []))}
          onRemoveSelected={() => {
            const leaving = items.filter((item) => selectedSet.has(item.id));
            wishlist.send({ type: 'wishlist.removeMany', itemIds: leaving.map((item) => item.id) });
            remove(leaving, `Izabrani proizvodi (${leaving.length}) su uklonjeni sa liste želja.`);
          }}
          onClear={() => {
            wishlist.send({ type: 'wishlist.clear' });
            remove(items, 'Lista želja je ispražnjena.');
          }}
        />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <WishlistList
          items={items}
          selected={selectedSet}
          pendingIds={pendingIds}
          announce={announce}
          onToggle={(itemId) =>
            setSelected(() => {
              const next = new Set(selectedIds);
              if (next.has(itemId)) next.delete(itemId);
              else next.add(itemId);
              return next;
            })
          }
          onRemove={(item) => {
            wishlist.send({ type: 'wishlist.remove', itemId: item.id });
            remove([item], `Proizvod ${item.product.name} je uklonjen sa liste želja.`);
          }}
          onMoveToCart={(item) => {
            wishlist.send({ type: 'wishlist.moveToCart', itemId: item.id });
            depart([item], 'cart', `Proizvod ${item.product.name} je premešten u korpu.`);
          }}
        />
      </>
    );

  return (
    <div ref={region} className="wishlist-content" tabIndex={-1}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {body}
    </div>
  );
}
