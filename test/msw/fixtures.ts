import { type User, userSchema } from '../../contract/auth';
import { type Cart, type CartItem, cartItemSchema, cartSchema } from '../../contract/cart';
import { type Product, productSchema } from '../../contract/catalog';
import { type PlaceOrderBody, placeOrderBodySchema } from '../../contract/orders';
import { type Profile, profileSchema } from '../../contract/profile';
import { type Review, reviewSchema } from '../../contract/reviews';
import { type Wishlist, wishlistSchema } from '../../contract/wishlist';

// Client-side fixtures, each checked against the contract so a fake answer has the server's shape.

export const CART_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
export const USER_CART_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const LEGACY_CART_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const NEW_CART_ID = '7e6d5c4b-3a29-4b18-8c07-f6e5d4c3b2a1';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: 1,
    name: 'Usisivač Tornado 2000',
    ean: '8600000000017',
    slug: 'usisivac-tornado-2000',
    price: 12_990,
    available: true,
    shippingPrice: 0,
    discountPrice: 0,
    thumbnail: '/images/products/usisivac.svg',
    stock: 12,
    brand: 'Tornado',
    ...overrides,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 7,
    cartId: USER_CART_ID,
    email: 'ana@example.rs',
    isVerified: false,
    firstName: 'Ana',
    lastName: 'Anić',
    ...overrides,
  });
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 7,
    email: 'ana@example.rs',
    isVerified: true,
    firstName: 'Ana',
    lastName: 'Anić',
    phone: '+381 64 123 4567',
    address: { street: 'Knez Mihailova 12', city: 'Beograd', postalCode: '11000' },
    ...overrides,
  });
}

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemSchema.parse({ id: 11, cartId: CART_ID, quantity: 1, product: aProduct(), ...overrides });
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return cartSchema.parse({ id: CART_ID, userId: null, cartItems: [aCartItem()], ...overrides });
}

export function aWishlist(overrides: Partial<Wishlist> = {}): Wishlist {
  return wishlistSchema.parse({
    id: 3,
    userId: 7,
    name: 'Lista želja',
    isDefault: true,
    wishlistItems: [],
    ...overrides,
  });
}

/** Ana's order of two pieces of product 4, paid on delivery. */
export function aPlaceOrderBody(overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return placeOrderBodySchema.parse({
    cartId: CART_ID,
    reviewed: { lines: [{ productId: 4, quantity: 2, unitPrice: 12_990 }], shipping: 0, total: 25_980 },
    idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0',
    customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '+381 64 123 4567' },
    address: { street: 'Knez Mihailova 12', city: 'Beograd', postalCode: '11000' },
    paymentMethod: 'cash_on_delivery',
    ...overrides,
  });
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return reviewSchema.parse({
    id: 41,
    productId: 4,
    rating: 4,
    text: 'Odlično usisava.',
    author: 'Ana A.',
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    ...overrides,
  });
}
