import { useSelector } from '@xstate/react';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { selectCartItems, selectLeftToFreeShipping } from '../../../machines/cart/cart.selectors';
import { useCartTotals, useShopActors } from '../../lib/shop-selectors';
import { shippingNotes } from '../../lib/shipping-notes';
import { OrderTotals } from '../../components/ui/order-totals';

/**
 * The order beside the delivery form (issue 14): each line with its quantity and total, then
 * subtotal, delivery and total. A column of its own from 1024 px, under the form on a phone.
 */
export function DeliveryOrderSummary() {
  const { cart } = useShopActors();
  const items = useSelector(cart, selectCartItems);
  const leftToFree = useSelector(cart, selectLeftToFreeShipping);
  const totals = useCartTotals();
  return (
    <section className="delivery-order-summary" aria-labelledby="delivery-order-summary-title">
      <h2 id="delivery-order-summary-title">Pregled porudžbine</h2>
      <ul className="delivery-order-lines">
        {items.map((item) => (
          <li key={item.id}>
            <span className="delivery-order-name">
              {item.product.name} <span className="delivery-order-quantity">× {item.quantity}</span>
            </span>
            <span className="delivery-order-total">{formatRsd(payPrice(item.product) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals {...totals} shippingNotes={shippingNotes(items, leftToFree)} />
    </section>
  );
}
