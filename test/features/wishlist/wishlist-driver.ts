import { screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { Product } from '../../../contract/catalog';
import type { WishlistItem } from '../../../contract/wishlist';
import { aCatalog } from '../../msw/catalog-handlers';
import type { FakeShop } from '../../msw/handlers';
import { itemHandlers } from '../../msw/item-handlers';
import { aSignedInShop } from '../../msw/profile-handlers';
import { documentCookies, renderApp } from '../../utils/render-app';

export const WISHLIST_ID = 3;

const catalogue = aCatalog();
/** A product of the fake catalogue by id (1 Polar, 2 Mraz Mini, 3 Talas 7 unavailable, 4 Tornado, 5 Čistač). */
export const product = (id: number): Product =>
  catalogue.entries.find((entry) => entry.product.id === id)!.product;

export const wished = (id: number, productId: number, priority: number): WishlistItem => ({
  id,
  wishlistId: WISHLIST_ID,
  product: product(productId),
  priority,
});

/** Tornado, Polar and the unavailable Talas 7 — stored out of order, priorities 1..3 say Polar first. */
export const threeWishes = () => [wished(201, 4, 2), wished(202, 1, 1), wished(203, 3, 3)];

/** The shop at /profil/lista-zelja for Ana, verified unless told otherwise, with the item routes. */
export function openWishlist({
  verified = true,
  items = threeWishes(),
  handlers = [],
}: {
  verified?: boolean;
  items?: WishlistItem[];
  handlers?: HttpHandler[];
} = {}) {
  const shop = aSignedInShop({ verified, wishlistItems: items });
  const products = () => catalogue.entries.map((entry) => entry.product);
  return renderApp('/profil/lista-zelja', {
    shop,
    handlers: [...handlers, ...itemHandlers(shop, documentCookies, products)],
  });
}

/** The wishlist page itself, without the account menu beside it. */
export async function wishlistPage() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Lista želja' });
  return heading.parentElement as HTMLElement;
}

/** The product names in the order the page lists them. */
export const shownOrder = (page: HTMLElement) =>
  within(within(page).getByRole('list', { name: 'Proizvodi na listi želja' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The product names in the order the fake server holds them (by priority). */
export const serverOrder = (shop: FakeShop) =>
  [...shop.accounts[0]!.wishlist.wishlistItems]
    .sort((a, b) => a.priority - b.priority)
    .map((item) => `${item.product.name}#${item.priority}`);

/** The polite live region of the page (the one that announces moves and removals). */
export const announcer = (page: HTMLElement) =>
  within(page)
    .getAllByRole('status')
    .find((region) => region.classList.contains('visually-hidden')) as HTMLElement;
