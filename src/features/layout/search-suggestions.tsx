import { useEffect } from 'react';
import type { Product } from '../../../contract/catalog';
import { Price } from '../../components/ui/price';

/** What /api/products/suggest answers for each product. */
export type Suggestion = Pick<Product, 'id' | 'name' | 'slug' | 'thumbnail' | 'price' | 'discountPrice'>;

type Props = {
  id: string;
  hidden: boolean;
  suggestions: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (suggestion: Suggestion) => void;
};

/** The listbox of the search combobox: products whose names match what the shopper typed. */
export function SearchSuggestions({ id, hidden, suggestions, active, optionId, onChoose }: Props) {
  const activeId = active >= 0 ? optionId(active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <div
      id={id}
      hidden={hidden}
      role="listbox"
      aria-label="Predlozi proizvoda"
      className="search-suggestions"
    >
      {suggestions.map((suggestion, index) => (
        // The input keeps the focus (aria-activedescendant); a click must not blur it first.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
        <div
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={index === active ? 'search-suggestion active' : 'search-suggestion'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          <img src={suggestion.thumbnail} alt="" width={40} height={40} />
          <span className="search-suggestion-name">{suggestion.name}</span>
          <Price product={suggestion} />
        </div>
      ))}
    </div>
  );
}
