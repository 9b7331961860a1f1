import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeJourneys } from './support/journey';

const journey = describeJourneys();

type ApiProduct = {
  id: number;
  name: string;
  slug: string;
  available: boolean;
  stock: number;
  shippingPrice: number;
};
type ApiCart = { id: string; cartItems: { quantity: number; product: { id: number; available: boolean } }[] };

/** Spec §8: the info toast after the session step removed unavailable items. */
const TOAST_TITLE = 'Proizvod više nije dostupan';
const TOAST_TEXT = 'Neki proizvodi iz Vaše korpe više nisu dostupni i uklonjeni su. Hvala na razumevanju.';

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((entry) => entry.name === name);

const cartNames = (page: Page) => page.locator('.cart-line .cart-line-name').allTextContents();

/** Counts the page's calls of the cart session step (DELETE /api/cart/remove-unavailable-items/…). */
function sessionSteps(page: Page): () => number {
  let calls = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/cart/remove-unavailable-items/')) calls += 1;
  });
  return () => calls;
}

async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(`/proizvod/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: `Dodaj u korpu: ${product.name}` }).click();
  await page.getByText('Dodato u korpu: 1 komad.').waitFor();
  await page
    .getByRole('dialog', { name: 'Dodato u korpu' })
    .getByRole('button', { name: 'Nastavi kupovinu' })
    .click();
}

journey(
  "11. an unavailable product in a cart is removed at the start of the next browser session with the 'Proizvod više nije dostupan' toast",
  async ({ shop, shopper }) => {
    const first = await shopper();
    await first.page.goto('/');
    await first.page.getByRole('button', { name: 'Samo neophodni' }).click();

    // Two products in stock: one will stop being sold, the other stays.
    const listed = (await (
      await first.page.request.get('/api/products?category=kuhinjski-aparati&pageSize=60')
    ).json()) as {
      items: ApiProduct[];
    };
    const [leaving, staying] = listed.items.filter((item) => item.available && item.stock > 3);
    if (!leaving || !staying) throw new Error('two kitchen appliances in stock are needed');
    await addFromProductPage(first.page, leaving);
    await first.snap('product-added');
    await addFromProductPage(first.page, staying);
    await first.page.goto('/korpa');
    await first.page.getByRole('heading', { name: 'U korpi: 2 komada' }).waitFor();
    await first.snap('cart-with-both');
    const cartId = (await cookie(first.context, 'cart_id'))?.value;
    expect(cartId).toBeTruthy();
    expect((await cookie(first.context, 'session_updated'))?.expires).toBe(-1); // a session cookie

    // The shop stops selling the product (straight in its database, as the back office would).
    const changed = await shop.withDatabase((sql) =>
      sql('update products set available = false where id = $1 returning id', [leaving.id]),
    );
    expect(changed).toHaveLength(1);
    const detail = (await (await first.page.request.get(`/api/products/${leaving.slug}`)).json()) as {
      product: ApiProduct;
    };
    expect(detail.product.available).toBe(false);

    // The same browser session already ran its session step: the line stays, marked, without a toast.
    const firstSteps = sessionSteps(first.page);
    await first.page.reload();
    await first.page.getByRole('heading', { name: 'U korpi: 2 komada' }).waitFor();
    await first.page.getByText('Nije više dostupno', { exact: true }).waitFor();
    await first.page.getByText('Neki proizvodi iz korpe više nisu dostupni.').waitFor();
    expect(await first.page.getByText(TOAST_TITLE).count()).toBe(0);
    expect(firstSteps()).toBe(0);
    await first.snap('same-session-unavailable-marked');

    // The next browser session: the cart_id cookie is still there, the session marker is not.
    const next = await shopper();
    await next.context.addCookies([{ name: 'cart_id', value: cartId!, url: shop.url }]);
    await next.context.addInitScript(() => localStorage.setItem('cookie_consent', 'necessary'));
    const nextSteps = sessionSteps(next.page);
    await next.page.goto('/korpa');
    const toast = next.page.getByRole('alert').filter({ hasText: TOAST_TITLE });
    await toast.waitFor();
    expect((await toast.textContent())?.replace(/\s+/g, ' ')).toContain(`${TOAST_TITLE}${TOAST_TEXT}`);
    await next.page.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    expect(await cartNames(next.page)).toEqual([staying.name]);
    await next.snap('next-session-toast');
    expect((await cookie(next.context, 'session_updated'))?.value).toBe('true');
    expect((await cookie(next.context, 'cart_id'))?.value).toBe(cartId);

    // The server's cart no longer holds it.
    const cart = (await (await next.page.request.get('/api/cart')).json()) as ApiCart;
    expect(cart.id).toBe(cartId);
    expect(cart.cartItems.map((item) => item.product.id)).toEqual([staying.id]);
    expect(nextSteps()).toBe(1);

    // A reload in that session runs no second step: no new toast, the same cart.
    await next.page.reload();
    await next.page.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    expect(await next.page.getByText(TOAST_TITLE).count()).toBe(0);
    expect(nextSteps()).toBe(1);
    expect(next.consoleErrors).toEqual([]);
  },
);
