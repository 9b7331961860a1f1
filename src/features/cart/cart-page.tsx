import { useSelector } from '@xstate/react';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { useSearch } from 'wouter';
import { selectHasNoCart, selectIsStarting } from '../../../machines/app/app.selectors';
import {
  selectCartItems,
  selectCartPagePhase,
  selectCartPhase,
  selectCartStep,
} from '../../../machines/cart/cart.selectors';
import { stepOfSearch } from '../../actors/checkout-url';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { ShopContext } from '../../lib/shop-context';
import { useCheckoutActor, useShopActors } from '../../lib/shop-selectors';
import { CheckoutLayout } from '../../components/ui/checkout-layout';
import { CartContents } from './cart-contents';
import { CartLayout } from './cart-layout';

/** The cart page's phase (machines/cart/cart.selectors.ts), from the cart and the app start. */
function useCartPhase() {
  const { cart } = useShopActors();
  const starting = ShopContext.useSelector(selectIsStarting);
  const noCart = ShopContext.useSelector(selectHasNoCart);
  return selectCartPagePhase(useSelector(cart, selectCartPhase), { starting, noCart });
}

/**
 * The checkout, which joins the shop when this page first opens (machines/app), then the address
 * bar's step (`?korak=dostava`, `?korak=placanje`) told to it on arrival and on Back or Forward;
 * the checkout decides what shows and moves the address bar when it cannot.
 */
function useCheckoutWithAddressBar() {
  const root = ShopContext.useActorRef();
  const checkout = useCheckoutActor();
  const search = useSearch();
  useEffect(() => {
    root.send({ type: 'app.checkout.open' });
  }, [root]);
  useEffect(() => {
    checkout?.send({ type: 'checkout.urlChanged', step: stepOfSearch(search) });
  }, [checkout, search]);
}

/**
 * The checkout's steps 1 and 2 and their loading, which the checkout feature owns
 * (src/features/checkout/lazy-steps.tsx); the /korpa route brings them (src/app/cart-route.tsx).
 */
export type CheckoutSteps = {
  Delivery: ComponentType;
  Payment: ComponentType;
  /** Loads both steps and the delivery form's check; the cart waits for it before checkout starts. */
  load: () => Promise<unknown>;
};

/** /korpa: the cart (step 0) and the checkout steps 1 and 2, as the cart's cartStep says (spec §3). */
export function CartPage({ checkout, whenEmpty }: { checkout: CheckoutSteps; whenEmpty?: ReactNode }) {
  const { cart } = useShopActors();
  const phase = useCartPhase();
  useCheckoutWithAddressBar();
  const step = useSelector(cart, selectCartStep);
  const empty = useSelector(cart, (snapshot) => selectCartItems(snapshot).length === 0);
  if (phase !== 'ready')
    return (
      <CartLayout>
        {phase === 'failed' ? (
          <ErrorState
            message="Korpa trenutno ne može da se učita."
            onRetry={() => cart.send({ type: 'cart.fetch' })}
          />
        ) : (
          <PageLoading label="Učitavanje korpe…" />
        )}
      </CartLayout>
    );
  if (step === 0)
    return (
      <CartLayout empty={empty}>
        <CartContents loadCheckout={checkout.load} whenEmpty={whenEmpty} />
      </CartLayout>
    );
  return (
    <CheckoutLayout step={step}>
      <Suspense fallback={<PageLoading />}>
        {step === 1 ? <checkout.Delivery /> : <checkout.Payment />}
      </Suspense>
    </CheckoutLayout>
  );
}
