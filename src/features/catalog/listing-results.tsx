import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProductList } from '../../../contract/catalog';
import { EmptyState, ErrorState } from '../../components/ui/status';
import { ProductGrid } from '../../components/ui/product-grid';
import { useCompare } from '../../lib/compare/compare-context';
import { useCartAdds } from '../../lib/use-cart-adds';

type Props = {
  list: ProductList | null;
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  filtered: boolean;
  clearHref: string;
  firstPageHref: string;
  /** What an empty listing without filters says (a category with no products, a search with no hits). */
  empty: ReactNode;
};

const SKELETON_CARDS = Array.from({ length: 8 }, (_, index) => index);

/** The grid of products, or why there is none: loading, failed, filtered to nothing, empty. */
export function ListingResults({
  list,
  failed,
  error,
  onRetry,
  filtered,
  clearHref,
  firstPageHref,
  empty,
}: Props) {
  const adds = useCartAdds();
  const compare = useCompare();
  if (failed) return <ErrorState message={error ?? 'Proizvodi trenutno nisu dostupni.'} onRetry={onRetry} />;
  if (!list)
    return (
      <ul key="loading" className="product-grid skeleton" aria-hidden="true">
        {SKELETON_CARDS.map((n) => (
          <li key={n} className="product-card skeleton-card" />
        ))}
      </ul>
    );
  if (list.items.length === 0) {
    if (list.total > 0)
      return (
        <EmptyState title="Ova stranica ne postoji.">
          <Link href={firstPageHref}>Idite na prvu stranicu</Link>
        </EmptyState>
      );
    if (filtered)
      return (
        <EmptyState title="Nema proizvoda koji odgovaraju filterima">
          <p>Probajte sa širim opsegom cene ili drugim brendom.</p>
          <Link href={clearHref}>Poništi filtere</Link>
        </EmptyState>
      );
    return <>{empty}</>;
  }
  return <ProductGrid products={list.items} adds={adds} compare={compare} />;
}
