import type { CartItem } from '../../../contract/cart';
import type { Product } from '../../../contract/catalog';
import type { WishlistItem } from '../../../contract/wishlist';

/** A catalogue product for machine tests; `overrides` set what a test is about. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Proizvod ${id}`,
    ean: String(8600000000000 + id),
    slug: `proizvod-${id}`,
    price: 1000 * id,
    available: true,
    shippingPrice: 0,
    discountPrice: 0,
    thumbnail: `/images/proizvod-${id}.svg`,
    stock: 10,
    brand: 'Marka',
    ...overrides,
  };
}

export const CART_ID = '5b0f7c1e-8d2a-4c61-9a57-0d3c9e1f2a4b';

export function cartLine(
  id: number,
  productId: number,
  quantity = 1,
  overrides: Partial<Product> = {},
): CartItem {
  return { id, cartId: CART_ID, quantity, product: product(productId, overrides) };
}

export function wishlistItem(id: number, productId: number, priority: number): WishlistItem {
  return { id, wishlistId: 7, priority, product: product(productId) };
}
