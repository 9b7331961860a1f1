import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Link } from 'wouter';
import { PIECE_FORMS, PRODUCT_FORMS, countOf } from '../../../contract/plural';
import type { cartMachine } from '../../../machines/cart/cart.machine';
import {
  useCartCount,
  useIsLoggedIn,
  useIsVerified,
  useShopActors,
  useWishlistCount,
} from '../../lib/shop-selectors';
import { useLoginAddress } from '../../lib/use-login-address';
import { CartIcon, HeartIcon, UserIcon } from './header-icons';

const selectCartLoaded = (snapshot: SnapshotFrom<typeof cartMachine>) => snapshot.matches('ready');

/** Says a changed cart count to screen readers; not the count the cart arrives with. */
function useCartAnnouncement(count: number): string {
  const loaded = useSelector(useShopActors().cart, selectCartLoaded);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) previous.current = null;
    else if (previous.current === null) previous.current = count;
    else if (previous.current !== count) {
      previous.current = count;
      setAnnouncement(`Korpa sada sadrži ${countOf(count, PIECE_FORMS)}.`);
    }
  }, [count, loaded]);
  return announcement;
}

/** Account, wishlist (verified users) and cart, each with its count. */
export function HeaderActions() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const loggedIn = useIsLoggedIn();
  const loginAddress = useLoginAddress();
  const verified = useIsVerified();
  const announcement = useCartAnnouncement(cartCount);
  return (
    <nav aria-label="Nalog i korpa" className="header-actions">
      <Link href={loggedIn ? '/profil' : loginAddress} className="header-action">
        <UserIcon />
        <span className="header-action-label">{loggedIn ? 'Moj nalog' : 'Prijava'}</span>
      </Link>
      {verified && (
        <Link
          href="/profil/lista-zelja"
          className="header-action"
          aria-label={`Lista želja, ${countOf(wishlistCount, PRODUCT_FORMS)}`}
        >
          <HeartIcon />
          <span className="header-action-label">Lista želja</span>{' '}
          <span className="count">{wishlistCount}</span>
        </Link>
      )}
      {/* The space between name and count makes the visible text "Korpa 2", which the spoken
          name "Korpa, 2 proizvoda" begins with (axe's label-content-name-mismatch). */}
      <Link href="/korpa" className="header-action" aria-label={`Korpa, ${countOf(cartCount, PIECE_FORMS)}`}>
        <CartIcon />
        <span className="header-action-label">Korpa</span> <span className="count">{cartCount}</span>
      </Link>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </nav>
  );
}
