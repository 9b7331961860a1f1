/** Shown when the order call failed without a message of its own. */
export const PLACE_ORDER_FALLBACK_MESSAGE =
  'Porudžbina nije poslata. Proverite vezu sa internetom i pokušajte ponovo.';
