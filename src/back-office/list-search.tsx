import { type ReactNode, useRef } from 'react';
import { useForm } from '../lib/use-form';
import { listSearchForm } from './actors/list-search.form';

/**
 * A back-office list's search form: the term's field and "Traži" (src/back-office/actors/list-search.form.ts),
 * and the list's own filters beside them. `onSearch` gets the checked term.
 */
export function ListSearch({
  id,
  initial,
  placeholder,
  onSearch,
  children,
}: {
  id: string;
  initial: string;
  placeholder: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  // The form's `extra` is read when it starts; the latest callback knows the list's current filters.
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const form = useForm(listSearchForm, {
    values: { q: initial },
    extra: { apply: (q: string) => latest.current(q) },
  });
  const q = form.field('q');
  return (
    <search>
      <form ref={form.formRef} className="admin-filters" onSubmit={form.submit} noValidate>
        <div className="field">
          <label htmlFor={id}>Pretraga</label>
          <input
            id={id}
            type="search"
            name={q.name}
            value={q.value}
            placeholder={placeholder}
            aria-invalid={q.error ? true : undefined}
            aria-describedby={q.error ? `${id}-error` : undefined}
            onChange={q.onChange}
          />
          {q.error && (
            <p id={`${id}-error`} className="form-error">
              {q.error}
            </p>
          )}
        </div>
        <button type="submit" className="button secondary">
          Traži
        </button>
        {children}
      </form>
    </search>
  );
}
