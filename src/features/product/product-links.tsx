import type { Product } from '../../../contract/catalog';
import { productRelatedLoader } from '../../actors/catalog.screen-data';
import { ProductGrid } from '../../components/ui/product-grid';
import { useCompare } from '../../lib/compare/compare-context';
import { useCartAdds } from '../../lib/use-cart-adds';
import { useLoader } from '../../lib/use-loader';

function LinkedProducts({ id, title, products }: { id: string; title: string; products: Product[] }) {
  const adds = useCartAdds();
  const compare = useCompare();
  if (products.length === 0) return null;
  return (
    <section className="product-section product-links" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={products} adds={adds} compare={compare} />
    </section>
  );
}

/**
 * "Dodatna oprema" (the import's accessory links) and "Slični proizvodi" (its related links, then
 * its category, its brand first), read with the page; a failed read shows nothing (the page is
 * whole without them).
 */
export function ProductLinks({ slug }: { slug: string }) {
  const { data } = useLoader(productRelatedLoader, slug);
  if (!data) return null;
  return (
    <>
      <LinkedProducts id="dodatna-oprema" title="Dodatna oprema" products={data.accessories} />
      <LinkedProducts id="slicni-proizvodi" title="Slični proizvodi" products={data.related} />
    </>
  );
}
