import type { DeliveryValidator } from '../../machines/checkout/checkout.form';

let loaded: DeliveryValidator | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the checkout's delivery validation (the contract's schema, with zod) once. The cart waits
 * for it before checkout starts (src/features/checkout/lazy-steps.tsx), so the delivery form is only
 * ever submitted once it is here; a failed load is tried again on the next call.
 */
export function loadDeliveryValidation(): Promise<void> {
  loading ??= import('../../machines/checkout/checkout.validation').then(
    (module) => {
      // Vite resolves with nothing when its chunk-error handler reloads the page instead.
      if (!module) throw new Error('the delivery validation did not load');
      loaded = module.validateDelivery;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The validation src/lib builds the checkout with: the contract's, once loaded. Should a form be
 * submitted before (the cart prevents it), nothing is accepted and nothing is marked wrong; the
 * load starts, so the next submit is checked.
 */
export const validateLoadedDelivery: DeliveryValidator = (form) => {
  if (loaded) return loaded(form);
  void loadDeliveryValidation().catch(() => {});
  return { details: null, fieldErrors: {} };
};
