import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectMiniCartOpen } from '../../../machines/mini-cart/mini-cart.selectors';
import { useShopActors } from '../../lib/shop-selectors';

// The dialog and its styles load with the first add, not with the first visit.
const MiniCartDialog = lazy(() =>
  import('./mini-cart-dialog').then((module) => ({ default: module.MiniCartDialog })),
);

/** The mini-cart (machines/mini-cart): its dialog, while the machine says it is open. */
export function MiniCart() {
  const open = useSelector(useShopActors().miniCart, selectMiniCartOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDialog />
    </Suspense>
  );
}
