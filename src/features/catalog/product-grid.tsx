import type { Product } from '../../../contract/catalog';
import { ProductCard } from '../../components/ui/product-card';
import { AddToCartButton } from '../cart/add-to-cart-button';

/** Product cards in the shop's grid, each with its "Dodaj u korpu" (listings, home, search). */
export function ProductGrid({ products, busy }: { products: Product[]; busy?: boolean }) {
  return (
    <ul className="product-grid" aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} actions={<AddToCartButton product={product} />} />
        </li>
      ))}
    </ul>
  );
}
