import { type ReactNode, useEffect } from 'react';
import type { CategorySuggestion, SuggestResponse } from '../../../contract/catalog';
import { Price } from '../../components/ui/price';
import { TypedText } from '../../components/ui/typed-text';

/** What /api/products/suggest answers for each product. */
export type Suggestion = SuggestResponse['suggestions'][number];

/**
 * One row of the suggestions, in the order the arrow keys walk them: the matching categories, the
 * products, then "show all results" for what was typed.
 */
export type SuggestionRow =
  | { kind: 'category'; category: CategorySuggestion }
  | { kind: 'product'; product: Suggestion }
  | { kind: 'all'; q: string };

/** The rows for an answer; none (the list stays closed) when it suggests nothing. */
export function suggestionRows(answer: SuggestResponse | null, q: string): SuggestionRow[] {
  if (!answer || (answer.categories.length === 0 && answer.suggestions.length === 0)) return [];
  return [
    ...answer.categories.map((category) => ({ kind: 'category' as const, category })),
    ...answer.suggestions.map((product) => ({ kind: 'product' as const, product })),
    { kind: 'all', q },
  ];
}

/** Where a row leads. */
export function rowHref(row: SuggestionRow): string {
  if (row.kind === 'category') return `/proizvodi/${row.category.slug}`;
  if (row.kind === 'product') return `/proizvod/${row.product.slug}`;
  return `/proizvodi/pretraga?q=${encodeURIComponent(row.q)}`;
}

type Props = {
  id: string;
  hidden: boolean;
  rows: SuggestionRow[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (row: SuggestionRow) => void;
};

/**
 * The listbox of the search combobox: categories and products whose names match what the shopper
 * typed, in two labelled groups, and a last option that opens all the results.
 */
export function SearchSuggestions({ id, hidden, rows, active, optionId, onChoose }: Props) {
  const activeId = active >= 0 ? optionId(active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const option = (row: SuggestionRow, index: number) => (
    // The input keeps the focus (aria-activedescendant); a click must not blur it first.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
    <div
      key={rowHref(row)}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      className={`search-suggestion ${row.kind}${index === active ? ' active' : ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(row)}
    >
      <RowContent row={row} />
    </div>
  );
  const indexed = rows.map((row, index) => ({ row, index }));
  const categories = indexed.filter(({ row }) => row.kind === 'category');
  const products = indexed.filter(({ row }) => row.kind === 'product');
  const all = indexed.filter(({ row }) => row.kind === 'all');
  return (
    <div
      id={id}
      hidden={hidden}
      role="listbox"
      aria-label="Predlozi za pretragu"
      className="search-suggestions"
    >
      <OptionGroup name="Kategorije">{categories.map(({ row, index }) => option(row, index))}</OptionGroup>
      <OptionGroup name="Proizvodi">{products.map(({ row, index }) => option(row, index))}</OptionGroup>
      {all.map(({ row, index }) => option(row, index))}
    </div>
  );
}

/** A named group of options; none without options. */
function OptionGroup({ name, children }: { name: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA 1.2); a fieldset is no listbox child
    <div role="group" aria-label={name} className="search-suggestion-group">
      {/* The group's name, shown; to assistive technology the group's label says it. */}
      <div aria-hidden="true" className="search-suggestion-heading">
        {name}
      </div>
      {children}
    </div>
  );
}

function RowContent({ row }: { row: SuggestionRow }) {
  if (row.kind === 'category')
    return (
      <>
        <span className="search-suggestion-name">{row.category.name}</span>{' '}
        <span className="search-suggestion-meta">
          {row.category.parentName ? `u kategoriji ${row.category.parentName}` : 'kategorija'}
        </span>
      </>
    );
  if (row.kind === 'product')
    return (
      <>
        <img src={row.product.thumbnail} alt="" width={40} height={40} />
        <span className="search-suggestion-name">{row.product.name}</span> <Price product={row.product} />
      </>
    );
  return (
    <span className="search-suggestion-name">
      Prikaži sve rezultate za „<TypedText text={row.q} />“
    </span>
  );
}
