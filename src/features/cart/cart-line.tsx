import { useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import type { CartItem } from '../../../contract/cart';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { PIECE_FORMS, countOf } from '../../../contract/plural';
import { isUnavailable } from '../../../machines/cart/cart.rules';
import { selectMaxAddable } from '../../../machines/cart/cart.selectors';
import { Price } from '../../components/ui/price';
import { useShopActors } from '../../lib/shop-selectors';
import { CartQuantity } from './cart-quantity';

/**
 * A line that goes while the focus is in it (its "Ukloni", or 0 confirmed) hands the focus on: to
 * the next line's name, else the one before, else the page's heading. Without it the focus would
 * fall to the page's body, and a keyboard would start again from the top.
 */
function useFocusHandedOnWhenRemoved() {
  const line = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    const element = line.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      const neighbour = (element.nextElementSibling ?? element.previousElementSibling)?.querySelector('a');
      if (neighbour instanceof HTMLElement) neighbour.focus();
      else setTimeout(() => document.querySelector<HTMLElement>('main h1')?.focus(), 0);
    };
  }, []);
  return line;
}

/** One line of the cart: product, unit price, quantity within stock, line total, remove (spec §4, §8). */
export function CartLine({ item }: { item: CartItem }) {
  const { cart } = useShopActors();
  const lineRef = useFocusHandedOnWhenRemoved();
  const { product } = item;
  // The line may hold what it has plus what may still be added (the stock, at most 99 a line).
  const addable = useSelector(
    cart,
    useMemo(() => selectMaxAddable(product), [product]),
  );

  const unavailable = isUnavailable(item);
  const max = Math.max(1, item.quantity + addable);
  const nameId = `cart-line-${item.id}-name`;
  return (
    <li
      ref={lineRef}
      className={unavailable ? 'cart-line unavailable' : 'cart-line'}
      aria-labelledby={nameId}
    >
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
          <p className="form-error">Na stanju je samo {countOf(product.stock, PIECE_FORMS)}.</p>
        )}
      </div>
      <div className="cart-line-quantity">
        {unavailable ? <p>Količina: {item.quantity}</p> : <CartQuantity item={item} max={max} />}
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
