import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { countOf } from '../../../contract/plural';
import { selectAddStatus, selectMaxAddable, selectPiecesInCart } from '../../../machines/cart/cart.selectors';
import { useShopActors } from '../../lib/shop-selectors';
import { notBuyableText } from '../../components/ui/stock-state';

const PIECES = ['komad', 'komada', 'komada'] as const;

type Props = { product: Pick<Product, 'id' | 'name' | 'available' | 'stock'> };

/**
 * How many pieces, and the button that puts them in the cart as ONE cart.add: the cart machine
 * refuses an add over the stock (counting what the cart holds) and keeps how the add went.
 */
export function ProductPurchase({ product }: Props) {
  const { cart } = useShopActors();
  // The number picked in the select: a form value, not an outcome.
  const [picked, setPicked] = useState(1);
  const id = useId();
  const status = useSelector(
    cart,
    useMemo(() => selectAddStatus(product.id), [product.id]),
  );
  const addable = useSelector(
    cart,
    useMemo(() => selectMaxAddable(product), [product]),
  );
  const inCart = useSelector(
    cart,
    useMemo(() => selectPiecesInCart(product.id), [product.id]),
  );
  if (!product.available || product.stock <= 0)
    return (
      <div className="product-purchase">
        <button type="button" className="button" disabled>
          {notBuyableText(product)}
        </button>
      </div>
    );
  // Up to the stock a line may hold (what the cart has plus what may still be added); asking
  // for more than may still be added is refused by the cart, which says why.
  const most = Math.max(addable + inCart, 1);
  const quantity = Math.min(picked, most);
  const working = status?.status === 'pending';
  return (
    <div className="product-purchase">
      <div className="product-purchase-row">
        <div className="quantity-field">
          <label htmlFor={id}>Količina</label>
          <select id={id} value={quantity} onChange={(event) => setPicked(Number(event.target.value))}>
            {Array.from({ length: most }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button primary"
          disabled={working}
          aria-label={`Dodaj u korpu: ${product.name}`}
          onClick={() =>
            cart.send({ type: 'cart.add', productId: product.id, quantity, stock: product.stock })
          }
        >
          {working ? 'Dodavanje…' : 'Dodaj u korpu'}
        </button>
      </div>
      <p
        className={status?.status === 'failed' ? 'form-error' : 'form-note'}
        role="status"
        aria-live="polite"
      >
        {status?.status === 'added' && (
          <>
            Dodato u korpu: {countOf(status.quantity, PIECES)}. <Link href="/korpa">Pogledajte korpu</Link>
          </>
        )}
        {status?.status === 'failed' && status.message}
        {!status && inCart > 0 && `U korpi: ${countOf(inCart, PIECES)}.`}
      </p>
    </div>
  );
}
