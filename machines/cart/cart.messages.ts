import type { Toast } from '../shared/toast';

/**
 * Spec §8: removing unavailable items with a count above 0 shows this info toast for 7000 ms.
 * src/actors shows it for the cart's `notifyUnavailableRemoved` action (and the app's session step).
 */
export const UNAVAILABLE_REMOVED_TOAST: Toast = {
  kind: 'info',
  title: 'Proizvod više nije dostupan',
  text: 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.',
  durationMs: 7000,
};

/** What each failure that is only logged says in the log. */
export const CART_FAILURES = {
  fetch: 'Učitavanje korpe nije uspelo',
  remove: 'Uklanjanje stavke iz korpe nije uspelo',
  clear: 'Pražnjenje korpe nije uspelo',
  removeUnavailable: 'Uklanjanje nedostupnih proizvoda nije uspelo',
} as const;
