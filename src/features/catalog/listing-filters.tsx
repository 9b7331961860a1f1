import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ProductList } from '../../../contract/catalog';
import { BrandFilter } from './brand-filter';
import { hasFilters } from '../../lib/listing-url';
import { PriceRangeFilter } from './price-range-filter';
import { SpecFilters } from './spec-filters';
import type { ListingUrlControls } from '../../lib/use-listing-url';

type Props = {
  controls: ListingUrlControls;
  facets: ProductList['facets'] | null;
  /** How many products the listing has with these filters (null while it loads). */
  /** The result's count in words (listing-count.ts), null while it loads. */
  count: string | null;
};

/**
 * Price range, brands, specifications, "in stock" and "on sale", applied as they change. On a desktop a column beside the
 * list; on a phone a sheet over the page the shopper opens with "Filteri" and closes with
 * "Prikaži N proizvoda" (the count the filters leave), "Zatvori" or Escape.
 */
export function ListingFilters({ controls, facets, count }: Props) {
  const { url, apply, clearHref } = controls;
  // Whether the phone's sheet is open: a disclosure of this view alone, like the gallery's shown
  // picture; what the filters do goes through the listing's address.
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const active = hasFilters(url);
  useLayoutEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') close();
  };
  return (
    <div className="listing-filters">
      <button
        ref={toggle}
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
        onKeyDown={closeOnEscape}
      >
        <div className="filters-head">
          <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="filters-title">
            Filteri
          </h2>
          <button type="button" className="button secondary filters-sheet-only" onClick={close}>
            Zatvori
          </button>
        </div>
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
        <SpecFilters
          facets={facets?.attributes ?? []}
          selected={url.attributes}
          onChange={(key, filter) => apply({ attribute: { key, filter } })}
        />
        <label className="check in-stock">
          <input
            type="checkbox"
            checked={url.available}
            onChange={(event) => apply({ available: event.target.checked })}
          />{' '}
          Samo na stanju {facets && <span className="count">({facets.availableCount})</span>}
        </label>
        <label className="check on-sale">
          <input
            type="checkbox"
            checked={url.onSale}
            onChange={(event) => apply({ onSale: event.target.checked })}
          />{' '}
          Samo na akciji
        </label>
        {active && (
          <p>
            <Link href={clearHref}>Poništi filtere</Link>
          </p>
        )}
        <div className="filters-done filters-sheet-only">
          <button type="button" className="button primary" onClick={close}>
            {count === null ? 'Prikaži proizvode' : `Prikaži ${count}`}
          </button>
        </div>
      </section>
    </div>
  );
}
