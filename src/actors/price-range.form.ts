import type { PriceRange } from '../../contract/price-range';
import { checkWith, createForm } from './form-logic';

/** What the price range does with a checked range: the listing puts it in the URL. */
export type ApplyPriceRange = { apply: (range: PriceRange) => void };

/**
 * The listing's price range (src/lib/use-form.ts shows it): checked with the contract's rules
 * (contract/price-range.ts), then applied with its button, so typing does not reload the list per digit.
 */
export const priceRangeForm = createForm({
  check: checkWith(() => import('../../contract/price-range').then((contract) => contract.priceRangeSchema)),
  submit: (range: PriceRange, extra) => (extra as ApplyPriceRange).apply(range),
});
