import { useId, useState } from 'react';

type Brand = { name: string; count: number };

type Props = {
  /** The listing's brands with how many of its products each has (facets). */
  brands: readonly Brand[];
  selected: readonly string[];
  onChange: (brands: string[]) => void;
};

/** How many brands show at first: those with the most products (and every chosen one). */
export const BRANDS_SHOWN = 8;
/** A list only this much longer shows whole: a button to reveal two more would be no help. */
const FOLD_MARGIN = 2;

const byName = (a: Brand, b: Brand) => a.name.localeCompare(b.name, 'sr');

/**
 * A checkbox per brand, with its count; a chosen brand the list no longer offers stays to be
 * unchecked. A long list shows the brands with the most products until the shopper asks for all
 * (whether it is unfolded is this list's own display state).
 */
export function BrandFilter({ brands, selected, onChange }: Props) {
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  const offered = new Set(brands.map((brand) => brand.name));
  const options = [
    ...brands,
    ...selected.filter((name) => !offered.has(name)).map((name) => ({ name, count: 0 })),
  ];
  if (options.length === 0) return null;
  const foldable = options.length > BRANDS_SHOWN + FOLD_MARGIN;
  const top = new Set(
    [...brands]
      .sort((a, b) => b.count - a.count || byName(a, b))
      .slice(0, BRANDS_SHOWN)
      .map((brand) => brand.name),
  );
  const shown = (
    foldable && !unfolded
      ? options.filter((brand) => top.has(brand.name) || selected.includes(brand.name))
      : options
  ).sort(byName);
  return (
    <fieldset className="brand-filter">
      <legend>Brend</legend>
      <ul id={listId}>
        {shown.map((brand) => (
          <li key={brand.name}>
            <label className="check">
              <input
                type="checkbox"
                checked={selected.includes(brand.name)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, brand.name]
                      : selected.filter((name) => name !== brand.name),
                  )
                }
              />
              {` ${brand.name} `}
              <span className="count">{`(${brand.count})`}</span>
            </label>
          </li>
        ))}
      </ul>
      {foldable && (
        <button
          type="button"
          className="link-button"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? 'Prikaži manje brendova' : `Prikaži sve brendove (${options.length})`}
        </button>
      )}
    </fieldset>
  );
}
