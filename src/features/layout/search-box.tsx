import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';
import { countOf } from '../../../contract/plural';
import { MIN_SUGGEST_LENGTH, searchSuggestionsLoader } from '../../actors/layout.screen-data';
import { useIsSearchPage } from '../../lib/route-flags';
import { useLoader } from '../../lib/use-loader';
import { SEARCH_INPUT_ID } from '../../lib/search-input-id';
import { rowHref, SearchSuggestions, type SuggestionRow, suggestionRows } from './search-suggestions';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_PATH = '/proizvodi/pretraga';

const suggestionForms = ['predlog', 'predloga', 'predloga'] as const;

/**
 * The header's search: a combobox (ARIA 1.2) that suggests categories and products as the shopper
 * types, and last "show all results"; the arrow keys walk all of them, Enter on one opens it,
 * submitting the form opens the search results.
 */
export function SearchBox() {
  const [, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get('q') ?? '';
  // Spec §2's search flag: the results page's q shows in the box, also after back and forward.
  const shownQuery = useIsSearchPage() ? urlQuery : '';
  const [text, setText] = useState(shownQuery);
  const [followed, setFollowed] = useState(shownQuery);
  if (followed !== shownQuery) {
    setFollowed(shownQuery);
    setText(shownQuery);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  const term = useDebouncedValue(text.trim(), 200);
  // Suggestions only for a box in use: the search page's term in a closed box asks nothing.
  const { data } = useLoader(searchSuggestionsLoader, open ? term : '');
  const [seenData, setSeenData] = useState(data);
  if (seenData !== data) {
    setSeenData(data);
    setActive(-1);
  }
  const typed = text.trim();
  const rows =
    typed.length >= MIN_SUGGEST_LENGTH && term.length >= MIN_SUGGEST_LENGTH
      ? suggestionRows(data, typed)
      : [];
  // "Show all results" is no suggestion: the count read out is of categories and products.
  const suggested = rows.filter((row) => row.kind !== 'all').length;
  const expanded = open && rows.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (row: SuggestionRow) => {
    setOpen(false);
    // All results keep the term in the box (the search page's q); a category or product clears it.
    setText(row.kind === 'all' ? row.q : '');
    navigate(rowHref(row));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = rows.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? (active + 1) % count : 0);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded && active > 0 ? active - 1 : count - 1);
    } else if (event.key === 'Enter' && expanded && rows[active]) {
      event.preventDefault();
      choose(rows[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    setOpen(false);
    navigate(`${SEARCH_PATH}?q=${encodeURIComponent(q)}`);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser (nor jsdom) yet
    <form role="search" action={SEARCH_PATH} className="search-box" onSubmit={onSubmit}>
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        Pretraga proizvoda
      </label>
      <div className="search-box-field">
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={SEARCH_LIMITS.maxLength}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder="Pretražite proizvode…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <SearchSuggestions
          id={listId}
          hidden={!expanded}
          rows={rows}
          active={active}
          optionId={optionId}
          onChoose={choose}
        />
      </div>
      <button type="submit" className="button primary">
        Traži
      </button>
      <span className="visually-hidden" aria-live="polite">
        {expanded ? `${countOf(suggested, suggestionForms)}, strelicama birate predlog.` : ''}
      </span>
    </form>
  );
}
