import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { ProductList } from '../../../contract/catalog';
import { BrandFilter } from './brand-filter';
import { hasFilters } from './listing-url';
import { PriceRangeFilter } from './price-range-filter';
import type { ListingUrlControls } from './use-listing-url';

type Props = { controls: ListingUrlControls; facets: ProductList['facets'] | null };

/** Price range, brands and "in stock"; on phones a panel the shopper opens with its button. */
export function ListingFilters({ controls, facets }: Props) {
  const { url, apply, clearHref } = controls;
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = hasFilters(url);
  return (
    <div className="listing-filters">
      <button
        type="button"
        className="button secondary filters-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      >
        {active ? 'Filteri (uključeni)' : 'Filteri'}
      </button>
      <section
        id={id}
        className="filters-panel"
        data-open={open || undefined}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="filters-title">
          Filteri
        </h2>
        <PriceRangeFilter
          key={`${url.minPrice ?? ''}-${url.maxPrice ?? ''}`}
          minPrice={url.minPrice}
          maxPrice={url.maxPrice}
          bounds={facets?.price ?? null}
          onApply={(range) => apply(range)}
        />
        <BrandFilter
          brands={facets?.brands ?? []}
          selected={url.brands}
          onChange={(brands) => apply({ brands })}
        />
        <label className="check in-stock">
          <input
            type="checkbox"
            checked={url.available}
            onChange={(event) => apply({ available: event.target.checked })}
          />{' '}
          Samo na stanju {facets && <span className="count">({facets.availableCount})</span>}
        </label>
        {active && (
          <p>
            <Link href={clearHref}>Poništi filtere</Link>
          </p>
        )}
      </section>
    </div>
  );
}
