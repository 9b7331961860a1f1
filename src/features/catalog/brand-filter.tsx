type Props = {
  /** The listing's brands with how many of its products each has (facets). */
  brands: readonly { name: string; count: number }[];
  selected: readonly string[];
  onChange: (brands: string[]) => void;
};

/** A checkbox per brand, with its count; a chosen brand the list no longer offers stays to be unchecked. */
export function BrandFilter({ brands, selected, onChange }: Props) {
  const offered = new Set(brands.map((brand) => brand.name));
  const options = [
    ...[...brands].sort((a, b) => a.name.localeCompare(b.name, 'sr')),
    ...selected.filter((name) => !offered.has(name)).map((name) => ({ name, count: 0 })),
  ];
  if (options.length === 0) return null;
  return (
    <fieldset className="brand-filter">
      <legend>Brend</legend>
      <ul>
        {options.map((brand) => (
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
              />{' '}
              {brand.name} <span className="count">({brand.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
