import type { Toast } from '../shared/toast';

/** Shown when the order call failed without a message of its own. */
export const PLACE_ORDER_FALLBACK_MESSAGE =
  'Porudžbina nije poslata. Proverite vezu sa internetom i pokušajte ponovo.';

/** After "Sačuvaj kao podrazumevanu adresu": the profile now holds the address. */
export const DEFAULT_ADDRESS_SAVED_TOAST: Toast = {
  kind: 'success',
  title: 'Adresa je sačuvana',
  text: 'Sledeći put će obrazac za dostavu biti popunjen ovom adresom.',
  durationMs: 4000,
};

/** The profile could not be updated; the order goes on without it. */
export const DEFAULT_ADDRESS_NOT_SAVED_TOAST: Toast = {
  kind: 'warning',
  title: 'Adresa nije sačuvana',
  text: 'Podrazumevana adresa u profilu nije promenjena. Porudžbinu možete da nastavite.',
  durationMs: 6000,
};
