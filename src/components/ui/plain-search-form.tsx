import { useId } from 'react';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';

/** A search the browser sends itself (also with no JavaScript, or after the shop's code failed). */
export function PlainSearchForm({ label }: { label: string }) {
  const id = useId();
  return (
    <search className="page-search">
      <form action="/proizvodi/pretraga" method="get">
        <label htmlFor={id}>{label}</label>
        <div className="page-search-row">
          <input
            id={id}
            type="search"
            name="q"
            maxLength={SEARCH_LIMITS.maxLength}
            placeholder="npr. frižider, usisivač…"
          />
          <button type="submit" className="button primary">
            Pretraži
          </button>
        </div>
      </form>
    </search>
  );
}
