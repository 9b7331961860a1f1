import { useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_LIMITS } from '../../contract/catalog-constants';
import { searchForm } from '../actors/search.form';
import { useForm } from './use-form';

/** A search box of a page (the prompt, the empty results, not-found pages) leading to the search page. */
export function SearchForm({
  initial = '',
  label = 'Pojam za pretragu',
}: {
  initial?: string;
  label?: string | undefined;
}) {
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  const form = useForm(searchForm, {
    values: { q: initial },
    extra: { open: (q: string) => latest.current(`/proizvodi/pretraga?q=${encodeURIComponent(q)}`) },
  });
  const id = useId();
  const q = form.field('q');
  return (
    <search className="page-search">
      <form ref={form.formRef} onSubmit={form.submit} noValidate>
        <label htmlFor={id}>{label}</label>
        <div className="page-search-row">
          <input
            id={id}
            type="search"
            name={q.name}
            value={q.value}
            maxLength={SEARCH_LIMITS.maxLength}
            placeholder="npr. frižider, usisivač…"
            aria-invalid={q.error ? true : undefined}
            aria-describedby={q.error ? `${id}-error` : undefined}
            onChange={q.onChange}
          />
          <button type="submit" className="button primary">
            Pretraži
          </button>
        </div>
        {q.error && (
          <p id={`${id}-error`} className="form-error">
            {q.error}
          </p>
        )}
      </form>
    </search>
  );
}
