import { lazy } from 'react';
import { loadDeliveryValidation } from '../../actors/checkout-validation';

type StepViews = typeof import('./step-views');

let loaded: StepViews | null = null;
let loading: Promise<StepViews> | null = null;

function loadStepViews(): Promise<StepViews> {
  loading ??= import('./step-views').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * What checkout needs beyond the cart: the delivery and payment steps and the delivery form's
 * validation (with zod). Most visits of the cart end at step 0, so none of it is part of the cart
 * page's chunk: the cart loads it when it opens and waits for it before checkout starts, so the
 * steps then show at once. A failed load is tried again when a step renders.
 */
export function loadCheckoutSteps(): Promise<unknown> {
  return Promise.all([loadDeliveryValidation(), loadStepViews()]);
}

const LazyDeliveryStep = lazy(() => loadStepViews().then((module) => ({ default: module.DeliveryStep })));
const LazyPaymentStep = lazy(() => loadStepViews().then((module) => ({ default: module.PaymentStep })));

/** Step 1: at once once loaded (the cart loads it first), else when it arrives (under a Suspense). */
export function DeliveryStepView() {
  return loaded ? <loaded.DeliveryStep /> : <LazyDeliveryStep />;
}

/** Step 2, the same way. */
export function PaymentStepView() {
  return loaded ? <loaded.PaymentStep /> : <LazyPaymentStep />;
}
