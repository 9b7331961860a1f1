import { Suspense } from 'react';
import { useParams } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { productPageLoader } from '../../actors/catalog.screen-data';
import { lazyPage } from '../../lib/lazy-page';
import { useLoader } from '../../lib/use-loader';
import { ChosenForCompareBar } from '../../lib/compare/chosen-bar';
import { CompareProvider } from '../../lib/compare/compare-context';
import { ProductDetails } from './product-details';
import '../../styles/catalog.css';

// Only an unknown slug shows it: it is not part of the product page's chunk.
const ProductNotFound = lazyPage(() => import('./product-not-found-page'), 'ProductNotFoundPage');

/** /proizvod/{slug}: the product's details; an unknown slug shows the not-found page at its own address. */
export function ProductPage() {
  const { slug } = useParams<{ slug: string }>();
  // Another product is another page: its heading takes the focus, its data starts afresh.
  return (
    <CompareProvider>
      <ProductScreen key={slug} slug={slug} />
      <ChosenForCompareBar />
    </CompareProvider>
  );
}

function ProductScreen({ slug }: { slug: string }) {
  const { status, data, error, retry } = useLoader(productPageLoader, slug);

  if (data?.kind === 'found') return <ProductDetails product={data.value} />;
  // The address the shopper typed or followed stays (the server answers it with 404 too).
  if (data?.kind === 'notFound')
    return (
      <Suspense fallback={<div className="heading-placeholder" aria-hidden="true" />}>
        <ProductNotFound />
      </Suspense>
    );
  if (status === 'failed')
    return (
      <div className="product-page">
        <PageHeading>Proizvod nije učitan</PageHeading>
        <ErrorState message={error ?? 'Proizvod trenutno nije dostupan.'} onRetry={retry} />
      </div>
    );
  return (
    <div className="product-page product-loading">
      <PageLoading label="Učitavanje proizvoda…" />
    </div>
  );
}
