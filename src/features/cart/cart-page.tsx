import { useSelector } from '@xstate/react';
import { Suspense, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { selectHasNoCart, selectIsStarting } from '../../../machines/app/app.selectors';
import type { cartMachine } from '../../../machines/cart/cart.machine';
import { selectCartStep } from '../../../machines/cart/cart.selectors';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { ShopContext } from '../../lib/shop-context';
import { useShopActors } from '../../lib/shop-selectors';
import { CheckoutLayout } from '../checkout/checkout-layout';
import { DeliveryStepView, PaymentStepView } from '../checkout/lazy-steps';
import { CartContents } from './cart-contents';
import { CartLayout } from './cart-layout';

type Phase = 'unloaded' | 'loading' | 'ready';

const selectPhase = (snapshot: SnapshotFrom<typeof cartMachine>): Phase =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('loading') ? 'loading' : 'unloaded';

/**
 * Whether the cart is being loaded, could not be loaded, or is here. A cart that leaves `ready`
 * for `unloaded` is being replaced (logout) and is loading; one that comes back from `loading` to
 * `unloaded`, or never arrived, failed (spec §8 only logs it; the page offers to try again).
 */
function useCartPhase(): Phase | 'failed' {
  const { cart } = useShopActors();
  const starting = ShopContext.useSelector(selectIsStarting);
  const noCart = ShopContext.useSelector(selectHasNoCart);
  const phase = useSelector(cart, selectPhase);
  const lastSettled = useRef<Phase | null>(null);
  if (phase !== 'unloaded') lastSettled.current = phase;
  if (phase === 'ready') return 'ready';
  if (starting || phase === 'loading') return 'loading';
  if (noCart || lastSettled.current !== 'ready') return 'failed';
  return 'loading';
}

/** /korpa: the cart (step 0) and the checkout steps 1 and 2, as the cart's cartStep says (spec §3). */
export function CartPage() {
  const { cart } = useShopActors();
  const phase = useCartPhase();
  const step = useSelector(cart, selectCartStep);
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
      <CartLayout>
        <CartContents />
      </CartLayout>
    );
  return (
    <CheckoutLayout step={step}>
      <Suspense fallback={<PageLoading />}>
        {step === 1 ? <DeliveryStepView /> : <PaymentStepView />}
      </Suspense>
    </CheckoutLayout>
  );
}
