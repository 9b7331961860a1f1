import type { ReactNode } from 'react';
import { CheckoutLayout } from '../../components/ui/checkout-layout';
import './cart.css';

/** Spec §2 cart layout: step 0 of the purchase, under the same steps as the checkout (none while empty). */
export function CartLayout({ children, empty = false }: { children: ReactNode; empty?: boolean }) {
  return (
    <CheckoutLayout step={0} steps={!empty}>
      {children}
    </CheckoutLayout>
  );
}
