/**
 * The money rules both sides agree on. Amounts are integer dinars (RSD).
 * The server alone decides what an order costs, with these same functions.
 */

export const BULKY_SHIPPING_PRICE = 1490;
export const FREE_SHIPPING_FROM = 5000;
export const STANDARD_SHIPPING = 290;

export type Priced = { price: number; discountPrice: number };
export type PricedLine = { product: Priced & { shippingPrice: number }; quantity: number };

/** The price a shopper pays: the discount price when it is above 0 and below the regular price. */
export function payPrice({ price, discountPrice }: Priced): number {
  return discountPrice > 0 && discountPrice < price ? discountPrice : price;
}

export function isDiscounted(product: Priced): boolean {
  return payPrice(product) < product.price;
}

/** Order value: the sum of pay price × quantity. */
export function orderValue(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + payPrice(line.product) * line.quantity, 0);
}

/**
 * Spec §9: if any line has shipping price 1490, shipping is 1490 × quantity summed over those
 * lines; otherwise 0 from an order value of 5000 up and 290 below it. An empty cart ships nothing.
 */
export function shippingFee(lines: readonly PricedLine[]): number {
  if (lines.length === 0) return 0;
  const bulky = lines.filter((line) => line.product.shippingPrice === BULKY_SHIPPING_PRICE);
  if (bulky.length > 0) {
    return bulky.reduce((sum, line) => sum + BULKY_SHIPPING_PRICE * line.quantity, 0);
  }
  return orderValue(lines) >= FREE_SHIPPING_FROM ? 0 : STANDARD_SHIPPING;
}

export type OrderTotals = { subtotal: number; shipping: number; total: number };

export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotal = orderValue(lines);
  const shipping = shippingFee(lines);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** How much more the order needs for free delivery; 0 when it already ships free or is bulky. */
export function leftToFreeShipping(lines: readonly PricedLine[]): number {
  if (lines.some((line) => line.product.shippingPrice === BULKY_SHIPPING_PRICE)) return 0;
  return Math.max(0, FREE_SHIPPING_FROM - orderValue(lines));
}
