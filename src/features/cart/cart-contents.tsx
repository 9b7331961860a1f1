import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { PIECE_FORMS, countOf } from '../../../contract/plural';
import {
  selectCartItems,
  selectHasUnavailable,
  selectItemCount,
} from '../../../machines/cart/cart.selectors';
import { selectFailureMessage, selectShortItems } from '../../../machines/checkout/checkout.selectors';
import { EmptyState } from '../../components/ui/status';
import { useCheckoutActor, usePartSelector, useShopActors } from '../../lib/shop-selectors';
import { CartAnnouncer } from './cart-announcer';
import { CartClear } from './cart-clear';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { ShortItemsNotice } from './short-items-notice';

const NO_ITEMS: ReturnType<typeof selectShortItems> = [];

/** Step 0: the cart's lines, its notices and its summary, or the empty cart. */
export function CartContents({
  loadCheckout,
  whenEmpty,
}: {
  loadCheckout: () => Promise<unknown>;
  /** What the empty cart shows below its message (the recently viewed products). */
  whenEmpty?: ReactNode;
}) {
  const { cart } = useShopActors();
  const checkout = useCheckoutActor();
  const items = useSelector(cart, selectCartItems);
  const count = useSelector(cart, selectItemCount);
  const hasUnavailable = useSelector(cart, selectHasUnavailable);
  const shortItems = usePartSelector(checkout, selectShortItems, NO_ITEMS);
  const failure = usePartSelector(checkout, selectFailureMessage, null);

  return (
    <>
      <CartAnnouncer items={items} />
      {shortItems.length > 0 && <ShortItemsNotice items={shortItems} message={failure} />}
      {items.length === 0 ? (
        <>
          <EmptyState title="Vaša korpa je prazna.">
            <p>Pogledajte ponudu i dodajte proizvode koji Vam se dopadaju.</p>
            <Link href="/proizvodi" className="button primary">
              Pogledajte proizvode
            </Link>
          </EmptyState>
          {whenEmpty}
        </>
      ) : (
        <div className="cart-grid">
          <section className="cart-lines" aria-labelledby="cart-lines-title">
            {/* The count is pieces (21 of one product is "21 komad"), not products (audit N15). */}
            <h2 id="cart-lines-title">U korpi: {countOf(count, PIECE_FORMS)}</h2>
            {hasUnavailable && (
              <div className="cart-notice warning">
                <p>Neki proizvodi iz korpe više nisu dostupni.</p>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => cart.send({ type: 'cart.removeUnavailable' })}
                >
                  Ukloni nedostupne proizvode
                </button>
              </div>
            )}
            <ul className="cart-line-list">
              {items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
            <CartClear onConfirm={() => cart.send({ type: 'cart.clear' })} />
          </section>
          <CartSummary loadCheckout={loadCheckout} />
        </div>
      )}
    </>
  );
}
