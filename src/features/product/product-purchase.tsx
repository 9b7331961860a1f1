import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { PIECE_FORMS, countOf } from '../../../contract/plural';
import { invalidQuantityMessage, quantityEntry, stockLimitMessage } from '../../../machines/cart/cart.rules';
import { selectAddStatus, selectMaxAddable, selectPiecesInCart } from '../../../machines/cart/cart.selectors';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useShopActors } from '../../lib/shop-selectors';
import { notBuyableText } from '../../components/ui/stock-state';
import { noteMiniCartOpener } from '../../lib/mini-cart-opener';
import { StockAlertForm } from './stock-alert-form';

type Props = {
  product: Pick<Product, 'id' | 'name' | 'slug' | 'available' | 'stock' | 'price' | 'discountPrice'>;
};

/**
 * How many pieces, and the button that puts them in the cart as ONE cart.add: the cart machine
 * refuses an add over the stock (counting what the cart holds) and keeps how the add went.
 */
export function ProductPurchase({ product }: Props) {
  const { cart } = useShopActors();
  // The number picked and what the field says about the last typed one: form values, read by the
  // cart's own rules (cart.rules: clamped to the stock, refused); nothing reaches the cart until
  // "Dodaj u korpu", where the cart machine decides.
  const [pick, setPick] = useState<{ quantity: number; note: string | null }>({ quantity: 1, note: null });
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
        {/* Sold out, still sold: the shopper may ask to hear when it is back. */}
        {product.available && <StockAlertForm slug={product.slug} />}
      </div>
    );
  // Up to the stock a line may hold (what the cart has plus what may still be added); asking
  // for more than may still be added is refused by the cart, which says why.
  const most = Math.max(addable + inCart, 1);
  const quantity = Math.min(pick.quantity, most);
  const enter = (text: string) => {
    const entry = quantityEntry(text, most);
    if (entry.kind === 'set') setPick({ quantity: entry.quantity, note: null });
    else if (entry.kind === 'clamped') setPick({ quantity: most, note: stockLimitMessage(product.stock) });
    else setPick({ quantity, note: invalidQuantityMessage(most) });
  };
  const working = status?.status === 'pending';
  const add = () => cart.send({ type: 'cart.add', productId: product.id, quantity, stock: product.stock });
  return (
    <div className="product-purchase">
      <div className="product-purchase-row">
        <QuantityStepper
          label={product.name}
          visibleLabel="Količina"
          value={quantity}
          max={most}
          note={pick.note}
          onStep={(next) => setPick({ quantity: next, note: null })}
          onEnter={enter}
        />
        <button
          type="button"
          className="button primary"
          disabled={working}
          aria-label={`Dodaj u korpu: ${product.name}`}
          onClick={(event) => {
            noteMiniCartOpener(event.currentTarget);
            add();
          }}
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
            Dodato u korpu: {countOf(status.quantity, PIECE_FORMS)}.{' '}
            <Link href="/korpa">Pogledajte korpu</Link>
          </>
        )}
        {status?.status === 'failed' && status.message}
        {!status && inCart > 0 && `U korpi: ${countOf(inCart, PIECE_FORMS)}.`}
      </p>
      {/* On a phone, once the row above has scrolled away: the price and a second button at the
          bottom of the screen (catalog.css, a scroll-driven animation: no script decides it). A
          pointer convenience: keyboards and screen readers have the row's own button. */}
      <div className="product-buy-bar" aria-hidden="true">
        <span className="product-buy-bar-price">{formatRsd(payPrice(product))}</span>
        <button type="button" className="button primary" tabIndex={-1} disabled={working} onClick={add}>
          {working ? 'Dodavanje…' : 'Dodaj u korpu'}
        </button>
      </div>
    </div>
  );
}
