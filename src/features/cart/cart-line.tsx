import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CartItem } from '../../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../../contract/cart-constants';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { countOf } from '../../../contract/plural';
import { isUnavailable } from '../../../machines/cart/cart.rules';
import { Price } from '../../components/ui/price';
import { useShopActors } from '../../lib/shop-selectors';
import { CartQuantity } from './cart-quantity';

const PIECES = ['komad', 'komada', 'komada'] as const;

type Refusal = { message: string; count: number };

/** One line of the cart: product, unit price, quantity within stock, line total, remove (spec §4, §8). */
export function CartLine({ item }: { item: CartItem }) {
  const { cart } = useShopActors();
  const { product } = item;
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    const subscription = cart.on('cart.updateFailed', (event) => {
      if (event.cartItemId === item.id)
        setRefusal((last) => ({ message: event.message, count: (last?.count ?? 0) + 1 }));
    });
    return () => subscription.unsubscribe();
  }, [cart, item.id]);

  const unavailable = isUnavailable(item);
  const max = Math.max(1, Math.min(product.stock, MAX_LINE_QUANTITY));
  const nameId = `cart-line-${item.id}-name`;
  return (
    <li className={unavailable ? 'cart-line unavailable' : 'cart-line'} aria-labelledby={nameId}>
      <img src={product.thumbnail} alt="" width={96} height={96} className="cart-line-image" />
      <div className="cart-line-info">
        <Link href={`/proizvod/${product.slug}`} id={nameId} className="cart-line-name">
          {product.name}
        </Link>
        <div className="cart-line-price">
          <span className="visually-hidden">Cena po komadu: </span>
          <Price product={product} />
        </div>
        {unavailable && <p className="badge unavailable">Nije više dostupno</p>}
        {!unavailable && item.quantity > product.stock && (
          <p className="form-error">Na stanju je samo {countOf(product.stock, PIECES)}.</p>
        )}
      </div>
      <div className="cart-line-quantity">
        {unavailable ? (
          <p>Količina: {item.quantity}</p>
        ) : (
          <CartQuantity
            productName={product.name}
            quantity={item.quantity}
            max={max}
            refusals={refusal?.count ?? 0}
            onChange={(quantity) => {
              setRefusal((last) => (last ? { ...last, message: '' } : last));
              cart.send({ type: 'cart.updateQuantity', cartItemId: item.id, quantity });
            }}
          />
        )}
        <p className="form-error cart-line-error" role="status">
          {refusal?.message}
        </p>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">Ukupno za stavku: </span>
        {formatRsd(payPrice(product) * item.quantity)}
      </p>
      <button
        type="button"
        className="link-button cart-line-remove"
        aria-label={`Ukloni iz korpe: ${product.name}`}
        onClick={() => cart.send({ type: 'cart.remove', itemId: item.id })}
      >
        Ukloni
      </button>
    </li>
  );
}
