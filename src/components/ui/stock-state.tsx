import type { Product } from '../../../contract/catalog';

/** "Na stanju", "Poslednji komadi" or "Nije dostupno", as the product's stock says. */
export function StockState({ product }: { product: Pick<Product, 'available' | 'stock'> }) {
  if (!product.available || product.stock <= 0) return <p className="stock out">Nije dostupno</p>;
  if (product.stock <= 3) return <p className="stock low">Poslednji komadi</p>;
  return <p className="stock in">Na stanju</p>;
}
