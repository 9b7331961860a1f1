import { useId, useState } from 'react';
import { Link } from 'wouter';
import { MAX_LINE_QUANTITY } from '../../../contract/cart-constants';
import type { Product } from '../../../contract/catalog';
import { countOf } from '../../../contract/plural';
import { PIECES, useAddQuantity } from './use-add-quantity';

type Props = { product: Pick<Product, 'id' | 'name' | 'available' | 'stock'> };

/** How many pieces (1 to the stock), and the button that puts them in the cart. */
export function ProductPurchase({ product }: Props) {
  const [quantity, setQuantity] = useState(1);
  const { status, add, inCart } = useAddQuantity(product);
  const id = useId();
  if (!product.available || product.stock <= 0)
    return (
      <div className="product-purchase">
        <button type="button" className="button" disabled>
          Nije dostupno
        </button>
      </div>
    );
  const most = Math.min(product.stock, MAX_LINE_QUANTITY);
  const working = status.kind === 'adding' || status.kind === 'updating';
  return (
    <div className="product-purchase">
      <div className="product-purchase-row">
        <div className="quantity-field">
          <label htmlFor={id}>Količina</label>
          <select id={id} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
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
          onClick={() => add(quantity)}
        >
          {working ? 'Dodavanje…' : 'Dodaj u korpu'}
        </button>
      </div>
      <p className={status.kind === 'failed' ? 'form-error' : 'form-note'} role="status" aria-live="polite">
        {status.kind === 'added' && (
          <>
            Dodato u korpu: {countOf(status.chosen, PIECES)}. <Link href="/korpa">Pogledajte korpu</Link>
          </>
        )}
        {status.kind === 'failed' && status.message}
        {status.kind === 'idle' && inCart > 0 && `U korpi: ${countOf(inCart, PIECES)}.`}
      </p>
    </div>
  );
}
