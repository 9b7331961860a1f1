import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Product } from '../../contract/catalog';
import { describeJourneys } from './support/journey';

const journey = describeJourneys();

const THANKS = 'Poslaćemo Vam e-poruku kada proizvod stigne.';

/** A product still sold but with no stock, from the catalogue API (the demo catalogue has some). */
async function soldOutProduct(page: Page): Promise<Product> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    const answer = await page.request.get(`/api/products?pageSize=60&sort=name&page=${pageNumber}`);
    const { items } = (await answer.json()) as { items: Product[] };
    const found = items.find((item) => item.available && item.stock === 0);
    if (found) return found;
    if (items.length < 60) break;
  }
  throw new Error('the demo catalogue has no sold-out product');
}

/** The moderate, serious and critical axe violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact && violation.impact !== 'minor')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

journey(
  "22. 'Obavesti me kada stigne': a guest asks for a sold-out product, stock returns as an import brings it, and the mail's link opens the product, now in stock",
  async ({ shop, shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    const product = await soldOutProduct(page);

    await page.goto(`/proizvod/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.locator('.product-purchase').getByRole('button', { name: 'Nema na stanju' }).waitFor();
    const ask = page.getByRole('button', { name: 'Obavesti me kada stigne' });
    await ask.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap('sold-out-with-alert-form');

    // The address is checked before anything is sent.
    await ask.click();
    await page.getByText('Unesite e-adresu na koju da Vam javimo.').waitFor();
    const email = `cekam+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    await page.getByLabel('E-adresa').fill(email);
    await ask.click();
    await page.getByText(THANKS).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await snap('alert-requested');

    // Stock comes back straight in the database, as `catalog:import` writes it; the statement
    // trigger of migration 0006 moves the catalogue counter the server watches.
    const [before, after] = await shop.withDatabase(async (sql) => {
      const [counter] = await sql('select last_value::text as version from catalog_version');
      const changed = await sql('update products set stock = 5 where id = $1 returning id', [product.id]);
      expect(changed).toHaveLength(1);
      const [moved] = await sql('select last_value::text as version from catalog_version');
      return [counter?.version, moved?.version];
    });
    expect(after).not.toBe(before);

    const mail = await shop.lastMailTo(email, /Ponovo na stanju/);
    expect(mail.subject).toBe(`Ponovo na stanju: ${product.name} | Prodavnica`);
    expect(mail.text).toContain('Dobar dan,');
    const link = mail.links.find((candidate) => candidate.includes('/proizvod/'));
    expect(link).toBe(`${shop.url}/proizvod/${product.slug}`);

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: `Dodaj u korpu: ${product.name}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Obavesti me kada stigne' }).count()).toBe(0);
    await snap('back-in-stock-from-mail');

    // One mail per alert: later sweeps send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await shop.mails()).filter((sent) => sent.to.includes(email))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  },
);
