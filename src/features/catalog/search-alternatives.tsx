import { Fragment, useId } from 'react';
import { Link } from 'wouter';
import type { SearchAlternatives } from '../../../contract/catalog';
import { ProductGrid } from '../../components/ui/product-grid';
import { useCartAdds } from '../../lib/use-cart-adds';

const searchHref = (q: string) => `/proizvodi/pretraga?q=${encodeURIComponent(q)}`;

/** "Da li ste mislili „a“, „b“ ili „c“?": each a search that finds products. */
export function DidYouMean({ queries }: { queries: readonly string[] }) {
  if (queries.length === 0) return null;
  return (
    <p className="did-you-mean">
      Da li ste mislili{' '}
      {queries.map((query, index) => (
        <Fragment key={query}>
          {index > 0 && (index === queries.length - 1 ? ' ili ' : ', ')}„
          <Link href={searchHref(query)}>{query}</Link>“
        </Fragment>
      ))}
      ?
    </p>
  );
}

/** Where to go on from a search that found nothing: popular categories and products. */
export function PopularPicks({ categories, products }: Pick<SearchAlternatives, 'categories' | 'products'>) {
  const categoriesId = useId();
  const productsId = useId();
  const adds = useCartAdds();
  return (
    <>
      {categories.length > 0 && (
        <section className="popular-picks" aria-labelledby={categoriesId}>
          <h3 id={categoriesId}>Popularne kategorije</h3>
          <ul className="popular-categories">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={`/proizvodi/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section className="popular-picks" aria-labelledby={productsId}>
          <h3 id={productsId}>Popularni proizvodi</h3>
          <ProductGrid products={products} adds={adds} />
        </section>
      )}
    </>
  );
}
