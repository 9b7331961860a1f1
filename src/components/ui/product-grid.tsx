import type { Product } from '../../../contract/catalog';
import { AddToCartButton, type CartAdds } from './add-to-cart-button';
import { CompareToggle, type CompareToggles } from './compare-toggle';
import { ProductCard } from './product-card';

/**
 * Product cards in the shop's grid, each with its "Dodaj u korpu" (listings, home, search), and
 * with `compare` its "Uporedi".
 */
export function ProductGrid({
  products,
  busy,
  adds,
  compare,
}: {
  products: Product[];
  busy?: boolean;
  adds: CartAdds;
  compare?: CompareToggles | undefined;
}) {
  return (
    <ul className="product-grid" aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            actions={
              <>
                <AddToCartButton product={product} status={adds.statusOf(product.id)} add={adds.add} />
                {compare && <CompareToggle product={product} compare={compare} />}
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
