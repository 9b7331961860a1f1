import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Cart } from '../../contract/cart';
import type { Product } from '../../contract/catalog';
import type { Wishlist } from '../../contract/wishlist';
import type { Shopper } from './support/browser';
import { describeJourneys } from './support/journey';
import { continueShopping, pressAddToCart } from './support/product-page';
import type { ShopServer } from './support/shop-server';

const journey = describeJourneys();

const PASSWORD = 'Lozinka-2024!';

const uniqueEmail = (name: string) =>
  `${name}+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;

/** The first visit's cookie banner: the shopper keeps only the necessary cookies. */
async function chooseNecessaryCookies(page: Page) {
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  await page.locator('.consent-banner').waitFor({ state: 'detached' });
}

/** Products a shopper can buy several of, from the catalogue API. */
async function buyableProducts(page: Page, count: number): Promise<Product[]> {
  const response = await page.request.get('/api/products?available=true&pageSize=60&sort=name');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const found = items.filter((product) => product.available && product.stock >= 5).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

async function serverCart(page: Page): Promise<Cart> {
  const response = await page.request.get('/api/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Cart;
}

async function signedInUser(page: Page) {
  const response = await page.request.get('/api/auth/me');
  return ((await response.json()) as { user: { email: string; isVerified: boolean; cartId: string } | null })
    .user;
}

const cartCount = (page: Page) => page.locator('.header-actions a[href="/korpa"] .count').textContent();
const accountLink = (page: Page) =>
  page.locator('.header-actions .header-action-label').first().textContent();

/** Waits until the header's cart count says `count`. */
async function waitForCartCount(page: Page, count: number) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('.header-actions a[href="/korpa"] .count')?.textContent === String(expected),
    count,
  );
}

/** On the product's page: chooses the quantity and puts it in the cart. */
async function addToCart(page: Page, product: Product, quantity = 1) {
  await pressAddToCart(page, product, quantity);
  await page.getByText(/^Dodato u korpu:/).waitFor();
  await continueShopping(page);
}

/** Registers through the form (the shopper is signed in afterwards and lands on /verification). */
async function registerThroughForm(page: Page, email: string, firstName = 'Ana') {
  await page.goto('/register');
  await page.getByRole('heading', { level: 1, name: 'Registracija' }).waitFor();
  await page.getByLabel('Ime', { exact: true }).fill(firstName);
  await page.getByLabel('Prezime', { exact: true }).fill('Petrović');
  await page.getByLabel('E-adresa', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Potvrda lozinke', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
}

async function submitRegistration(page: Page) {
  await page.getByRole('button', { name: 'Napravi nalog' }).click();
  await page.waitForURL((url) => url.pathname === '/verification');
  await page.getByText('Poslali smo link za potvrdu na').waitFor();
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-adresa', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

/** The names in the wishlist, top to bottom, as the page shows them. */
const wishlistNames = (page: Page) => page.locator('.wishlist-list > li .wishlist-name').allTextContents();

async function waitForWishlistOrder(page: Page, names: string[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('.wishlist-list > li .wishlist-name')].map((node) => node.textContent),
      ) === JSON.stringify(expected),
    names,
  );
}

async function serverWishlist(page: Page): Promise<Wishlist> {
  const response = await page.request.get('/api/wishlist/default');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Wishlist;
}

/** Waits until the server holds the wishlist in this order with priorities 1..n. */
async function waitForSavedOrder(page: Page, names: string[]) {
  const deadline = Date.now() + 10_000;
  let saved: { name: string; priority: number }[] = [];
  while (Date.now() < deadline) {
    const wishlist = await serverWishlist(page);
    saved = wishlist.wishlistItems.map((item) => ({ name: item.product.name, priority: item.priority }));
    if (JSON.stringify(saved.map((item) => item.name)) === JSON.stringify(names)) break;
    await page.waitForTimeout(100);
  }
  expect(saved).toEqual(names.map((name, index) => ({ name, priority: index + 1 })));
}

/** The verification mail's link opened in the browser: the page says the address is confirmed. */
async function openVerificationLink(shop: ShopServer, shopper: Shopper, email: string) {
  const mail = await shop.lastMailTo(email, /Potvrdite svoju e-adresu/);
  const link = mail.links.find((candidate) => candidate.includes('/verify-email?token='));
  expect(link, mail.text).toBeDefined();
  await shopper.page.goto(link as string);
  await shopper.page.getByText('E-adresa je potvrđena').waitFor();
}

journey(
  '4. register with a cart → verification → verified; the wishlist is reordered by drag and keyboard and keeps its order',
  async ({ shop, shopper }) => {
    const s = await shopper();
    const { page } = s;
    await page.goto('/');
    await chooseNecessaryCookies(page);
    const [inCart, first, second, third] = await buyableProducts(page, 4);
    if (!inCart || !first || !second || !third) throw new Error('not enough products');

    // As anonymous: one product in the cart.
    await addToCart(page, inCart);
    await waitForCartCount(page, 1);
    await s.snap('product-added-anonymous');
    const anonymousCart = await serverCart(page);
    expect(anonymousCart.userId).toBeNull();
    expect(anonymousCart.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([[inCart.id, 1]]);

    // Register: the cart goes with the new account.
    const email = uniqueEmail('ana');
    await registerThroughForm(page, email);
    await s.snap('register-filled');
    await submitRegistration(page);
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await s.snap('verification');
    const registered = await signedInUser(page);
    expect(registered).toMatchObject({ email, isVerified: false, cartId: anonymousCart.id });

    // The link from the mail verifies the address.
    await openVerificationLink(shop, s, email);
    await s.snap('verified');
    expect(await signedInUser(page)).toMatchObject({ email, isVerified: true, cartId: anonymousCart.id });

    // The cart still holds the product, on the server and on the page.
    const attached = await serverCart(page);
    expect(attached.id).toBe(anonymousCart.id);
    expect(attached.userId).not.toBeNull();
    expect(attached.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([[inCart.id, 1]]);
    await waitForCartCount(page, 1);
    await page.getByRole('link', { name: 'Otvori listu želja' }).click();
    await page.waitForURL((url) => url.pathname === '/profil/lista-zelja');
    await page.getByText('Vaša lista želja je prazna.').waitFor();
    await s.snap('wishlist-empty');

    // Three products from their pages.
    for (const product of [first, second, third]) {
      await page.goto(`/proizvod/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: `Dodaj u listu želja: ${product.name}` }).click();
      await page.getByRole('button', { name: `U listi želja: ${product.name}`, pressed: true }).waitFor();
    }
    await s.snap('product-in-wishlist');
    await page.goto('/korpa');
    await page.getByRole('link', { name: inCart.name }).waitFor();
    expect(await cartCount(page)).toBe('1');
    await s.snap('cart-after-verification');

    await page.goto('/profil/lista-zelja');
    await waitForWishlistOrder(page, [first.name, second.name, third.name]);
    await s.snap('wishlist-three');

    // Drag the third onto the first: it goes to the top.
    const rows = page.locator('.wishlist-list > li');
    await rows.nth(2).dragTo(rows.nth(0));
    await waitForWishlistOrder(page, [third.name, first.name, second.name]);
    await waitForSavedOrder(page, [third.name, first.name, second.name]);
    await s.snap('wishlist-after-drag');

    // Keyboard: the move-down button of the top item, pressed with Enter; the focus stays with it.
    await page.getByRole('button', { name: `Pomeri dole: ${third.name}` }).focus();
    await page.keyboard.press('Enter');
    await waitForWishlistOrder(page, [first.name, third.name, second.name]);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(
      new RegExp(`^Pomeri (dole|gore): ${third.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await page.getByText(`Proizvod ${third.name} je sada na 2. mestu`).waitFor({ state: 'attached' });
    await waitForSavedOrder(page, [first.name, third.name, second.name]);
    await s.snap('wishlist-after-keyboard');

    // Reload: the page and the server keep the order.
    await page.reload();
    await waitForWishlistOrder(page, [first.name, third.name, second.name]);
    expect(await wishlistNames(page)).toEqual([first.name, third.name, second.name]);
    await waitForSavedOrder(page, [first.name, third.name, second.name]);
    await s.snap('wishlist-after-reload');
    expect(s.consoleErrors).toEqual([]);
  },
);

journey(
  '5. logout and login: the anonymous cart is merged into the account cart; a signed-in user is sent from login, register and reset-password to /profil',
  async ({ shopper }) => {
    const s = await shopper();
    const { page } = s;
    await page.goto('/');
    await chooseNecessaryCookies(page);
    const [kept, added] = await buyableProducts(page, 2);
    if (!kept || !added) throw new Error('not enough products');

    const email = uniqueEmail('marko');
    await registerThroughForm(page, email, 'Marko');
    await submitRegistration(page);
    // Signed in: two pieces in the account's cart.
    await addToCart(page, kept, 2);
    await waitForCartCount(page, 2);
    const accountCart = await serverCart(page);
    expect(accountCart.userId).not.toBeNull();
    expect(accountCart.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([[kept.id, 2]]);
    await s.snap('account-cart');

    // Logout from the profile.
    await page.goto('/profil');
    await page.getByRole('heading', { level: 1, name: 'Moj profil' }).waitFor();
    await s.snap('profile');
    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.header-actions').getByText('Prijava').waitFor();
    await waitForCartCount(page, 0);
    await s.snap('logged-out');
    expect(await signedInUser(page)).toBeNull();
    const newCart = await serverCart(page);
    expect(newCart.id).not.toBe(accountCart.id);
    expect(newCart.userId).toBeNull();
    expect(newCart.cartItems).toEqual([]);

    // As anonymous: one more of the same product and another one.
    await addToCart(page, kept);
    await addToCart(page, added);
    await waitForCartCount(page, 2);
    await s.snap('anonymous-cart');
    expect((await serverCart(page)).cartItems.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
      [
        [kept.id, 1],
        [added.id, 1],
      ].sort(),
    );

    // Login: the anonymous cart is merged into the account's (quantities add up).
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor();
    await s.snap('login');
    await loginThroughForm(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profil');
    await page.getByRole('heading', { level: 1, name: 'Moj profil' }).waitFor();
    expect(await accountLink(page)).toBe('Moj nalog');
    await waitForCartCount(page, 4);
    await s.snap('logged-in');
    const merged = await serverCart(page);
    expect(merged.id).toBe(accountCart.id);
    expect(merged.cartItems.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
      [
        [kept.id, 3],
        [added.id, 1],
      ].sort(),
    );
    const anonymousGone = await page.request.get(`/api/cart/exists/${newCart.id}`);
    expect(await anonymousGone.json()).toEqual({ exists: false });

    await page.getByRole('link', { name: /^Korpa, / }).click();
    await page.waitForURL((url) => url.pathname === '/korpa');
    await page.getByRole('link', { name: kept.name }).waitFor();
    expect(await page.getByLabel(`Količina za ${kept.name}`).inputValue()).toBe('3');
    expect(await page.getByLabel(`Količina za ${added.name}`).inputValue()).toBe('1');
    expect(await cartCount(page)).toBe('4');
    await s.snap('merged-cart');

    // Signed in, the login, register and reset-password pages lead to the profile.
    for (const path of ['/login', '/register', '/reset-password']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/profil');
      await page.getByRole('heading', { level: 1, name: 'Moj profil' }).waitFor();
    }
    await s.snap('redirected-to-profile');
    expect(s.consoleErrors).toEqual([]);
  },
);

journey(
  '8. forgot password → mail → reset → login with the new password; the old link and the old password no longer work',
  async ({ shop, shopper }) => {
    const s = await shopper();
    const { page } = s;
    const email = uniqueEmail('jelena');
    const newPassword = 'Nova-lozinka-77';
    // An existing account (registered elsewhere: this browser is anonymous).
    const registered = await fetch(`${shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Jelena',
        lastName: 'Jovanović',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto('/login');
    await chooseNecessaryCookies(page);
    await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Zaboravljena lozinka' }).waitFor();
    await page.getByLabel('E-adresa', { exact: true }).fill(email);
    await s.snap('forgot-password');
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    await page.getByText('Ako nalog sa ovom adresom postoji, poslali smo link za promenu lozinke.').waitFor();
    await s.snap('forgot-password-sent');

    const mail = await shop.lastMailTo(email, /Promena lozinke/);
    const link = mail.links.find((candidate) => candidate.includes('/reset-password?token='));
    expect(link, mail.text).toBeDefined();

    await page.goto(link as string);
    await page.getByText('Izaberite novu lozinku za svoj nalog.').waitFor();
    await page.getByLabel('Nova lozinka', { exact: true }).fill(newPassword);
    await page.getByLabel('Potvrda nove lozinke', { exact: true }).fill(newPassword);
    await s.snap('reset-password-form');
    await page.getByRole('button', { name: 'Sačuvaj novu lozinku' }).click();
    await page.getByText('Lozinka je promenjena. Prijavite se novom lozinkom.').waitFor();
    await s.snap('password-changed');

    // The new password signs in.
    await page.getByRole('link', { name: 'Prijavi se' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await loginThroughForm(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/profil');
    await page.getByRole('heading', { level: 1, name: 'Moj profil' }).waitFor();
    expect(await accountLink(page)).toBe('Moj nalog');
    expect(await signedInUser(page)).toMatchObject({ email });
    await s.snap('signed-in-with-new-password');

    // Signed out again, the used link is explained as not valid.
    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.header-actions').getByText('Prijava').waitFor();
    await page.goto(link as string);
    await page.getByText('Link za promenu lozinke nije ispravan ili je istekao.').waitFor();
    await page
      .getByText('Linkovi za promenu lozinke važe 30 minuta i mogu se iskoristiti samo jednom.')
      .waitFor();
    expect(await page.getByLabel('Nova lozinka', { exact: true }).count()).toBe(0);
    await s.snap('old-link-invalid');

    // The old password no longer signs in.
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Prijava' }).waitFor();
    await loginThroughForm(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Pogrešna e-adresa ili lozinka.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await signedInUser(page)).toBeNull();
    await s.snap('old-password-refused');
    // The used link (400) and the wrong password (401) are refused calls, which Chromium reports as
    // failed resources; nothing else may fail.
    expect(s.consoleErrors.filter((error) => !/status of 40[01] /.test(error))).toEqual([]);
  },
);
