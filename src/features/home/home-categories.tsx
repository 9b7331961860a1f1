import { Link } from 'wouter';
import type { CategoryNode } from '../../../contract/catalog';
import { PRODUCT_FORMS, countOf } from '../../../contract/plural';
import { categoriesLoader } from '../../actors/layout.screen-data';
import { EmptyState, ErrorState } from '../../components/ui/status';
import { useLoader } from '../../lib/use-loader';

function CategoryTile({ category }: { category: CategoryNode }) {
  return (
    <li className="category-tile">
      <h3>
        <Link href={`/proizvodi/${category.slug}`} className="category-tile-link">
          {category.name}
        </Link>
      </h3>
      <p className="category-tile-count">{countOf(category.productCount, PRODUCT_FORMS)}</p>
      {category.children.length > 0 && (
        <ul className="category-tile-children" aria-label={`Potkategorije: ${category.name}`}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link href={`/proizvodi/${child.slug}`}>{child.name}</Link>{' '}
              <span className="category-tile-child-count">({child.productCount})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The home page's categories: each top category with its product count and subcategories. */
export function HomeCategories() {
  const { status, data, error, retry } = useLoader(categoriesLoader, undefined);
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <div className="home-section-head">
        <h2 id="home-categories">Kategorije</h2>
        <Link href="/proizvodi">Svi proizvodi</Link>
      </div>
      {status === 'failed' && <ErrorState message={error ?? 'Kategorije nisu učitane.'} onRetry={retry} />}
      {status === 'loading' && !data && (
        <div className="categories-loading" aria-busy="true">
          <p className="visually-hidden">Učitavanje kategorija…</p>
        </div>
      )}
      {status !== 'failed' && data?.length === 0 && <EmptyState title="Kategorije još nisu dodate." />}
      {status !== 'failed' && data && data.length > 0 && (
        <ul className="category-tiles">
          {data.map((category) => (
            <CategoryTile key={category.id} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}
