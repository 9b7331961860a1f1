import { formatRsd } from '../../../contract/format';
import { BULKY_SHIPPING_PRICE, FREE_SHIPPING_FROM, STANDARD_SHIPPING } from '../../../contract/money';

/** Spec §9 told per product: bulky goods ship at 1490 a piece; others free from 5000 up. */
export function ProductShipping({ shippingPrice }: { shippingPrice: number }) {
  if (shippingPrice === BULKY_SHIPPING_PRICE)
    return (
      <p className="product-shipping">
        Dostava {formatRsd(BULKY_SHIPPING_PRICE)} po komadu
        <span className="form-note"> (glomazni proizvod, isporuka na adresu)</span>
      </p>
    );
  return (
    <p className="product-shipping">
      Besplatna dostava za porudžbine od {formatRsd(FREE_SHIPPING_FROM)}
      <span className="form-note"> (za manje porudžbine dostava je {formatRsd(STANDARD_SHIPPING)})</span>
    </p>
  );
}
