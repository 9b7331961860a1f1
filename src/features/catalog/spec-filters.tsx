import { useRef } from 'react';
import type { AttributeFilter } from '../../../contract/attribute-filters';
import type { AttributeFacet } from '../../../contract/catalog';
import { formatDecimal, formatMeasure } from '../../../contract/product-specs';
import type { SpecRange } from '../../../contract/spec-range';
import { specRangeForm } from '../../actors/spec-range.form';
import { FormField } from '../../components/ui/form-field';
import { useForm } from '../../lib/use-form';
import { facetValueCount } from './listing-count';

type Props = {
  facets: readonly AttributeFacet[];
  selected: readonly AttributeFilter[];
  /** Sets one attribute's filter, or removes it (null). */
  onChange: (key: string, filter: AttributeFilter | null) => void;
};

/**
 * The listing's spec filters (issue 36): a checkbox per value of a list or yes/no attribute, with
 * how many products have it, and a range for a number. Everything goes through the listing's URL.
 */
export function SpecFilters({ facets, selected, onChange }: Props) {
  if (facets.length === 0) return null;
  return (
    <div className="spec-filters">
      {facets.map((facet) => {
        const chosen = selected.find((filter) => filter.key === facet.key);
        return facet.type === 'number' ? (
          <SpecRangeFilter
            key={`${facet.key}:${chosen?.kind === 'range' ? `${chosen.min ?? ''}-${chosen.max ?? ''}` : ''}`}
            facet={facet}
            chosen={chosen?.kind === 'range' ? chosen : undefined}
            onChange={onChange}
          />
        ) : (
          <SpecValuesFilter
            key={facet.key}
            facet={facet}
            chosen={chosen?.kind === 'values' ? chosen.values : []}
            onChange={onChange}
          />
        );
      })}
    </div>
  );
}

function SpecValuesFilter({
  facet,
  chosen,
  onChange,
}: {
  facet: AttributeFacet;
  chosen: readonly string[];
  onChange: Props['onChange'];
}) {
  const toggle = (value: string, on: boolean) => {
    const values = on ? [...chosen, value] : chosen.filter((token) => token !== value);
    onChange(facet.key, values.length > 0 ? { key: facet.key, kind: 'values', values } : null);
  };
  return (
    <fieldset className="spec-filter">
      <legend>{facet.name}</legend>
      <ul>
        {(facet.values ?? []).map((value) => (
          <li key={value.value}>
            <label className="check">
              <input
                type="checkbox"
                checked={chosen.includes(value.value)}
                onChange={(event) => toggle(value.value, event.target.checked)}
              />
              {` ${value.label} `}
              <span className="count">{facetValueCount(value.count, facet.countsAreLowerBounds)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const bound = (value: number | undefined) => (value === undefined ? '' : formatDecimal(value));

function SpecRangeFilter({
  facet,
  chosen,
  onChange,
}: {
  facet: AttributeFacet;
  chosen: Extract<AttributeFilter, { kind: 'range' }> | undefined;
  onChange: Props['onChange'];
}) {
  // The listing's latest URL (other filters may have changed since this form opened).
  const latest = useRef(onChange);
  latest.current = onChange;
  const form = useForm(specRangeForm, {
    values: { min: bound(chosen?.min), max: bound(chosen?.max) },
    extra: {
      apply: ({ min, max }: SpecRange) =>
        latest.current(
          facet.key,
          min === null && max === null
            ? null
            : { key: facet.key, kind: 'range', min: min ?? undefined, max: max ?? undefined },
        ),
    },
  });
  const unit = facet.unit ? ` (${facet.unit})` : '';
  return (
    <form ref={form.formRef} className="spec-filter spec-range" onSubmit={form.submit} noValidate>
      <fieldset>
        <legend>{`${facet.name}${unit}`}</legend>
        <p className="form-note">
          {facet.range && facet.range.max > 0
            ? `Od ${formatMeasure(facet.range.min, facet.unit)} do ${formatMeasure(facet.range.max, facet.unit)}`
            : '\u00a0'}
        </p>
        <div className="price-range-inputs">
          <FormField label="Od" inputMode="decimal" {...form.field('min')} />
          <FormField label="Do" inputMode="decimal" {...form.field('max')} />
        </div>
        <button type="submit" className="button secondary">
          Primeni
        </button>
      </fieldset>
    </form>
  );
}
