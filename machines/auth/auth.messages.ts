import type { Toast } from '../shared/toast';

/** Spec §8: HTTP 401 with shouldLogin. */
export const SESSION_EXPIRED_TOAST: Toast = {
  kind: 'warning',
  title: 'Sesija istekla!',
  text: 'Molimo Vas ulogujte se ponovo.',
  durationMs: 5000,
};

/** Where the shopper reads where the verification mail went (DESIGN §3 Accounts). */
export const VERIFICATION_PAGE = '/verification';
