import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  selectLeavingIds,
  selectOutcome,
  selectWishlistItems,
  selectWishlistPhase,
} from '../../../machines/wishlist/wishlist.selectors';
import type { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import type { WishlistOutcome } from '../../../machines/wishlist/wishlist.types';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { useWishlistActor } from '../../lib/shop-selectors';
import { WishlistList } from './wishlist-list';
import { WishlistToolbar } from './wishlist-toolbar';

/**
 * What the live region says: the machine's last outcome (a removal, a move to the cart) or the
 * view's own reorder announcement, whichever came last. Only the wording of a live region lives here.
 */
function useAnnouncement(outcome: WishlistOutcome | null) {
  const [said, setSaid] = useState({ outcome, text: '' });
  if (said.outcome !== outcome)
    setSaid({ outcome, text: outcome && !outcome.failed ? outcome.message : said.text });
  const announce = useCallback((text: string) => setSaid((now) => ({ ...now, text })), []);
  return { text: said.text, announce };
}

/** A verified user's wishlist: loading (its machine too, at first), failed, empty, or the list with its actions. */
export function WishlistContent() {
  const wishlist = useWishlistActor();
  if (!wishlist) return <PageLoading label="Učitavanje liste želja…" />;
  return <WishlistOf wishlist={wishlist} />;
}

function WishlistOf({ wishlist }: { wishlist: ActorRefFrom<typeof wishlistMachine> }) {
  const phase = useSelector(wishlist, selectWishlistPhase);
  const items = useSelector(wishlist, selectWishlistItems);
  const leaving = useSelector(wishlist, selectLeavingIds, shallowEqual);
  const outcome = useSelector(wishlist, selectOutcome);
  const { text, announce } = useAnnouncement(outcome);
  // Which checkboxes are ticked: a form value.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const region = useRef<HTMLDivElement>(null);

  // Focus management: the pressed button left with its item; keep a keyboard user in the list.
  useLayoutEffect(() => {
    if (outcome && !outcome.failed && (!document.activeElement || document.activeElement === document.body))
      region.current?.focus();
  }, [outcome]);

  const pendingIds = new Set(leaving);
  // Only items still on the list, and not already leaving it, stay selected.
  const selectedIds = items
    .filter((item) => selected.has(item.id) && !pendingIds.has(item.id))
    .map((item) => item.id);
  const selectedSet = new Set(selectedIds);
  const failure = outcome?.failed && outcome.productId === null ? outcome.message : null;

  let body: ReactNode;
  if (phase === 'failed')
    body = (
      <ErrorState
        message="Lista želja trenutno ne može da se učita."
        onRetry={() => wishlist.send({ type: 'wishlist.fetch' })}
      />
    );
  else if (phase === 'loading') body = <PageLoading label="Učitavanje liste želja…" />;
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
          onRemoveSelected={() => wishlist.send({ type: 'wishlist.removeMany', itemIds: selectedIds })}
          onClear={() => wishlist.send({ type: 'wishlist.clear' })}
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
          onRemove={(item) => wishlist.send({ type: 'wishlist.remove', itemId: item.id })}
          onMoveToCart={(item) => wishlist.send({ type: 'wishlist.moveToCart', itemId: item.id })}
        />
      </>
    );

  return (
    <div ref={region} className="wishlist-content" tabIndex={-1}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {text}
      </p>
      {body}
    </div>
  );
}
