import type { SpecRange } from '../../contract/spec-range';
import { checkWith, createForm } from './form-logic';

/** What a spec range does with a checked range: the listing puts it in the URL. */
export type ApplySpecRange = { apply: (range: SpecRange) => void };

/**
 * A number attribute's range in the listing's filters (src/features/catalog/spec-filters.tsx):
 * checked with the contract's rules (contract/spec-range.ts), applied with its button.
 */
export const specRangeForm = createForm({
  check: checkWith(() => import('../../contract/spec-range').then((contract) => contract.specRangeSchema)),
  submit: (range: SpecRange, extra) => (extra as ApplySpecRange).apply(range),
});
