import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CategoryNode, Product } from '../../contract/catalog';
import type { Shopper } from './support/browser';
import { describeJourneys } from './support/journey';

const journey = describeJourneys();

const PASSWORD = 'Lozinka-2024!';

/** A moderate, serious or critical axe violation: the rule, the elements it found, and on which page. */
type Finding = { page: string; rule: string; impact: string; help: string; targets: string[] };

/** Waits until the page shows its content: its heading, and no part of it still loading. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.page-loading'));
}

/**
 * Checks the page as it is now with axe-core, keeps the moderate, serious and critical violations, and snaps
 * it for review.
 */
async function audit(shopper: Shopper, label: string, findings: Finding[]) {
  await settle(shopper.page);
  const results = await new AxeBuilder({ page: shopper.page })
    // label-content-name-mismatch is one of axe's experimental rules, off unless asked for: the
    // shopper audit runs it, and a spoken name must begin with the words a sighted user sees.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'minor' || !violation.impact) continue;
    findings.push({
      page: label,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
  await shopper.snap(label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home');
}

const report = (findings: Finding[]) =>
  findings
    .map(
      (finding) =>
        `${finding.page}: ${finding.rule} (${finding.impact}) ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');

/** A product with stock, a subcategory with products, from the catalogue API. */
async function catalogue(page: Page) {
  const products = await page.request.get('/api/products?available=true&pageSize=60&sort=name');
  const { items } = (await products.json()) as { items: Product[] };
  const product = items.find((candidate) => candidate.stock >= 5 && candidate.shippingPrice === 0);
  const roots = (await (await page.request.get('/api/categories')).json()) as CategoryNode[];
  const subcategory = roots.flatMap((root) => root.children).find((child) => child.productCount > 0);
  if (!product || !subcategory) throw new Error('the catalogue has no product or subcategory to check');
  return { product, subcategory };
}

/** Each route is loaded afresh; some show their outcome only after a call (a refused token). */
async function auditRoutes(visitor: Shopper, routes: string[], findings: Finding[]) {
  for (const route of routes) {
    await visitor.page.goto(route);
    if (route.startsWith('/verify-email')) await visitor.page.getByText('E-adresa nije potvrđena').waitFor();
    if (route.startsWith('/reset-password?'))
      await visitor.page.getByText(/nije ispravan ili je istekao/).waitFor();
    await audit(visitor, route, findings);
  }
}

const INVALID_TOKEN = 'nepostojeci-token-1234567890';

// Spec §2's routes as an anonymous visitor, in two journeys (axe takes seconds per page), then the
// signed-in user's pages, the cart and the checkout.

journey(
  '13. axe-core, anonymous shop pages: no moderate, serious or critical violation (home, catalogue, cart, errors)',
  async ({ shopper }) => {
    const findings: Finding[] = [];
    const visitor = await shopper();
    const { page } = visitor;
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).waitFor();
    await audit(visitor, '/ (cookie banner)', findings);
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    const { product, subcategory } = await catalogue(page);
    await auditRoutes(
      visitor,
      [
        '/',
        '/korpa',
        '/proizvod/404',
        `/proizvod/${product.slug}`,
        '/proizvodi',
        `/proizvodi/${subcategory.slug}`,
        '/proizvodi/pretraga?q=frizider',
        '/proizvodi/pretraga?q=qqqzzzxxx',
        '/potvrdjena-kupovina',
        '/error',
        '/nepostojeca-stranica',
      ],
      findings,
    );
    expect(findings, `\n${report(findings)}\n`).toEqual([]);
  },
);

journey(
  '13. axe-core, anonymous info and account pages: no moderate, serious or critical violation (forms with errors too)',
  async ({ shopper }) => {
    const findings: Finding[] = [];
    const visitor = await shopper();
    const { page } = visitor;
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await auditRoutes(
      visitor,
      [
        '/faq',
        '/kontakt',
        '/kako-kupovati',
        '/uslovi-koriscenja',
        '/politika-privatnosti',
        '/login',
        '/register',
        '/verification',
        `/verify-email?token=${INVALID_TOKEN}`,
        '/forgot-password',
        '/reset-password',
        `/reset-password?token=${INVALID_TOKEN}`,
      ],
      findings,
    );

    // Forms showing their errors.
    await page.goto('/register');
    await settle(page);
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    await page.locator('.form-error').first().waitFor();
    await audit(visitor, '/register (errors)', findings);
    await page.goto('/kontakt');
    await settle(page);
    await page.getByRole('button', { name: 'Pošalji poruku' }).click();
    await page.locator('.form-error').first().waitFor();
    await audit(visitor, '/kontakt (errors)', findings);
    await page.goto('/login');
    await settle(page);
    await page.getByLabel('E-adresa', { exact: true }).fill('niko@example.rs');
    await page.getByLabel('Lozinka', { exact: true }).fill('pogresna-lozinka');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.getByRole('alert').filter({ hasText: 'Pogrešna e-adresa ili lozinka.' }).waitFor();
    await audit(visitor, '/login (wrong password)', findings);
    expect(findings, `\n${report(findings)}\n`).toEqual([]);
  },
);

journey(
  '13. axe-core, verified user: no moderate, serious or critical violation on the profile pages, a product, the cart and the checkout steps',
  async ({ shop, shopper }) => {
    const findings: Finding[] = [];
    // A verified, signed-in user with a cart item, a wishlist item and a review.
    const user = await shopper();
    const signedIn = user.page;
    const email = `axe+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    await signedIn.goto('/register');
    const { product } = await catalogue(signedIn);
    await signedIn.getByRole('button', { name: 'Samo neophodni' }).click();
    await signedIn.getByLabel('Ime', { exact: true }).fill('Vesna');
    await signedIn.getByLabel('Prezime', { exact: true }).fill('Marković');
    await signedIn.getByLabel('E-adresa', { exact: true }).fill(email);
    await signedIn.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
    await signedIn.getByLabel('Potvrda lozinke', { exact: true }).fill(PASSWORD);
    await signedIn.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
    await signedIn.getByRole('button', { name: 'Napravi nalog' }).click();
    await signedIn.waitForURL((url) => url.pathname === '/verification');
    await audit(user, '/verification (signed in, not verified)', findings);
    await signedIn.goto('/profil/lista-zelja');
    await signedIn.getByText('Lista želja čeka potvrdu Vaše e-adrese').waitFor();
    await audit(user, '/profil/lista-zelja (not verified)', findings);

    const mail = await shop.lastMailTo(email, /Potvrdite svoju e-adresu/);
    const link = mail.links.find((candidate) => candidate.includes('/verify-email?token='));
    expect(link, mail.text).toBeDefined();
    await signedIn.goto(link as string);
    await signedIn.getByText('E-adresa je potvrđena').waitFor();
    await audit(user, '/verify-email (verified)', findings);

    await signedIn.goto(`/proizvod/${product.slug}`);
    await settle(signedIn);
    // By keyboard: Enter adds, the mini-cart takes the focus, Escape gives it back to the button.
    const add = signedIn.getByRole('button', { name: `Dodaj u korpu: ${product.name}` });
    await add.focus();
    await signedIn.keyboard.press('Enter');
    await signedIn.getByText(/^Dodato u korpu:/).waitFor();
    const dialog = signedIn.getByRole('dialog', { name: 'Dodato u korpu' });
    await dialog.getByRole('button', { name: 'Zatvori korpu' }).waitFor();
    await signedIn.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Zatvori korpu',
    );
    await signedIn.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
    await signedIn.getByRole('button', { name: `Dodaj u listu želja: ${product.name}` }).click();
    await signedIn.getByRole('button', { name: `U listi želja: ${product.name}`, pressed: true }).waitFor();
    await signedIn.getByRole('radio', { name: /5 – Odlično/ }).check();
    await signedIn.getByLabel('Vaš utisak').fill('Odličan aparat, radi tiho i brzo.');
    await signedIn.getByRole('button', { name: 'Objavi ocenu' }).click();
    await signedIn.getByText('Hvala! Vaša ocena je objavljena.').waitFor();
    await audit(user, `/proizvod/${product.slug} (signed in, in cart and wishlist)`, findings);

    for (const route of ['/profil', '/profil/ocene', '/profil/lista-zelja', '/profil/istorija-kupovine']) {
      await signedIn.goto(route);
      await audit(user, `${route} (signed in)`, findings);
    }

    // The cart with its item and the checkout steps.
    await signedIn.goto('/korpa');
    await signedIn.getByRole('link', { name: product.name }).waitFor();
    await audit(user, '/korpa (with an item)', findings);
    await signedIn.getByRole('button', { name: 'Nastavi na dostavu' }).click();
    await signedIn.getByRole('heading', { level: 1, name: 'Dostava' }).waitFor();
    await signedIn.getByLabel('Ulica i broj').waitFor();
    await audit(user, '/korpa step 1 (delivery)', findings);
    await signedIn.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    await signedIn.locator('.delivery-form .form-error').first().waitFor();
    await audit(user, '/korpa step 1 (delivery, errors)', findings);
    await signedIn.getByLabel('Ime', { exact: true }).fill('Vesna');
    await signedIn.getByLabel('Prezime', { exact: true }).fill('Marković');
    await signedIn.getByLabel('E-adresa', { exact: true }).fill(email);
    await signedIn.getByLabel('Telefon', { exact: true }).fill('064 123 4567');
    await signedIn.getByLabel('Ulica i broj').fill('Knez Mihailova 12');
    await signedIn.getByLabel('Mesto').fill('Beograd');
    await signedIn.getByLabel('Poštanski broj').fill('11000');
    await signedIn.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    await signedIn.getByRole('heading', { level: 1, name: 'Plaćanje i pregled' }).waitFor();
    await audit(user, '/korpa step 2 (payment and review)', findings);
    await signedIn.getByRole('radio', { name: /Uplatnica/ }).check();
    await signedIn.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
    await signedIn.waitForURL((url) => url.pathname === '/potvrdjena-kupovina');
    await audit(user, '/potvrdjena-kupovina (bank transfer)', findings);
    const orderId = new URL(signedIn.url()).searchParams.get('order');
    expect(orderId).toBeTruthy();

    await signedIn.goto('/profil/istorija-kupovine');
    await signedIn.getByRole('link', { name: /^Detalji porudžbine br\./ }).waitFor();
    await audit(user, '/profil/istorija-kupovine (one order)', findings);
    await signedIn.goto(`/profil/istorija-kupovine/${orderId}`);
    await audit(user, '/profil/istorija-kupovine/{orderId}', findings);

    expect(findings, `\n${report(findings)}\n`).toEqual([]);
  },
);
