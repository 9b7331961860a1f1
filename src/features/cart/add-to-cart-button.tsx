import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../../contract/catalog';
import { selectIsCartBusy } from '../../../machines/cart/cart.selectors';
import { useShopActors } from '../../lib/shop-selectors';

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

/** Adds the product to the cart (spec §4) and says in a live region whether it worked (spec §8). */
export function AddToCartButton({
  product,
}: {
  product: Pick<Product, 'id' | 'name' | 'available' | 'stock'>;
}) {
  const { cart } = useShopActors();
  const busy = useSelector(cart, selectIsCartBusy);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const wasBusy = useRef(false);

  useEffect(() => {
    const subscription = cart.on('cart.addFailed', (event) => {
      if (event.productId === product.id) setStatus({ kind: 'failed', message: event.message });
    });
    return () => subscription.unsubscribe();
  }, [cart, product.id]);

  useEffect(() => {
    if (wasBusy.current && !busy) setStatus((now) => (now.kind === 'adding' ? { kind: 'added' } : now));
    wasBusy.current = busy;
  }, [busy]);

  if (!product.available || product.stock <= 0)
    return (
      <button type="button" className="button" disabled>
        Nije dostupno
      </button>
    );
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button primary"
        aria-label={`Dodaj u korpu: ${product.name}`}
        disabled={status.kind === 'adding'}
        onClick={() => {
          setStatus({ kind: 'adding' });
          cart.send({ type: 'cart.add', productId: product.id });
        }}
      >
        {status.kind === 'adding' ? 'Dodavanje…' : 'Dodaj u korpu'}
      </button>
      <p className={status.kind === 'failed' ? 'form-error' : 'form-note'} role="status" aria-live="polite">
        {status.kind === 'added' && 'Dodato u korpu.'}
        {status.kind === 'failed' && status.message}
      </p>
    </div>
  );
}
