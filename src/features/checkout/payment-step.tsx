import { shallowEqual, useSelector } from '@xstate/react';
import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import { selectCartItems, selectLeftToFreeShipping } from '../../../machines/cart/cart.selectors';
import {
  selectDeliveryDetails,
  selectIsPaymentMethodMissing,
  selectIsPlacing,
  selectPaymentMethod,
} from '../../../machines/checkout/checkout.selectors';
import { useCartTotals, useCheckout, useShopActors } from '../../lib/shop-selectors';
import { shippingNotes } from '../../lib/shipping-notes';
import { DeliverySummary } from './delivery-summary';
import { DeliveryEstimateLine } from '../../components/ui/delivery-estimate-line';
import { OrderTotals } from '../../components/ui/order-totals';
import { PromoCode } from '../../lib/promo-code';
import { PaymentMethodChoice } from './payment-method-choice';
import { PlaceOrder } from './place-order';
import { ReviewChangesNotice } from './review-changes-notice';
import { ReviewLines } from './review-lines';

const CHOOSE_METHOD = 'Izaberite način plaćanja.';

/** Step 2: how to pay, a last look at the order, and "Poruči". */
export function PaymentStep() {
  const { cart } = useShopActors();
  const checkout = useCheckout();
  const method = useSelector(checkout, selectPaymentMethod);
  const details = useSelector(checkout, selectDeliveryDetails, shallowEqual);
  const placing = useSelector(checkout, selectIsPlacing);
  const items = useSelector(cart, selectCartItems);
  const leftToFree = useSelector(cart, selectLeftToFreeShipping);
  const totals = useCartTotals();
  const missingMethod = useSelector(checkout, selectIsPaymentMethodMissing);

  return (
    <div className="payment-step">
      <PaymentMethodChoice
        selected={method}
        error={missingMethod ? CHOOSE_METHOD : null}
        disabled={placing}
        onSelect={(next) => checkout.send({ type: 'checkout.payment.select', method: next })}
      />
      <section className="review" aria-labelledby="review-title">
        <h2 id="review-title">Pregled porudžbine</h2>
        <ReviewChangesNotice />
        <ReviewLines
          lines={items.map((item) => ({
            key: item.id,
            name: item.product.name,
            quantity: item.quantity,
            unitPrice: payPrice(item.product),
            total: payPrice(item.product) * item.quantity,
          }))}
        />
        <OrderTotals {...totals} shippingNotes={shippingNotes(items, leftToFree)} />
        <DeliveryEstimateLine shippingPrices={items.map((item) => item.product.shippingPrice)} />
        <PromoCode />
      </section>
      {details && (
        <section className="review-delivery" aria-labelledby="review-delivery-title">
          <h2 id="review-delivery-title">Dostava</h2>
          <DeliverySummary
            customer={details.customer}
            address={details.address}
            note={details.note}
            company={details.company}
          />
        </section>
      )}
      {/* On a phone this row stays at the bottom of the screen with the sum (audit N9). */}
      <div className="checkout-actions order-bar">
        <p className="order-bar-total">
          Za plaćanje: <strong>{formatRsd(totals.total)}</strong>
        </p>
        <button
          type="button"
          className="button secondary"
          disabled={placing}
          onClick={() => checkout.send({ type: 'checkout.back' })}
        >
          Nazad
        </button>
        <PlaceOrder />
      </div>
    </div>
  );
}
