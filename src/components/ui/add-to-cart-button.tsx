import type { Product } from '../../../contract/catalog';
import type { AddStatus } from '../../../machines/cart/cart.types';
import { notBuyableText } from './stock-state';

/** What a product grid needs of the cart (src/lib/use-cart-adds.ts gives the real one). */
export type CartAdds = {
  /** The cart's last add of the product (pending, added or failed), or null. */
  statusOf: (productId: number) => AddStatus | null;
  /** Adds one piece; `opener` is the button the mini-cart returns the focus to. */
  add: (product: Pick<Product, 'id' | 'stock'>, opener: HTMLElement) => void;
};

type Props = {
  product: Pick<Product, 'id' | 'name' | 'available' | 'stock'>;
  status: AddStatus | null;
} & Pick<CartAdds, 'add'>;

/**
 * "Dodaj u korpu" for one piece of the product (spec §4), and a live region saying how it went
 * (spec §8): the cart machine keeps each product's add status and refuses an add over the stock.
 */
export function AddToCartButton({ product, status, add }: Props) {
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
        onClick={(event) => add(product, event.currentTarget)}
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
