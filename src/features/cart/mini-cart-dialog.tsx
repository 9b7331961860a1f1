import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { PIECE_FORMS, countOf } from '../../../contract/plural';
import {
  selectCartItems,
  selectLeftToFreeShipping,
  selectLineOfProduct,
} from '../../../machines/cart/cart.selectors';
import { selectAddedLine } from '../../../machines/mini-cart/mini-cart.selectors';
import { useCartTotals, useShopActors } from '../../lib/shop-selectors';
import { takeMiniCartOpener } from '../../lib/mini-cart-opener';
import { freeDeliveryNote } from '../../lib/shipping-notes';
import './mini-cart.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Moves focus into the dialog on open and back to the add button (or where it was) on close. */
function useFocusInside(first: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const before = takeMiniCartOpener();
    first.current?.focus();
    return () => before?.focus?.();
  }, [first]);
}

/** Keeps Tab inside the dialog (aria-modal) and lets Escape close it. */
function trapKeys(event: KeyboardEvent<HTMLElement>, close: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The mini-cart dialog (issue 14): the line just added, the cart's subtotal, what is left to free
 * delivery, "Idi u korpu" and "Nastavi kupovinu". Open and closed are the mini-cart machine's states.
 */
export function MiniCartDialog() {
  const { cart, miniCart } = useShopActors();
  const added = useSelector(miniCart, selectAddedLine);
  const productId = added?.productId ?? 0;
  const line = useSelector(
    cart,
    useMemo(() => selectLineOfProduct(productId), [productId]),
  );
  const items = useSelector(cart, selectCartItems);
  const leftToFree = useSelector(cart, selectLeftToFreeShipping);
  const { subtotal } = useCartTotals();
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusInside(closeButton);
  const close = () => miniCart.send({ type: 'miniCart.close' });

  return (
    <div className="mini-cart-backdrop">
      <section
        className="mini-cart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mini-cart-title"
        onKeyDown={(event) => trapKeys(event, close)}
      >
        <div className="mini-cart-head">
          <h2 id="mini-cart-title">Dodato u korpu</h2>
          <button
            ref={closeButton}
            type="button"
            className="link-button mini-cart-close"
            aria-label="Zatvori korpu"
            onClick={close}
          >
            ×
          </button>
        </div>
        {line && added && (
          <div className="mini-cart-line">
            <img src={line.product.thumbnail} alt="" width={64} height={64} />
            <div>
              <p className="mini-cart-name">{line.product.name}</p>
              <p className="mini-cart-quantity">
                Dodato: {countOf(added.quantity, PIECE_FORMS)} ·{' '}
                {formatRsd(payPrice(line.product) * added.quantity)}
              </p>
            </div>
          </div>
        )}
        <dl className="mini-cart-totals">
          <div>
            <dt>Međuzbir korpe</dt>
            <dd>{formatRsd(subtotal)}</dd>
          </div>
        </dl>
        <p className="mini-cart-delivery">{freeDeliveryNote(items, leftToFree)}</p>
        <div className="mini-cart-actions">
          <Link href="/korpa" className="button primary" onClick={close}>
            Idi u korpu
          </Link>
          <button type="button" className="button" onClick={close}>
            Nastavi kupovinu
          </button>
        </div>
      </section>
    </div>
  );
}
