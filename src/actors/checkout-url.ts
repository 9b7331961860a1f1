import type { CartStep } from '../../machines/shared/system';

/** The cart page; the checkout's steps are history entries on it (`?korak=dostava`, `?korak=placanje`). */
export const CART_PATH = '/korpa';
const STEP_PARAM = 'korak';
const STEP_NAMES: Record<1 | 2, string> = { 1: 'dostava', 2: 'placanje' };

/** The address of a checkout step. */
export function checkoutUrl(step: CartStep): string {
  return step === 0 ? CART_PATH : `${CART_PATH}?${new URLSearchParams({ [STEP_PARAM]: STEP_NAMES[step] })}`;
}

/** The step a /korpa address names; anything else (none, unknown) is the cart. */
export function stepOfSearch(search: string): CartStep {
  const name = new URLSearchParams(search).get(STEP_PARAM);
  if (name === STEP_NAMES[1]) return 1;
  if (name === STEP_NAMES[2]) return 2;
  return 0;
}
