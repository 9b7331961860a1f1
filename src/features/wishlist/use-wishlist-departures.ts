import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WishlistItem } from '../../../contract/wishlist';
import { selectIsCartBusy } from '../../../machines/cart/cart.selectors';
import { selectIsWishlistBusy } from '../../../machines/wishlist/wishlist.selectors';
import { useShopActors } from '../../lib/shop-selectors';

/** Items asked to leave the list together, and what to say once they have. */
type Departure = { itemIds: number[]; productIds: number[]; kind: 'remove' | 'cart'; message: string };

const REMOVE_FAILED = 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.';

/**
 * Follows items the shopper asked to remove or move to the cart until they leave the list: they
 * wait meanwhile (no second click), and the live region says when they are gone. The wishlist only
 * logs a failed removal, so one still there when the wishlist falls idle has failed; a failed move
 * to the cart is told by the cart itself (cart.addFailed).
 */
export function useWishlistDepartures(
  items: WishlistItem[],
  announce: (message: string) => void,
  fail: (message: string) => void,
) {
  const { wishlist, cart } = useShopActors();
  const wishlistBusy = useSelector(wishlist, selectIsWishlistBusy);
  const cartBusy = useSelector(cart, selectIsCartBusy);
  const [departures, setDepartures] = useState<Departure[]>([]);
  const wasBusy = useRef(wishlistBusy);
  const latest = useRef(departures);
  latest.current = departures;

  useEffect(() => {
    const subscription = cart.on('cart.addFailed', (event) => {
      const moving = (entry: Departure) =>
        entry.kind === 'cart' && entry.productIds.includes(event.productId);
      if (!latest.current.some(moving)) return;
      fail(event.message);
      setDepartures((now) => now.filter((entry) => !moving(entry)));
    });
    return () => subscription.unsubscribe();
  }, [cart, fail]);

  useEffect(() => {
    const present = new Set(items.map((item) => item.id));
    const fellIdle = wasBusy.current && !wishlistBusy;
    wasBusy.current = wishlistBusy;
    if (departures.length === 0) return;
    const gone = departures.filter((entry) => entry.itemIds.every((id) => !present.has(id)));
    const stuck = fellIdle
      ? departures.filter((entry) => !gone.includes(entry) && (entry.kind === 'remove' || !cartBusy))
      : [];
    if (gone.length === 0 && stuck.length === 0) return;
    for (const entry of gone) announce(entry.message);
    if (stuck.some((entry) => entry.kind === 'remove')) fail(REMOVE_FAILED);
    setDepartures((now) => now.filter((entry) => !gone.includes(entry) && !stuck.includes(entry)));
  }, [items, wishlistBusy, cartBusy, departures, announce, fail]);

  const depart = useCallback((leaving: WishlistItem[], kind: Departure['kind'], message: string) => {
    setDepartures((now) => [
      ...now,
      {
        itemIds: leaving.map((item) => item.id),
        productIds: leaving.map((item) => item.product.id),
        kind,
        message,
      },
    ]);
  }, []);

  const pendingIds = useMemo(() => new Set(departures.flatMap((entry) => entry.itemIds)), [departures]);
  return { pendingIds, depart };
}
