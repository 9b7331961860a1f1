import { Suspense } from 'react';
import { useParams, useSearch } from 'wouter';
import { categoryDescription, hasListingFilters, listingHeading } from '../../../contract/page-head';
import { PageHeading } from '../../components/ui/page-heading';
import { listingLoader } from '../../actors/catalog.screen-data';
import { useLoader } from '../../lib/use-loader';
import {
  BreadcrumbsPlaceholder,
  CatalogBreadcrumbs,
  categoryCrumbs,
  pageCrumbs,
} from '../../components/ui/catalog-breadcrumbs';
import { CatalogListingView } from './catalog-listing-view';
import { LISTING_SORTS, listingQuery } from '../../lib/listing-url';
import { SubcategoryLinks } from './subcategory-links';
import { useListingUrl } from '../../lib/use-listing-url';
import { lazyPage } from '../../lib/lazy-page';
import { ChosenForCompareBar } from '../../lib/compare/chosen-bar';
import { CompareProvider } from '../../lib/compare/compare-context';
import '../../styles/catalog.css';

// Only an unknown slug shows it (with a search form): it is not part of the listing's chunk.
const CategoryNotFound = lazyPage(() => import('./category-not-found'), 'CategoryNotFound');

/** /proizvodi (all products) and /proizvodi/{slug} (a category or subcategory). */
export function ListingPage() {
  const { slug } = useParams<{ slug?: string }>();
  // Another category is another page: its heading takes the focus, its data starts afresh.
  return (
    <CompareProvider>
      <CategoryListing key={slug ?? ''} slug={slug} />
      <ChosenForCompareBar />
    </CompareProvider>
  );
}

function CategoryListing({ slug }: { slug: string | undefined }) {
  const controls = useListingUrl(LISTING_SORTS);
  const filtered = hasListingFilters(new URLSearchParams(useSearch()));
  const loaded = useLoader(listingLoader, {
    ...(slug ? { category: slug } : {}),
    ...listingQuery(controls.url),
  });
  const { status, data } = loaded;
  if (data?.kind === 'notFound')
    return (
      <Suspense fallback={<div className="heading-placeholder" aria-hidden="true" />}>
        <CategoryNotFound />
      </Suspense>
    );
  const list = data?.kind === 'found' ? data.value : null;
  const { onSale } = controls.url;
  const category = slug ? list?.category?.name : undefined;
  // The sale list ("Akcija") names itself so, and sits under its category in the breadcrumbs.
  const name = slug && !category ? undefined : listingHeading(category, onSale);

  return (
    <div className="catalog-page">
      {!slug ? (
        <CatalogBreadcrumbs crumbs={pageCrumbs(name?.heading ?? 'Svi proizvodi')} />
      ) : list?.category ? (
        <CatalogBreadcrumbs
          crumbs={[...categoryCrumbs(list.category.path), ...(onSale ? [{ name: 'Akcija' }] : [])]}
        />
      ) : (
        <BreadcrumbsPlaceholder />
      )}
      {name ? (
        <PageHeading description={categoryDescription(name.described, filtered ? undefined : list?.total)}>
          {name.heading}
        </PageHeading>
      ) : status === 'failed' ? (
        <PageHeading>Proizvodi</PageHeading>
      ) : (
        <div className="heading-placeholder" aria-hidden="true" />
      )}
      <SubcategoryLinks slug={slug} />
      <CatalogListingView
        controls={controls}
        list={list}
        loaded={loaded}
        emptyTitle="U ovoj kategoriji trenutno nema proizvoda."
      />
    </div>
  );
}
