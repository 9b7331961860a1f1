import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changedSearch,
  clearedSearch,
  type ListingChange,
  type ListingSort,
  type ListingUrl,
  readListingUrl,
  withSearch,
} from './listing-url';

export type ListingUrlControls<S extends ListingSort = ListingSort> = {
  url: ListingUrl<S>;
  /** The link to this listing after a change (pagination links). */
  hrefFor: (change: ListingChange) => string;
  /** Goes to this listing after a change (a new history entry, so back undoes it). */
  apply: (change: ListingChange) => void;
  /** The link to this listing without filters. */
  clearHref: string;
};

/** The listing's state, read from and written to the page URL (back/forward and shared links work). */
export function useListingUrl<S extends ListingSort>(sorts: readonly S[]): ListingUrlControls<S> {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useMemo(() => {
    const hrefFor = (change: ListingChange) => withSearch(path, changedSearch(search, change));
    return {
      url: readListingUrl(search, sorts),
      hrefFor,
      apply: (change) => navigate(hrefFor(change)),
      clearHref: withSearch(path, clearedSearch(search)),
    };
  }, [path, search, sorts, navigate]);
}
