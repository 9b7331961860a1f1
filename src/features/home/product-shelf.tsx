import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../contract/catalog';
import { EmptyState, ErrorState } from '../../components/ui/status';
import { ProductGrid } from '../../components/ui/product-grid';
import { useCartAdds } from '../../lib/use-cart-adds';

type Props = {
  id: string;
  title: string;
  /** What the section offers, for the shopper who wants more of it. */
  more: { href: string; label: string };
  status: 'loading' | 'loaded' | 'failed';
  products: Product[] | null;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** How many cards the loading placeholder holds. */
  placeholders?: number;
  children?: ReactNode;
};

/** A titled row of product cards on the home page, with its loading, error and empty states. */
export function ProductShelf({
  id,
  title,
  more,
  status,
  products,
  error,
  onRetry,
  emptyText,
  placeholders = 4,
}: Props) {
  const adds = useCartAdds();
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id}>{title}</h2>
        <Link href={more.href}>{more.label}</Link>
      </div>
      {status === 'failed' && <ErrorState message={error ?? 'Proizvodi nisu učitani.'} onRetry={onRetry} />}
      {status === 'loading' && !products && (
        <div className="shelf-loading" aria-busy="true">
          <p className="visually-hidden">Učitavanje proizvoda…</p>
          <ul className="product-grid" aria-hidden="true">
            {Array.from({ length: placeholders }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="product-card skeleton-card" />
            ))}
          </ul>
        </div>
      )}
      {status !== 'failed' && products?.length === 0 && (
        <EmptyState title={emptyText}>
          <Link href="/proizvodi">Pogledajte sve proizvode</Link>
        </EmptyState>
      )}
      {status !== 'failed' && products && products.length > 0 && (
        <ProductGrid products={products} busy={status === 'loading'} adds={adds} />
      )}
    </section>
  );
}
