import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeJourneys } from './support/journey';
import type { ShopServer } from './support/shop-server';

const journey = describeJourneys();

const PASSWORD = 'Lozinka-2024!';

const uniqueEmail = (name: string) =>
  `${name}+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;

/** An account made elsewhere (the browser stays anonymous). */
async function registerAccount(shop: ShopServer, email: string) {
  const response = await fetch(`${shop.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Milan',
      lastName: 'Nikolić',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    }),
  });
  expect(response.status).toBe(201);
}

async function chooseNecessaryCookies(page: Page) {
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  await page.locator('.consent-banner').waitFor({ state: 'detached' });
}

const toasts = (page: Page, title: string) => page.locator('.Toastify__toast').filter({ hasText: title });

/** Waits until a toast with this title has slid in (its entry animation ended inside the window). */
async function waitForToast(page: Page, title: string) {
  await toasts(page, title).first().waitFor();
  await page.waitForFunction((wanted) => {
    const toast = [...document.querySelectorAll('.Toastify__toast')].find((node) =>
      node.textContent?.includes(wanted),
    );
    if (!toast || toast.className.includes('-enter')) return false;
    const box = toast.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth;
  }, title);
}

journey(
  '9. session expiry on a profile page: one "Sesija istekla!" toast, logged out once, sent to /',
  async ({ shop, shopper }) => {
    const s = await shopper();
    const { page, context } = s;
    const email = uniqueEmail('milan');
    await registerAccount(shop, email);

    await page.goto('/login?redirect=%2Fprofil%2Fistorija-kupovine');
    await chooseNecessaryCookies(page);
    await page.getByLabel('E-adresa', { exact: true }).fill(email);
    await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL((url) => url.pathname === '/profil/istorija-kupovine');
    await page.getByText('Još nemate nijednu porudžbinu.').waitFor();
    await s.snap('order-history');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
    expect(session?.httpOnly).toBe(true);

    // The server-side session is gone (the httpOnly cookie no longer reaches the server).
    await context.clearCookies({ name: 'session' });
    const logouts: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/logout') logouts.push(request.method());
    });
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });

    const anonymousCart = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/cart/create',
    );
    // Two pages of the profile need the session for their data: the shopper opens "Moje ocene" and,
    // before its answer arrives, "Istorija kupovine". Both calls are held until both are out, so
    // their two 401s arrive together.
    const held = ['/api/reviews/me', '/api/orders'];
    let releaseHeld = () => {};
    const released = new Promise<void>((resolve) => {
      releaseHeld = resolve;
    });
    await page.route(
      (url) => held.includes(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const accountMenu = page.getByRole('navigation', { name: 'Moj nalog' });
    const bothOut = Promise.all(
      held.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path)),
    );
    await accountMenu.getByRole('link', { name: 'Moje ocene' }).click();
    await page.getByRole('heading', { level: 1, name: 'Moje ocene' }).waitFor();
    await accountMenu.getByRole('link', { name: 'Istorija kupovine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Istorija kupovine' }).waitFor();
    await bothOut;
    releaseHeld();
    const toast = toasts(page, 'Sesija istekla!');
    await waitForToast(page, 'Sesija istekla!');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.header-actions').getByText('Prijava').waitFor();
    // The logout that follows the expiry has finished: a new anonymous cart is in place.
    expect((await anonymousCart).status()).toBe(201);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await toast.count()).toBe(1);
    expect(await toast.first().textContent()).toContain('Molimo Vas ulogujte se ponovo.');
    expect(logouts).toEqual(['POST']);
    expect(refused.sort()).toEqual(['/api/orders', '/api/reviews/me']);
    await s.snap('session-expired');

    // Still one toast and one logout once everything settled; the server knows nobody.
    await page.getByRole('link', { name: 'Prijava' }).waitFor();
    expect(await toast.count()).toBe(1);
    expect(logouts).toHaveLength(1);
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toEqual({ user: null });
    expect(new URL(page.url()).pathname).toBe('/');
    // The refused calls of the profile pages are 401s, reported by Chromium as failed resources.
    expect(s.consoleErrors.filter((error) => !/status of 401 /.test(error))).toEqual([]);
  },
);

journey('10. too many attempts: the "Previše aktivnosti!" toast appears', async ({ shop, shopper }) => {
  const s = await shopper();
  const { page } = s;
  const email = uniqueEmail('sanja');
  await registerAccount(shop, email);

  await page.goto('/login');
  await chooseNecessaryCookies(page);
  await page.getByLabel('E-adresa', { exact: true }).fill(email);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await page.getByLabel('Lozinka', { exact: true }).fill(`pogresna-lozinka-${attempt}`);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/auth/login'),
      page.getByRole('button', { name: 'Prijavi se' }).click(),
    ]);
    statuses.push(response.status());
    if (attempt === 1) {
      await page.getByRole('alert').filter({ hasText: 'Pogrešna e-adresa ili lozinka.' }).waitFor();
      await s.snap('wrong-password');
    }
  }
  expect(statuses).toEqual([...Array(10).fill(401), 429]);

  const toast = toasts(page, 'Previše aktivnosti!');
  await waitForToast(page, 'Previše aktivnosti!');
  expect(await toast.textContent()).toContain('Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.');
  expect(await toast.count()).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/login');
  await s.snap('too-many-attempts');

  // The server holds the limit: even the right password waits now.
  const right = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(right.status).toBe(429);
  expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await page.request.get('/api/auth/me').then((me) => me.json())) as unknown).toEqual({ user: null });
  expect(s.consoleErrors.filter((error) => !/status of (401|429) /.test(error))).toEqual([]);
});
