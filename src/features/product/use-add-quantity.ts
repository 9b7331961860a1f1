import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../contract/cart-constants';
import type { Product } from '../../../contract/catalog';
import { countOf } from '../../../contract/plural';
import { selectCartItems, selectIsCartBusy } from '../../../machines/cart/cart.selectors';
import { useShopActors } from '../../lib/shop-selectors';

export const PIECES = ['komad', 'komada', 'komada'] as const;

export type AddQuantityStatus =
  | { kind: 'idle' }
  /** cart.add sent for a product not yet in the cart; the line then gets its quantity. */
  | { kind: 'adding'; target: number; chosen: number }
  | { kind: 'updating'; target: number; chosen: number }
  | { kind: 'added'; chosen: number }
  | { kind: 'failed'; message: string };

/**
 * Puts `chosen` pieces of the product in the cart with the cart's own events: a product already in
 * the cart gets its line's quantity raised (cart.updateQuantity); a new one is added (cart.add,
 * which gives one piece and the line's id) and then, for more than one piece, set to the quantity.
 * The server checks the stock on both calls; its refusal is shown as it says it.
 */
export function useAddQuantity(product: Pick<Product, 'id' | 'stock'>) {
  const { cart } = useShopActors();
  const busy = useSelector(cart, selectIsCartBusy);
  const line = useSelector(cart, (snapshot) =>
    selectCartItems(snapshot).find((item) => item.product.id === product.id),
  );
  const [status, setStatus] = useState<AddQuantityStatus>({ kind: 'idle' });
  const lineId = useRef<number | null>(null);
  lineId.current = line?.id ?? null;

  useEffect(() => {
    const fail = (kind: 'adding' | 'updating', message: string) =>
      setStatus((now) => (now.kind === kind ? { kind: 'failed', message } : now));
    const added = cart.on('cart.addFailed', (event) => {
      if (event.productId === product.id) fail('adding', event.message);
    });
    const updated = cart.on('cart.updateFailed', (event) => {
      if (event.cartItemId === lineId.current) fail('updating', event.message);
    });
    return () => {
      added.unsubscribe();
      updated.unsubscribe();
    };
  }, [cart, product.id]);

  // Moves on once the cart has finished what was asked: the second step, or done.
  useEffect(() => {
    if (busy || !line) return;
    if (status.kind === 'adding') {
      if (line.quantity >= status.target) setStatus({ kind: 'added', chosen: status.chosen });
      else {
        cart.send({ type: 'cart.updateQuantity', cartItemId: line.id, quantity: status.target });
        setStatus({ ...status, kind: 'updating' });
      }
    } else if (status.kind === 'updating' && line.quantity === status.target) {
      setStatus({ kind: 'added', chosen: status.chosen });
    }
  }, [busy, line, status, cart]);

  const add = (chosen: number) => {
    if (line) {
      const target = line.quantity + chosen;
      if (target > Math.min(product.stock, MAX_LINE_QUANTITY)) {
        setStatus({
          kind: 'failed',
          message: `U korpi već imate ${countOf(line.quantity, PIECES)}, a na stanju je ${countOf(product.stock, PIECES)}.`,
        });
        return;
      }
      setStatus({ kind: 'updating', target, chosen });
      cart.send({ type: 'cart.updateQuantity', cartItemId: line.id, quantity: target });
    } else {
      setStatus({ kind: 'adding', target: chosen, chosen });
      cart.send({ type: 'cart.add', productId: product.id });
    }
  };

  return { status, add, inCart: line?.quantity ?? 0 };
}
