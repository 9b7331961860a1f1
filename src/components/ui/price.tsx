import { formatRsd } from '../../../contract/format';
import { payPrice } from '../../../contract/money';
import type { Product } from '../../../contract/catalog';

/**
 * The pay price, and the prior price struck through beside it when discounted (DESIGN §3; Zakon
 * o trgovini čl. 37). `labelled` writes "Prethodna cena" for everyone (the product page); elsewhere
 * only screen readers hear it.
 */
export function Price({
  product,
  labelled = false,
}: {
  product: Pick<Product, 'price' | 'discountPrice'>;
  labelled?: boolean;
}) {
  const pay = payPrice(product);
  const discounted = pay < product.price;
  return (
    <span className="price">
      <span className={discounted ? 'price-now discounted' : 'price-now'}>{formatRsd(pay)}</span>
      {discounted && (
        <s className="price-old">
          <span className={labelled ? 'price-old-label' : 'visually-hidden'}>Prethodna cena: </span>
          {formatRsd(product.price)}
        </s>
      )}
    </span>
  );
}
