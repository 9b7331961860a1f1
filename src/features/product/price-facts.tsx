import type { ProductDetail } from '../../../contract/catalog';
import { formatUnitPrice } from '../../../contract/discount';
import { discountEndText } from '../../../contract/discount-end';
import { formatRsd } from '../../../contract/format';
import { isDiscounted, payPrice } from '../../../contract/money';

/**
 * What the law asks beside a price (Zakon o trgovini čl. 37, Pravilnik o isticanju cena): with a
 * discount, the lowest price of the 30 days before it and its last day; for goods sold by measure,
 * the price per unit.
 */
export function PriceFacts({ product }: { product: ProductDetail }) {
  const discounted = isDiscounted(product);
  const unitPrice = formatUnitPrice(payPrice(product), {
    netQuantity: product.netQuantity ?? null,
    netUnit: product.netUnit ?? null,
  });
  return (
    <>
      {discounted && product.lowestPrice30 !== undefined && (
        <p className="price-fact">Najniža cena u poslednjih 30 dana: {formatRsd(product.lowestPrice30)}</p>
      )}
      {discounted && product.discountUntil && (
        <p className="price-fact">{discountEndText(product.discountUntil)}</p>
      )}
      {unitPrice && <p className="price-fact">Jedinična cena: {unitPrice}</p>}
    </>
  );
}
