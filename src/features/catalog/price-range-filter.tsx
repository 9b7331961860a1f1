import { useRef } from 'react';
import { formatRsd } from '../../../contract/format';
import type { PriceRange } from '../../../contract/price-range';
import { priceRangeForm } from '../../actors/price-range.form';
import { FormField } from '../../components/ui/form-field';
import { useForm } from '../../lib/use-form';

type Props = {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The cheapest and dearest product of the listing, as hints. */
  bounds: { min: number; max: number } | null;
  onApply: (range: PriceRange) => void;
};

/** The price range: applied with its button, so typing a number does not reload the list per digit. */
export function PriceRangeFilter({ minPrice, maxPrice, bounds, onApply }: Props) {
  // The listing's latest URL (other filters may have changed since this form opened).
  const latest = useRef(onApply);
  latest.current = onApply;
  const form = useForm(priceRangeForm, {
    values: { minPrice: minPrice?.toString() ?? '', maxPrice: maxPrice?.toString() ?? '' },
    extra: { apply: (range: PriceRange) => latest.current(range) },
  });
  return (
    <form ref={form.formRef} className="price-range" onSubmit={form.submit} noValidate>
      <fieldset>
        <legend>Cena (RSD)</legend>
        {/* The line keeps its place while the range loads, so the fields below do not move. */}
        <p className="form-note">
          {bounds && bounds.max > 0 ? `Od ${formatRsd(bounds.min)} do ${formatRsd(bounds.max)}` : '\u00a0'}
        </p>
        <div className="price-range-inputs">
          <FormField label="Cena od" type="number" inputMode="numeric" min={0} {...form.field('minPrice')} />
          <FormField label="Cena do" type="number" inputMode="numeric" min={0} {...form.field('maxPrice')} />
        </div>
        <button type="submit" className="button secondary">
          Primeni cenu
        </button>
      </fieldset>
    </form>
  );
}
