import { useSelector } from '@xstate/react';
import {
  selectCartItems,
  selectHasUnavailable,
  selectLeftToFreeShipping,
} from '../../../machines/cart/cart.selectors';
import { selectCanStart } from '../../../machines/checkout/checkout.selectors';
import { useCartTotals, useCheckoutActor, usePartSelector, useShopActors } from '../../lib/shop-selectors';
import { DeliveryEstimateLine } from '../../components/ui/delivery-estimate-line';
import { OrderTotals } from '../../components/ui/order-totals';
import { shippingNotes } from '../../lib/shipping-notes';
import { PromoCode } from '../../lib/promo-code';

/** Subtotal, shipping by spec §9 with what is left to free delivery, total, and the way on. */
export function CartSummary({ loadCheckout }: { loadCheckout: () => Promise<unknown> }) {
  const { cart } = useShopActors();
  const checkout = useCheckoutActor();
  const totals = useCartTotals();
  const items = useSelector(cart, selectCartItems);
  const leftToFree = useSelector(cart, selectLeftToFreeShipping);
  const hasUnavailable = useSelector(cart, selectHasUnavailable);
  const canStart = usePartSelector(checkout, selectCanStart, false);
  const blocked = hasUnavailable || !canStart;
  // The checkout's steps and validation load once the shopper heads for the button (or at the
  // click), and checkout starts when they are here (src/features/checkout/lazy-steps.tsx).
  const prepare = () => void loadCheckout().catch(() => {});
  const start = async () => {
    await loadCheckout().catch(() => {});
    checkout?.send({ type: 'checkout.start' });
  };
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Pregled porudžbine</h2>
      <OrderTotals {...totals} shippingNotes={shippingNotes(items, leftToFree)} />
      <DeliveryEstimateLine shippingPrices={items.map((item) => item.product.shippingPrice)} />
      <PromoCode />
      <button
        type="button"
        className="button primary cart-summary-next"
        disabled={blocked}
        aria-describedby={hasUnavailable ? 'cart-summary-blocked' : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => void start()}
      >
        Nastavi na dostavu
      </button>
      {hasUnavailable && (
        <p id="cart-summary-blocked" className="form-note">
          Uklonite proizvode koji više nisu dostupni da biste nastavili.
        </p>
      )}
    </section>
  );
}
