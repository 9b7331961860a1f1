import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';
import type { CartStep } from '../../../machines/shared/system';
import { CheckoutSteps } from './checkout-steps';
import '../../styles/checkout.css';

const TITLES: Record<CartStep, string> = { 0: 'Korpa', 1: 'Dostava', 2: 'Plaćanje i pregled' };

/**
 * Spec §2 cart and checkout layouts: the step's heading, the steps, the step's content. The heading
 * is remounted per step so that focus moves to it when the step changes.
 */
export function CheckoutLayout({
  step,
  children,
  steps = true,
}: {
  step: CartStep;
  children: ReactNode;
  /** Without the steps: an empty cart has no purchase to walk through. */
  steps?: boolean;
}) {
  return (
    <div className={step === 0 ? 'cart-layout' : 'checkout-layout'}>
      <PageHeading key={step}>{TITLES[step]}</PageHeading>
      {steps && <CheckoutSteps current={step} />}
      {children}
    </div>
  );
}
