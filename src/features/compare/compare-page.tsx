import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import {
  COMPARE_PARAM,
  compareHref,
  compareItemOf,
  compareTexts,
  readCompareParam,
} from '../../../contract/compare';
import { compareLoader } from '../../actors/compare.screen-data';
import { CatalogBreadcrumbs, pageCrumbs } from '../../components/ui/catalog-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { CompareProvider, useCompare } from '../../lib/compare/compare-context';
import { useCartAdds } from '../../lib/use-cart-adds';
import { useLoader } from '../../lib/use-loader';
import { CompareTable } from './compare-table';
import '../../styles/catalog.css';
import './compare.css';

/** /uporedi?proizvodi=12,34,56: the products the address names, side by side (shareable). */
export function ComparePage() {
  return (
    <CompareProvider onComparePage>
      <Comparison />
    </CompareProvider>
  );
}

function Comparison() {
  const { ids, cut } = readCompareParam(new URLSearchParams(useSearch()).get(COMPARE_PARAM));
  const { status, data, error, retry } = useLoader(compareLoader, ids);
  const compare = useCompare();
  const adds = useCartAdds();
  const shownKey = data ? data.products.map((product) => product.id).join(',') : null;
  // The address names what is compared: once both are here, the list becomes the page's products.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per list shown (shownKey), not per render's new callbacks.
  useEffect(() => {
    if (!compare.ready || shownKey === null || ids.length === 0 || !data) return;
    compare.adopt(data.products.flatMap((product) => compareItemOf(product) ?? []));
  }, [compare.ready, shownKey]);

  return (
    <div className="catalog-page compare-page">
      <CatalogBreadcrumbs crumbs={pageCrumbs('Poređenje proizvoda')} />
      <PageHeading description={data?.category ? `Kategorija: ${data.category.name}` : undefined}>
        Poređenje proizvoda
      </PageHeading>
      {ids.length === 0 ? (
        <EmptyState title={compareTexts.noneChosen}>
          {compare.items.length > 0 ? (
            <Link href={compareHref(compare.items.map((item) => item.id))} className="button primary">
              Prikažite izabrane proizvode
            </Link>
          ) : (
            <>
              <p>Na stranici proizvoda ili u listi pritisnite „Uporedi“ (do 4 proizvoda iste kategorije).</p>
              <Link href="/proizvodi">Pogledajte proizvode</Link>
            </>
          )}
        </EmptyState>
      ) : status === 'failed' && !data ? (
        <ErrorState message={error ?? 'Poređenje trenutno nije dostupno.'} onRetry={retry} />
      ) : !data ? (
        <PageLoading label="Učitavanje poređenja…" />
      ) : (
        <>
          {(data.missing.length > 0 || data.otherCategory.length > 0 || cut) && (
            <div className="cart-notice warning" role="status">
              {data.missing.length > 0 && <p>{compareTexts.missing}</p>}
              {data.otherCategory.length > 0 && <p>{compareTexts.otherCategoryDropped}</p>}
              {cut && <p>{compareTexts.tooMany}</p>}
            </div>
          )}
          {data.products.length === 0 ? (
            <EmptyState title="Nijedan od ovih proizvoda nije pronađen.">
              <Link href="/proizvodi">Pogledajte proizvode</Link>
            </EmptyState>
          ) : (
            <>
              {data.products.length === 1 && (
                <p>Dodajte još proizvoda iz iste kategorije da biste ih uporedili.</p>
              )}
              <CompareTable products={data.products} adds={adds} onRemove={compare.remove} />
              {data.category && (
                <p>
                  <Link href={`/proizvodi/${data.category.slug}`}>
                    Dodajte još proizvoda: {data.category.name}
                  </Link>
                </p>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
