import type { Product } from '../../../contract/catalog';

type Stocked = Pick<Product, 'available' | 'stock'>;

/** Why a product cannot be bought now: withdrawn from sale, or sold out until stock returns. */
export const notBuyableText = (product: Stocked): string =>
  product.available ? 'Nema na stanju' : 'Nije dostupno';

/** Whether the product can be bought now: in the range and in stock. */
export const isBuyable = (product: Stocked): boolean => product.available && product.stock > 0;

/** "Na stanju", "Poslednji komadi", "Nema na stanju" or "Nije dostupno", as the product's stock says. */
export function StockState({ product }: { product: Stocked }) {
  if (!isBuyable(product)) return <p className="stock out">{notBuyableText(product)}</p>;
  if (product.stock <= 3) return <p className="stock low">Poslednji komadi</p>;
  return <p className="stock in">Na stanju</p>;
}
