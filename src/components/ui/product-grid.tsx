import type { Product } from '../../../contract/catalog';
import { AddToCartButton, type CartAdds } from './add-to-cart-button';
import { ProductCard } from './product-card';

/** Product cards in the shop's grid, each with its "Dodaj u korpu" (listings, home, search). */
export function ProductGrid({
  products,
  busy,
  adds,
}: {
  products: Product[];
  busy?: boolean;
  adds: CartAdds;
}) {
  return (
    <ul className="product-grid" aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            actions={<AddToCartButton product={product} status={adds.statusOf(product.id)} add={adds.add} />}
          />
        </li>
      ))}
    </ul>
  );
}
