import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import type { Product } from '../../../contract/catalog';

/** The pay price, and the regular price struck through beside it when discounted (DESIGN §3). */
export function Price({ product }: { product: Pick<Product, 'price' | 'discountPrice'> }) {
  const pay = payPrice(product);
  const discounted = pay < product.price;
  return (
    <span className="price">
      <span className={discounted ? 'price-now discounted' : 'price-now'}>{formatRsd(pay)}</span>
      {discounted && (
        <s className="price-old">
          <span className="visually-hidden">Stara cena: </span>
          {formatRsd(product.price)}
        </s>
      )}
    </span>
  );
}
