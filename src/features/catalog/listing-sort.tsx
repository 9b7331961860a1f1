import { useId } from 'react';
import { type ListingSort, SORT_LABELS } from '../../lib/listing-url';

type Props = {
  sorts: readonly ListingSort[];
  /** The sort the URL names; undefined is the first (the server's default). */
  value: ListingSort | undefined;
  onChange: (sort: ListingSort | null) => void;
};

/** The order of the list; the default order keeps the URL without a sort key. */
export function ListingSortSelect({ sorts, value, onChange }: Props) {
  const id = useId();
  const [defaultSort] = sorts;
  return (
    <div className="listing-sort">
      <label htmlFor={id}>Sortiraj po</label>
      <select
        id={id}
        value={value ?? defaultSort}
        onChange={(event) => {
          const sort = event.target.value as ListingSort;
          onChange(sort === defaultSort ? null : sort);
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
