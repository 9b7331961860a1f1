import { expect } from 'vitest';
import { latinNamesOf } from '../../contract/latin-names';
import { latinToCyrillic } from '../../contract/serbian-script';
import { VIEWPORTS } from './support/browser';
import { describeJourneys } from './support/journey';
import { until } from './support/until';

const journey = describeJourneys();

const PASSWORD = 'Lozinka-2024!';

/** Spec §2: every route with a value for its parameters (guards decide where signed-out visitors land). */
const routes = [
  '/',
  '/faq',
  '/error',
  '/korpa',
  '/login',
  '/register',
  '/kontakt',
  '/proizvod/404',
  '/proizvodi',
  '/proizvodi/pretraga?q=frizider',
  '/verification',
  '/kako-kupovati',
  '/reset-password',
  '/verify-email',
  '/forgot-password',
  '/uslovi-koriscenja',
  '/politika-privatnosti',
  '/potvrdjena-kupovina',
];

/** The profile area (spec §2), for a signed-in user. */
const profileRoutes = ['/profil', '/profil/ocene', '/profil/lista-zelja', '/profil/istorija-kupovine'];

journey(
  '12. every route of spec §2 renders without console errors; unknown paths show the 404 page; /profil needs a login and comes back after it',
  async ({ shop, shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    for (const route of routes) {
      await page.goto(route);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.page-loading'));
      expect(consoleErrors, route).toEqual([]);
      await snap(route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home');
      // The first page shows the cookie banner; the shopper answers it, so later pages show whole.
      if (route === '/') {
        await page.getByRole('button', { name: 'Samo neophodni' }).click();
        await page.locator('.consent-banner').waitFor({ state: 'detached' });
      }
    }
    await page.goto('/nepostojeca-stranica');
    await page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await snap('not-found');

    // An anonymous visitor on /profil is sent to the login and back after it.
    const email = `ivan+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    const registered = await fetch(`${shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ivan',
        lastName: 'Ilić',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    await page.goto('/profil');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofil');
    await page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor();
    await snap('profil-sends-to-login');
    await page.getByLabel('E-adresa', { exact: true }).fill(email);
    await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL((url) => url.pathname === '/profil' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Moj profil' }).waitFor();
    await page.getByText(email).first().waitFor();
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toMatchObject({ user: { email } });
    await snap('back-on-profil');

    // Signed in, the profile area renders without console errors.
    for (const route of profileRoutes) {
      await page.goto(route);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.page-loading'));
      expect(new URL(page.url()).pathname, route).toBe(route);
      expect(consoleErrors, route).toEqual([]);
      await snap(route.replace(/\W+/g, '-').replace(/^-|-$/g, ''));
    }

    // An order id that is no order id is a 404, also for a signed-in user.
    await page.goto('/profil/istorija-kupovine/nije-id');
    await page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' }).waitFor();
    expect(await page.locator('.account-layout').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await snap('order-id-not-found');
  },
);

journey(
  '17. a first visit reads the first screen from the page the server rendered: its own head and status, no API call for the product or the categories',
  async ({ shop, shopper }) => {
    const { page, consoleErrors } = await shopper();
    const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1`)).json()) as {
      items: { slug: string; name: string }[];
    };
    const product = listing.items[0]!;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });

    const answer = await page.goto(`/proizvod/${product.slug}`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('navigation', { name: 'Kategorije' }).getByRole('link').nth(1).waitFor();
    expect(await page.title()).toBe(`${product.name} | Prodavnica`);
    expect(apiCalls).not.toContain(`/api/products/${product.slug}`);
    expect(apiCalls).not.toContain('/api/categories');

    const missing = await page.goto('/proizvod/nema-takvog-proizvoda');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Proizvod nije pronađen' }).waitFor();
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '18. the shop in Cyrillic: the switch turns every text and name, brands and models stay Latin, the URLs stay, and the choice outlives a reload',
  async ({ shop, shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1&sort=price_desc`)).json()) as {
      items: { slug: string; name: string; brand: string }[];
    };
    const product = listing.items[0]!;
    const { brands, models } = latinNamesOf([product]);

    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.getByRole('button', { name: 'Ћир, ћирилица' }).click();
    await page.getByRole('heading', { level: 1, name: 'Добро дошли у Продавницу' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
    await snap('cyrillic-home');

    await page.goto(`/proizvod/${product.slug}`);
    const cyrillicName = latinToCyrillic(product.name, brands, models);
    await page.getByRole('heading', { level: 1, name: cyrillicName }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/proizvod/${product.slug}`);
    expect(await page.title()).toBe(`${cyrillicName} | Продавница`);
    expect(cyrillicName).toContain(product.brand);
    await page
      .locator('.product-purchase')
      .getByRole('button', { name: /^Додај у корпу/ })
      .click();
    await page.getByText(/Додато у корпу: 1 комад/).waitFor();
    await snap('cyrillic-product');

    // Remembered: a reload opens in Cyrillic again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: cyrillicName }).waitFor();
    await page.getByRole('link', { name: /^Корпа, 1 комад/ }).waitFor();

    await page.getByRole('button', { name: 'Lat, latinica' }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Latn');
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '19. on a phone a product page shows its name, price, stock and "Dodaj u korpu" in the first screen, nothing scrolls sideways, and once that row scrolls away a buy bar at the bottom adds to the cart',
  async ({ shop, shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    await page.setViewportSize(VIEWPORTS.phone);
    const listing = (await (
      await fetch(`${shop.url}/api/products?pageSize=1&sort=price_desc&available=true`)
    ).json()) as {
      items: { slug: string; name: string }[];
    };
    await page.goto(`/proizvod/${listing.items[0]!.slug}`);
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.getByRole('heading', { level: 1, name: listing.items[0]!.name }).waitFor();
    const bottoms = await page.evaluate(() =>
      ['h1', '.product-price', '.product-summary .stock', '.product-purchase button'].map(
        (selector) =>
          document.querySelector(selector)?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
      ),
    );
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    // WCAG 2.5.8: the breadcrumbs and the footer's links (the phone and e-mail too) are 24 px to tap.
    const linkHeights = await page.evaluate(() =>
      [...document.querySelectorAll('.breadcrumbs a, .shop-footer a')].map((link) =>
        Math.floor(link.getBoundingClientRect().height),
      ),
    );
    expect(linkHeights.length).toBeGreaterThan(5);
    expect(Math.min(...linkHeights)).toBeGreaterThanOrEqual(24);
    // The buy row is one line (audit N10): the stepper's buttons and "Dodaj u korpu" share top and bottom.
    const [stepper, add] = await page.evaluate(() =>
      ['.product-purchase-row .quantity-stepper-row', '.product-purchase-row > .button'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );
    expect(Math.abs(stepper!.top - add!.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(stepper!.bottom - add!.bottom)).toBeLessThanOrEqual(1);
    await snap('product-first-screen');

    // Scrolled past the buy row, the price and "Dodaj u korpu" wait at the bottom of the screen.
    const buyBar = page.locator('.product-buy-bar');
    const barShown = () =>
      buyBar.evaluate((bar) => {
        const box = bar.getBoundingClientRect();
        return getComputedStyle(bar).visibility === 'visible' && box.bottom <= window.innerHeight + 1;
      });
    // Polled: the full-page screenshot above resizes the page, and the row's view timeline takes a
    // frame or more to catch up once the phone's size is back.
    await expect.poll(barShown).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(barShown).toBe(true);
    await snap('product-buy-bar');
    await buyBar.getByRole('button', { includeHidden: true }).click();
    await page.getByRole('dialog', { name: 'Dodato u korpu' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(barShown).toBe(false);
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '20. the listing filters fit their column: on a phone a sheet over the screen that nothing makes wider, closed by its result count; on a desktop the price fields and their error stay inside the sidebar',
  async ({ shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    const overflow = () =>
      page.evaluate(() => {
        const panel = document.querySelector('.filters-panel')!.getBoundingClientRect();
        const outside = [...document.querySelectorAll('.filters-panel *')].filter(
          (element) => element.getBoundingClientRect().right > panel.right + 1,
        );
        return { page: document.documentElement.scrollWidth, outside: outside.length };
      });
    const wrongRange = async () => {
      await page.getByLabel('Cena od').fill('90000');
      await page.getByLabel('Cena do').fill('5');
      await page.getByRole('button', { name: 'Primeni cenu' }).click();
      await page.getByText('Najniža cena ne može biti veća od najviše.').waitFor();
    };

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/proizvodi/frizideri');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.getByRole('button', { name: /Filteri/ }).click();
    await wrongRange();
    expect(await overflow()).toEqual({ page: VIEWPORTS.phone.width, outside: 0 });
    // On a phone the filters are a sheet over the screen, its way back to the results at its bottom.
    const sheet = await page.locator('.filters-panel').boundingBox();
    expect(sheet).toMatchObject({ x: 0, y: 0, width: VIEWPORTS.phone.width, height: VIEWPORTS.phone.height });
    await snap('filters-sheet');
    const showResults = page.getByRole('button', { name: /^Prikaži \d+ proizvod/ });
    const button = await showResults.boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    await showResults.click();
    await page.locator('.filters-panel').waitFor({ state: 'hidden' });

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.reload();
    await wrongRange();
    expect(await overflow()).toEqual({ page: VIEWPORTS.desktop.width, outside: 0 });
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '21. a listing’s cards are equally tall per row; scroll: "Sledeća" opens the next page at the list’s top, a product opens at its top, and Back returns to the place in the list',
  async ({ shopper }) => {
    const { page, consoleErrors } = await shopper();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/proizvodi');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.locator('.product-card').nth(7).waitFor();
    // The footer's © line starts where its columns start (a desktop is 1366 px wide).
    const footerStarts = await page.evaluate(() =>
      ['.shop-footer-grid', '.shop-footer-legal'].map((selector) => {
        const element = document.querySelector(selector) as HTMLElement;
        return Math.round(
          element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft),
        );
      }),
    );
    expect(footerStarts[1]).toBe(footerStarts[0]);
    expect(footerStarts[0]).toBeGreaterThan(40);
    // Cards of one row are equally tall, their buttons on one line.
    const rows = await page.evaluate(() => {
      const byRow = new Map<number, number[]>();
      for (const card of document.querySelectorAll('.product-grid .product-card')) {
        const box = card.getBoundingClientRect();
        byRow.set(Math.round(box.top), [...(byRow.get(Math.round(box.top)) ?? []), Math.round(box.height)]);
      }
      return [...byRow.values()].map((heights) => new Set(heights).size);
    });
    expect(rows.every((distinct) => distinct === 1)).toBe(true);
    const next = page.getByRole('link', { name: /Sledeća/ });
    await next.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(1000);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await until(scrollY, (y) => y < 500, 'the next page at the list’s top');

    // Page 2's cards, once its list has arrived (the grid is busy while it loads).
    const cards = page.locator('.listing-grid:not(.busy) .product-card');
    await cards.nth(17).waitFor();
    await cards.nth(17).scrollIntoViewIfNeeded();
    const inList = await scrollY();
    expect(inList).toBeGreaterThan(500);
    const name = (await cards.nth(17).locator('h3').textContent())!;
    await cards.nth(17).locator('a').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await scrollY()).toBeLessThan(100);

    // With its similar products the product page is taller than the place in the list: Back must
    // measure the list it returns to, not this page.
    await page.getByRole('heading', { level: 2, name: 'Slični proizvodi' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(inList);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await until(scrollY, (y) => Math.abs(y - inList) <= 2, 'Back at the place in the list');
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '22. on a small phone (360×640) the sticky header keeps two rows, the category button beside the search, and the open category menu scrolls on its own down to its last entry',
  async ({ shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    const smallPhone = { width: 360, height: 640 };
    await page.setViewportSize(smallPhone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    const header = page.locator('.shop-header');
    const search = await page.getByRole('combobox').boundingBox();
    const menu = page.getByRole('navigation', { name: 'Kategorije' });
    const toggle = await menu.getByRole('button', { name: 'Kategorije' }).boundingBox();
    // Two rows: the logo and the actions, then the category button and the search on one line.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
    expect(Math.abs(toggle!.y - search!.y)).toBeLessThanOrEqual(8);

    await menu.getByRole('button', { name: 'Kategorije' }).click();
    await menu.getByRole('button', { name: 'Potkategorije: Bela tehnika' }).click();
    await menu.getByRole('link', { name: 'Frižideri' }).waitFor();
    const lastEntry = menu.locator('.category-menu-list > li').last();
    await lastEntry.scrollIntoViewIfNeeded();
    const last = (await lastEntry.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(smallPhone.height);
    await snap('category-menu-small-phone');
    await lastEntry.getByRole('link').click();
    await page.waitForURL('**/proizvodi/*');
    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '24. on a phone the home page shows its first product within the first screen, nothing scrolls sideways, and "Svi proizvodi na akciji" opens the sale list "Akcija", server-rendered and hydrated without an error',
  async ({ shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    const sale = page.getByRole('region', { name: 'Akcija' });
    await sale.getByRole('article').first().waitFor();
    const firstProductTop = await page.evaluate(
      () =>
        document.querySelector('.home-page article')?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    );
    expect(firstProductTop).toBeLessThan(VIEWPORTS.phone.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await snap('home-phone');

    await sale.getByRole('link', { name: 'Svi proizvodi na akciji' }).click();
    await page.waitForURL('**/akcija');
    await page.getByRole('heading', { level: 1, name: 'Akcija' }).waitFor();
    expect(await page.title()).toBe('Akcija | Prodavnica');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Akcija' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(consoleErrors).toEqual([]);
  },
);
