import { type FormEvent, useState } from 'react';
import { formatRsd } from '../../../contract/format';
import { FormField } from '../../components/ui/form-field';

type Props = {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The cheapest and dearest product of the listing, as hints. */
  bounds: { min: number; max: number } | null;
  onApply: (range: { minPrice: number | null; maxPrice: number | null }) => void;
};

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Math.floor(Number(text)));

/** The price range: applied with its button, so typing a number does not reload the list per digit. */
export function PriceRangeFilter({ minPrice, maxPrice, bounds, onApply }: Props) {
  const [from, setFrom] = useState(minPrice?.toString() ?? '');
  const [to, setTo] = useState(maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = toNumber(from);
    const high = toNumber(to);
    if ((low !== null && !(low >= 0)) || (high !== null && !(high >= 0))) {
      setError('Unesite cenu kao pozitivan broj.');
      return;
    }
    if (low !== null && high !== null && low > high) {
      setError('Najniža cena ne može biti veća od najviše.');
      return;
    }
    setError(undefined);
    onApply({ minPrice: low, maxPrice: high });
  };

  return (
    <form className="price-range" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Cena (RSD)</legend>
        {/* The line keeps its place while the range loads, so the fields below do not move. */}
        <p className="form-note">
          {bounds && bounds.max > 0 ? `Od ${formatRsd(bounds.min)} do ${formatRsd(bounds.max)}` : '\u00a0'}
        </p>
        <div className="price-range-inputs">
          <FormField
            label="Cena od"
            type="number"
            inputMode="numeric"
            min={0}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <FormField
            label="Cena do"
            type="number"
            inputMode="numeric"
            min={0}
            value={to}
            error={error}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button type="submit" className="button secondary">
          Primeni cenu
        </button>
      </fieldset>
    </form>
  );
}
