import { randomUUID } from 'node:crypto';
import { type BrowserContext, type Page, request } from 'playwright-core';
import { expect } from 'vitest';
import { describeJourneys } from './support/journey';
import { until } from './support/until';

const journey = describeJourneys();

type ApiProduct = { id: number; name: string; slug: string; brand: string; price: number; stock: number };
type ApiCart = { id: string; cartItems: { quantity: number; product: { id: number; name: string } }[] };

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((entry) => entry.name === name)?.value;

/** The first visit's cookie banner: the shopper keeps only the necessary cookies. */
async function dismissConsent(page: Page) {
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  await page.getByRole('button', { name: 'Samo neophodni' }).waitFor({ state: 'detached' });
}

/** The header's cart link ("Korpa, 1 komad") and the number it shows. */
async function headerCartCount(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Nalog i korpa' }).getByRole('link', { name: /^Korpa,/ });
  return Number(await link.locator('.count').textContent());
}

const cartNames = (page: Page) => page.locator('.cart-line .cart-line-name').allTextContents();

journey(
  '1. a new visitor gets a cart, browses, filters, sorts, adds a product; count, cart page, reload and a second tab agree',
  async ({ shopper }) => {
    const { page, context, consoleErrors, snap, newTab } = await shopper();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // A new visitor: a fresh cart in the cart_id cookie, and the session step marked as done.
    const cartId = await until(() => cookie(context, 'cart_id'), Boolean, 'the cart_id cookie');
    expect(cartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await until(() => cookie(context, 'session_updated'), Boolean, 'the session marker')).toBe('true');
    await snap('home-consent-banner');
    await dismissConsent(page);
    expect(await headerCartCount(page)).toBe(0);

    // The header's category menu: Bela tehnika → Frižideri.
    const menu = page.getByRole('navigation', { name: 'Kategorije' });
    await menu.getByRole('button', { name: 'Potkategorije: Bela tehnika' }).click();
    await snap('category-menu-open');
    await menu.getByRole('link', { name: 'Frižideri' }).click();
    await page.waitForURL('**/proizvodi/frizideri');
    await page.getByRole('heading', { level: 1, name: 'Frižideri' }).waitFor();
    const all = (await (await page.request.get('/api/products?category=frizideri&pageSize=60')).json()) as {
      total: number;
    };
    await page.getByText(`${all.total} proizvoda`, { exact: true }).waitFor();
    await snap('category-frizideri');

    // Filter by a brand: the URL and the list follow.
    const filtered = (await (
      await page.request.get('/api/products?category=frizideri&brand=LG&pageSize=60')
    ).json()) as { total: number; items: ApiProduct[] };
    expect(filtered.total).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: /^LG \(\d+\)$/ }).check();
    await page.waitForURL((url) => url.searchParams.get('brand') === 'LG');
    const cardNames = page.locator('.product-grid:not(.skeleton) .product-card h3');
    const cardBrands = page.locator('.product-grid:not(.skeleton) .product-card-brand');
    await until(
      () => cardBrands.allTextContents(),
      (brands) => brands.length === filtered.total && brands.every((brand) => brand === 'LG'),
      'the listing filtered to LG',
    );
    await snap('category-filtered-lg');

    // Sort by price, ascending: the URL keeps the brand and adds the sort; the list follows.
    const sorted = (await (
      await page.request.get('/api/products?category=frizideri&brand=LG&sort=price_asc&pageSize=60')
    ).json()) as { items: (ApiProduct & { discountPrice: number })[] };
    await page.getByLabel('Sortiraj po').selectOption('price_asc');
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'price_asc' && url.searchParams.get('brand') === 'LG',
    );
    const expectedOrder = sorted.items.map((product) => product.name);
    await until(
      () => cardNames.allTextContents(),
      (names) => JSON.stringify(names) === JSON.stringify(expectedOrder),
      'the listing sorted by price',
    );
    const shownPrices = (await page.locator('.product-grid .product-card .price-now').allTextContents()).map(
      (text) => Number(text.replace(/\D/g, '')),
    );
    expect(shownPrices).toEqual([...shownPrices].sort((a, b) => a - b));
    expect(page.url()).toContain('/proizvodi/frizideri?');
    await snap('category-sorted-price-asc');

    // Open a product that is in stock and add it.
    const product = sorted.items.find((item) => item.stock > 0);
    if (!product) throw new Error('no LG fridge in stock');
    await page.getByRole('link', { name: product.name, exact: true }).click();
    await page.waitForURL(`**/proizvod/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await snap('product');
    await page.getByRole('button', { name: `Dodaj u korpu: ${product.name}` }).click();
    await page.getByText('Dodato u korpu: 1 komad.').waitFor();
    expect(await headerCartCount(page)).toBe(1);
    // The mini-cart shows the line added, and "Idi u korpu" goes to the cart (issue 14).
    const miniCart = page.getByRole('dialog', { name: 'Dodato u korpu' });
    await miniCart.getByText(product.name, { exact: true }).waitFor();
    await snap('product-added');

    // The header count and the cart page agree; the server holds the line in the cookie's cart.
    await miniCart.getByRole('link', { name: 'Idi u korpu' }).click();
    await page.waitForURL('**/korpa');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    expect(await cartNames(page)).toEqual([product.name]);
    await snap('cart');
    const cart = (await (await page.request.get('/api/cart')).json()) as ApiCart;
    expect(cart.id).toBe(cartId);
    expect(cart.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([[product.id, 1]]);

    // A reload shows the same cart.
    await page.reload();
    await page.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    expect(await cartNames(page)).toEqual([product.name]);
    expect(await headerCartCount(page)).toBe(1);
    expect(await cookie(context, 'cart_id')).toBe(cartId);
    await snap('cart-reloaded');

    // A second tab of the same browser shows the same cart.
    const second = await newTab();
    await second.goto('/korpa');
    await second.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    expect(await cartNames(second)).toEqual([product.name]);
    expect(await headerCartCount(second)).toBe(1);
    expect(await cookie(context, 'cart_id')).toBe(cartId);
    await second.close();

    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '2. a legacy stored cart id: a valid one moves into the cookie with its items, an invalid one gives a new cart',
  async ({ shop, shopper }) => {
    // An earlier visit made a cart and put products in it (its own browser, its own cookie).
    const earlier = await request.newContext({ baseURL: shop.url });
    const listed = (await (await earlier.get('/api/products?category=usisivaci&pageSize=60')).json()) as {
      items: (ApiProduct & { available: boolean })[];
    };
    const products = listed.items.filter((item) => item.available && item.stock > 2).slice(0, 2);
    expect(products).toHaveLength(2);
    const created = await earlier.post('/api/cart/create');
    expect(created.status()).toBe(201);
    const { cartId: legacyId } = (await created.json()) as { cartId: string };
    for (const product of products) {
      const added = await earlier.post('/api/cart/add-item', {
        data: { cartId: legacyId, productId: product.id },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }
    await earlier.dispose();

    // Valid: the shopper's browser has only the stored id, no cookie.
    const valid = await shopper();
    await valid.context.addInitScript((id) => {
      if (sessionStorage.getItem('e2e-legacy-seeded')) return;
      sessionStorage.setItem('e2e-legacy-seeded', '1');
      localStorage.setItem('cart_id', id);
    }, legacyId);
    expect(await cookie(valid.context, 'cart_id')).toBeUndefined();
    await valid.page.goto('/korpa');
    await valid.page.getByRole('heading', { name: 'U korpi: 2 komada' }).waitFor();
    expect((await cartNames(valid.page)).sort()).toEqual(products.map((product) => product.name).sort());
    expect(await headerCartCount(valid.page)).toBe(2);
    expect(await until(() => cookie(valid.context, 'cart_id'), Boolean, 'the cart_id cookie')).toBe(legacyId);
    expect(await valid.page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    const validCart = (await (await valid.page.request.get('/api/cart')).json()) as ApiCart;
    expect(validCart.id).toBe(legacyId);
    expect(validCart.cartItems.map((item) => item.product.id).sort()).toEqual(
      products.map((product) => product.id).sort(),
    );
    await valid.snap('legacy-valid-cart');
    await dismissConsent(valid.page);
    expect(valid.consoleErrors).toEqual([]);

    // Invalid: a stored id no cart has. It is removed and a new, empty cart is made.
    const unknownId = randomUUID();
    const invalid = await shopper();
    await invalid.context.addInitScript((id) => {
      if (sessionStorage.getItem('e2e-legacy-seeded')) return;
      sessionStorage.setItem('e2e-legacy-seeded', '1');
      localStorage.setItem('cart_id', id);
    }, unknownId);
    await invalid.page.goto('/korpa');
    await invalid.page.getByText('Vaša korpa je prazna.').waitFor();
    const newId = await until(() => cookie(invalid.context, 'cart_id'), Boolean, 'the cart_id cookie');
    expect(newId).not.toBe(unknownId);
    expect(newId).not.toBe(legacyId);
    expect(await invalid.page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
    const newCart = (await (await invalid.page.request.get('/api/cart')).json()) as ApiCart;
    expect(newCart).toMatchObject({ id: newId, cartItems: [] });
    expect(await headerCartCount(invalid.page)).toBe(0);
    await invalid.snap('legacy-invalid-new-cart');
    // The unknown id stays unknown: no cart was made under it.
    expect((await (await invalid.page.request.get(`/api/cart/exists/${unknownId}`)).json()).exists).toBe(
      false,
    );
  },
);
