import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { selectAddFailure, selectWishlistItems } from '../../../machines/wishlist/wishlist.selectors';
import { useIsLoggedIn, useIsVerified, usePartSelector, useWishlistActor } from '../../lib/shop-selectors';
import { useLoginAddress } from '../../lib/use-login-address';

const NO_ITEMS: ReturnType<typeof selectWishlistItems> = [];

/**
 * Adds the product to a verified user's wishlist, or removes it again (spec §6). Others are told
 * how to get a wishlist: sign in, or verify the e-mail address.
 */
export function WishlistButton({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const loggedIn = useIsLoggedIn();
  const loginAddress = useLoginAddress();
  const verified = useIsVerified();
  const wishlist = useWishlistActor();
  const items = usePartSelector(wishlist, selectWishlistItems, NO_ITEMS);
  const item = useMemo(
    () => items.find((candidate) => candidate.product.id === product.id),
    [items, product.id],
  );
  const failure = usePartSelector(
    wishlist,
    useMemo(() => selectAddFailure(product.id), [product.id]),
    null,
  );

  if (!loggedIn)
    return (
      <p className="form-note">
        <Link href={loginAddress}>Prijavite se</Link> da biste proizvod sačuvali u listi želja.
      </p>
    );
  if (!verified)
    return (
      <p className="form-note">
        Lista želja je dostupna kada <Link href="/verification">potvrdite e-adresu</Link>.
      </p>
    );
  return (
    <div className="wishlist-toggle">
      <button
        type="button"
        className="button secondary"
        aria-pressed={item !== undefined}
        disabled={!wishlist}
        // The spoken name begins with the visible words; aria-pressed says whether it is in the list.
        aria-label={item ? `U listi želja: ${product.name}` : `Dodaj u listu želja: ${product.name}`}
        onClick={() =>
          item
            ? wishlist?.send({ type: 'wishlist.remove', itemId: item.id })
            : wishlist?.send({ type: 'wishlist.add', productId: product.id })
        }
      >
        {item ? '♥ U listi želja' : '♡ Dodaj u listu želja'}
      </button>
      <p className="form-error" role="status" aria-live="polite">
        {failure}
      </p>
    </div>
  );
}
