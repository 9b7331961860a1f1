import type { DeliveryValidation } from '../../machines/checkout/checkout.form';
import type { DeliveryForm } from '../../machines/checkout/checkout.types';

type Validate = (form: DeliveryForm) => DeliveryValidation;

let loading: Promise<Validate> | null = null;

/**
 * Loads the checkout's delivery validation (the contract's schema, with zod) once; the cart page
 * starts it early (src/features/checkout/lazy-steps.tsx) so the check answers at once. A failed
 * load is tried again on the next call.
 */
export function loadDeliveryValidation(): Promise<Validate> {
  loading ??= import('../../machines/checkout/checkout.validation').then(
    (module) => {
      // Vite resolves with nothing when its chunk-error handler reloads the page instead.
      if (!module) throw new Error('the delivery validation did not load');
      return module.validateDelivery;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
