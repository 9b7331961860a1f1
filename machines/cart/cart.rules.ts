import type { CartItem } from '../../contract/cart';

/** Spec §4: a product already in the cart gains 1 locally; otherwise the returned line is appended. */
export function withAddedProduct(items: CartItem[], productId: number, returned: CartItem): CartItem[] {
  const present = items.some((item) => item.product.id === productId);
  if (!present) return [...items, returned];
  return items.map((item) =>
    item.product.id === productId ? { ...item, quantity: item.quantity + 1 } : item,
  );
}

/** The line as the server answered it (it may cap the quantity at stock). */
export function withUpdatedLine(items: CartItem[], returned: CartItem): CartItem[] {
  return items.map((item) => (item.id === returned.id ? returned : item));
}

/** Spec §4: removing an item drops it locally. */
export function withoutLine(items: CartItem[], itemId: number): CartItem[] {
  return items.filter((item) => item.id !== itemId);
}

/** Pieces in the cart: the sum of quantities. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What the server's remove-unavailable step removes: unavailable products and those out of stock. */
export function isUnavailable(item: CartItem): boolean {
  return !item.product.available || item.product.stock <= 0;
}
