import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';

/** A search box of a page (the prompt, the empty results, not-found pages) leading to the search page. */
export function SearchForm({
  initial = '',
  label = 'Pojam za pretragu',
}: {
  initial?: string;
  label?: string | undefined;
}) {
  const [, navigate] = useLocation();
  const [q, setQ] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = q.trim();
    if (term) navigate(`/proizvodi/pretraga?q=${encodeURIComponent(term)}`);
  };
  return (
    <search className="page-search">
      <form onSubmit={submit}>
        <label htmlFor={id}>{label}</label>
        <div className="page-search-row">
          <input
            id={id}
            type="search"
            name="q"
            value={q}
            maxLength={SEARCH_LIMITS.maxLength}
            placeholder="npr. frižider, usisivač…"
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="button primary">
            Pretraži
          </button>
        </div>
      </form>
    </search>
  );
}
