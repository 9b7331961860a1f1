import { RecentlyViewedSection } from '../lib/recently-viewed/recently-viewed-section';
import { CartPage, type CheckoutSteps } from '../features/cart/cart-page';
import { DeliveryStepView, loadCheckoutSteps, PaymentStepView } from '../features/checkout/lazy-steps';

const checkoutSteps: CheckoutSteps = {
  Delivery: DeliveryStepView,
  Payment: PaymentStepView,
  load: loadCheckoutSteps,
};

/**
 * /korpa: the cart feature's page, with the checkout feature's steps 1 and 2 in it, and the
 * recently viewed products under the empty cart.
 */
export function CartRoute() {
  return <CartPage checkout={checkoutSteps} whenEmpty={<RecentlyViewedSection />} />;
}
