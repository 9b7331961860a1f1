import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '../../contract/consent';
import { latinToCyrillic } from '../../contract/serbian-script';
import { AUTH_STORAGE_KEY } from '../../src/actors/browser-session';
import { SCRIPT_STORAGE_KEY } from '../../src/actors/script.actors';
import { aSignedInUser, aVisitor } from '../features/catalog/catalog-driver';
import { openServerRenderedPage } from '../utils/server-rendered-page';

// Spec §2's storefront pages rendered by React on the server (src/app/entry-server.tsx) and taken
// over by the browser (src/app/start-shop.tsx): readable before any JavaScript, hydrated without
// a mismatch, and nothing the server read is asked for again.

/** The server's markup as a document, as a reader without JavaScript gets it. */
const asServed = (html: string) => {
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = html;
  return page.body;
};
const textOf = (html: string) => (asServed(html).textContent ?? '').replace(/\s+/g, ' ');

// React's development build warns when two renderers use one context: here the server's and the
// browser's run in one process, which never happens in the shop.
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

/** What React says when the markup it finds is not what it renders (or any other console error). */
const hydrationComplaints = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.startsWith(TWO_RENDERERS));

/** The catalogue reads among the browser's requests (the app start's user and cart are not). */
const catalogueReads = (requests: string[]) =>
  requests.filter((request) => /^GET \/api\/(products|categories)/.test(request));

describe('a storefront page rendered on the server', () => {
  it('a product page holds its name, price, availability, description, images and add-to-cart button', async () => {
    const page = await openServerRenderedPage('/proizvod/frizider-mraz-mini', { shop: aVisitor() });
    const served = asServed(page.html);
    expect(served.querySelector('h1')?.textContent).toBe('Frižider Mraz Mini');
    const text = textOf(page.html);
    expect(text).toContain('21.990 RSD');
    expect(text).toContain('24.990 RSD');
    expect(text).toMatch(/Na stanju|Poslednji komad|Dostupno/);
    expect(served.querySelector('img')).not.toBeNull();
    expect([...served.querySelectorAll('button')].map((button) => button.textContent)).toContain(
      'Dodaj u korpu',
    );
    expect(served.querySelector('nav[aria-label="Putanja"]')?.textContent).toContain('Frižideri');
  });

  it('takes the product page over with no hydration warning, reads nothing twice, and works', async () => {
    const page = await openServerRenderedPage('/proizvod/frizider-mraz-mini', { shop: aVisitor() });
    await waitFor(() => expect(page.requests).toContain('GET /api/cart'));
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
    expect(catalogueReads(page.requests)).toEqual([]);
    // The product's own button (its similar products have theirs too).
    const summary = document.querySelector<HTMLElement>('.product-summary')!;
    await page.user.click(await within(summary).findByRole('button', { name: /Dodaj u korpu/ }));
    const cart = screen.getByRole('link', { name: /^Korpa/ });
    await waitFor(() => expect(within(cart).getByText('1')).toBeTruthy());
  });

  it('a listing holds its heading, breadcrumbs, products with names, prices and links, and pagination', async () => {
    const page = await openServerRenderedPage('/proizvodi/frizideri', { shop: aVisitor() });
    const served = asServed(page.html);
    expect(served.querySelector('h1')?.textContent).toBe('Frižideri');
    expect(served.querySelector('nav[aria-label="Putanja"]')?.textContent).toContain('Bela tehnika');
    const links = [...served.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/proizvod/frizider-polar-300');
    expect(links).toContain('/proizvod/frizider-mraz-mini');
    expect(textOf(page.html)).toContain('54.990 RSD');
    await waitFor(() => expect(page.requests).toContain('GET /api/cart'));
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
    expect(catalogueReads(page.requests)).toEqual([]);
  });

  it('a listing with a query: its login link leads back to it, the same on the server and after hydration', async () => {
    const page = await openServerRenderedPage('/proizvodi/frizideri?sort=price_asc', { shop: aVisitor() });
    const back = `/login?redirect=${encodeURIComponent('/proizvodi/frizideri?sort=price_asc')}`;
    const served = asServed(page.html);
    expect([...served.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toContain(back);
    await waitFor(() => expect(page.requests).toContain('GET /api/cart'));
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe(back);
  });

  it('a signed-in shopper gets the page as everyone does, and their own header right after', async () => {
    const shop = aSignedInUser({ verified: true });
    const [account] = shop.accounts;
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: account?.user }));
    const page = await openServerRenderedPage('/proizvodi', { shop });
    expect(textOf(page.html)).toContain('Prijava');
    await screen.findByRole('link', { name: 'Moj nalog' });
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
  });

  it('a shopper who chose Cyrillic gets the Latin page, then Cyrillic once it is taken over', async () => {
    window.localStorage.setItem(SCRIPT_STORAGE_KEY, 'cyrillic');
    const page = await openServerRenderedPage('/proizvodi/frizideri', { shop: aVisitor() });
    expect(asServed(page.html).querySelector('h1')?.textContent).toBe('Frižideri');
    expect(await screen.findByRole('heading', { level: 1, name: latinToCyrillic('Frižideri') })).toBeTruthy();
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
  });

  it('the cookie banner comes with the page until a choice is made, and hydrates either way', async () => {
    const first = await openServerRenderedPage('/faq', { shop: aVisitor() });
    expect(asServed(first.html).querySelector('.consent-banner h2')?.textContent).toBe('Koristimo kolačiće');
    await first.user.click(await screen.findByRole('button', { name: 'Samo neophodni' }));
    expect(hydrationComplaints(first.consoleErrors)).toEqual([]);
    expect(Cookies.get(CONSENT_COOKIE)).toBe('necessary');
  });

  it('a shopper who chose gets the page without the banner, and hydrates it cleanly', async () => {
    Cookies.set(CONSENT_COOKIE, 'necessary', { path: '/' });
    const page = await openServerRenderedPage('/faq', { shop: aVisitor() });
    expect(asServed(page.html).querySelector('.consent-banner')).toBeNull();
    await waitFor(() => expect(page.requests).toContain('GET /api/cart'));
    expect(screen.queryByRole('region', { name: 'Koristimo kolačiće' })).toBeNull();
    expect(hydrationComplaints(page.consoleErrors)).toEqual([]);
  });

  it('what the page arrived with serves only that page: another product is read from the server, once', async () => {
    const page = await openServerRenderedPage('/proizvodi/frizideri', { shop: aVisitor() });
    await page.user.click(screen.getAllByRole('link', { name: /Frižider Polar 300/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frižider Polar 300' })).toBeTruthy();
    const productReads = page.requests.filter(
      (request) => request === 'GET /api/products/frizider-polar-300',
    );
    expect(productReads).toHaveLength(1);
  });
});
