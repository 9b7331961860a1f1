import type { ReactNode } from 'react';
import { CheckoutLayout } from '../checkout/checkout-layout';
import './cart.css';

/** Spec §2 cart layout: step 0 of the purchase, under the same steps as the checkout. */
export function CartLayout({ children }: { children: ReactNode }) {
  return <CheckoutLayout step={0}>{children}</CheckoutLayout>;
}
