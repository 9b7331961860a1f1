import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Product } from '../../../contract/catalog';
import { selectAddStatus } from '../../../machines/cart/cart.selectors';
import { useShopActors } from '../../lib/shop-selectors';
import { notBuyableText } from '../../components/ui/stock-state';
import { noteMiniCartOpener } from '../../lib/mini-cart-opener';

type Props = { product: Pick<Product, 'id' | 'name' | 'available' | 'stock'> };

/**
 * Adds one piece of the product to the cart (spec §4) and says in a live region how it went
 * (spec §8): the cart machine keeps each product's add status and refuses an add over the stock.
 */
export function AddToCartButton({ product }: Props) {
  const { cart } = useShopActors();
  const status = useSelector(
    cart,
    useMemo(() => selectAddStatus(product.id), [product.id]),
  );

  if (!product.available || product.stock <= 0)
    return (
      <button type="button" className="button" disabled>
        {notBuyableText(product)}
      </button>
    );
  const pending = status?.status === 'pending';
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button primary"
        aria-label={`Dodaj u korpu: ${product.name}`}
        disabled={pending}
        onClick={(event) => {
          noteMiniCartOpener(event.currentTarget);
          cart.send({ type: 'cart.add', productId: product.id, stock: product.stock });
        }}
      >
        {pending ? 'Dodavanje…' : 'Dodaj u korpu'}
      </button>
      <p
        className={status?.status === 'failed' ? 'form-error' : 'form-note'}
        role="status"
        aria-live="polite"
      >
        {status?.status === 'added' && 'Dodato u korpu.'}
        {status?.status === 'failed' && status.message}
      </p>
    </div>
  );
}
