import { type ReactNode, useId } from 'react';
import type { ProductList } from '../../../contract/catalog';
import { productCount } from './listing-count';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { ListingResults } from './listing-results';
import { ListingSortSelect } from './listing-sort';
import { hasFilters, type ListingSort } from '../../lib/listing-url';
import type { ListingUrlControls } from '../../lib/use-listing-url';
import type { Loaded } from '../../lib/use-loader';

type Props = {
  sorts: readonly ListingSort[];
  controls: ListingUrlControls;
  list: ProductList | null;
  /** How the list's read went (useLoader's answer): loading, loaded or failed with its error. */
  loaded: Pick<Loaded<unknown>, 'status' | 'error' | 'retry'>;
  empty: ReactNode;
};

/**
 * The listing layout of category pages and search: filters beside the results, the count and sort
 * above them, pages below. While a new query loads, the last results stay, marked busy.
 */
export function ListingView({ sorts, controls, list, loaded, empty }: Props) {
  const { status, error, retry } = loaded;
  const titleId = useId();
  const { url, apply, hrefFor, clearHref } = controls;
  const busy = status === 'loading';
  // Nothing found, and no filter narrowed it: no filter or order can help, so none is offered
  // (issue 11: an empty "Samo na stanju (0)" beside a search without results). With filters on,
  // they stay, with the way to clear them.
  const nothingToRefine = list !== null && list.total === 0 && !hasFilters(url);
  return (
    <div className={nothingToRefine ? 'listing unrefined' : 'listing'} data-list-top>
      {!nothingToRefine && (
        <ListingFilters
          controls={controls}
          facets={list?.facets ?? null}
          count={list ? productCount(list) : null}
        />
      )}
      <section className="listing-main" aria-labelledby={titleId} aria-busy={busy}>
        <h2 id={titleId} className="visually-hidden">
          Rezultati
        </h2>
        <div className="listing-toolbar">
          <p className="listing-count" role="status" aria-live="polite">
            {list ? productCount(list) : busy ? 'Učitavanje proizvoda…' : ''}
          </p>
          {!nothingToRefine && (
            <ListingSortSelect sorts={sorts} value={url.sort} onChange={(sort) => apply({ sort })} />
          )}
        </div>
        <div className={busy && list ? 'listing-grid busy' : 'listing-grid'}>
          <ListingResults
            list={list}
            failed={status === 'failed'}
            error={error}
            onRetry={retry}
            filtered={hasFilters(url)}
            clearHref={clearHref}
            firstPageHref={hrefFor({ page: 1 })}
            empty={empty}
          />
        </div>
        {list && status !== 'failed' && (
          <ListingPagination
            page={url.page}
            pages={Math.ceil(list.total / list.pageSize)}
            hrefFor={hrefFor}
          />
        )}
      </section>
    </div>
  );
}
