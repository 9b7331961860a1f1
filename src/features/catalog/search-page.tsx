import { useSearch } from 'wouter';
import { SEARCH_LIMITS } from '../../../contract/catalog-constants';
import { PageHeading } from '../../components/ui/page-heading';
import { TypedText } from '../../components/ui/typed-text';
import { searchLoader } from '../../actors/search.screen-data';
import { useLoader } from '../../lib/use-loader';
import { CatalogBreadcrumbs, pageCrumbs } from '../../components/ui/catalog-breadcrumbs';
import { ListingView } from './listing-view';
import { listingQuery, SEARCH_SORTS } from '../../lib/listing-url';
import { useListingUrl } from '../../lib/use-listing-url';
import { SearchEmpty } from './search-empty';
import { SearchForm } from '../../lib/search-form';
import { ChosenForCompareBar } from '../../lib/compare/chosen-bar';
import { CompareProvider } from '../../lib/compare/compare-context';
import '../../styles/catalog.css';

/** /proizvodi/pretraga?q=: the results in the listing layout; without q, a box to ask. */
export function SearchPage() {
  const q = (new URLSearchParams(useSearch()).get('q') ?? '').trim().slice(0, SEARCH_LIMITS.maxLength);
  if (!q) return <SearchPrompt />;
  // A new query is a new page: its heading takes the focus.
  return (
    <CompareProvider>
      <SearchResults key={q} q={q} />
      <ChosenForCompareBar />
    </CompareProvider>
  );
}

function SearchPrompt() {
  return (
    <div className="catalog-page">
      <CatalogBreadcrumbs crumbs={pageCrumbs('Pretraga')} />
      <PageHeading>Pretraga proizvoda</PageHeading>
      <p>Unesite naziv proizvoda, brend ili vrstu proizvoda koju tražite.</p>
      <SearchForm />
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const controls = useListingUrl(SEARCH_SORTS);
  const loaded = useLoader(searchLoader, { q, ...listingQuery(controls.url) });
  const { data } = loaded;
  return (
    <div className="catalog-page">
      <CatalogBreadcrumbs crumbs={pageCrumbs('Pretraga')} />
      <PageHeading title={`Rezultati pretrage za „${q}“`}>
        Rezultati pretrage za „<TypedText text={q} />“
      </PageHeading>
      <ListingView
        sorts={SEARCH_SORTS}
        controls={controls}
        list={data}
        loaded={loaded}
        empty={<SearchEmpty q={q} alternatives={data?.alternatives} />}
      />
    </div>
  );
}
