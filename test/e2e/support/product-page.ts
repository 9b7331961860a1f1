import type { Page } from 'playwright-core';

/** Opens the product's page, chooses the quantity and presses "Dodaj u korpu". */
export async function pressAddToCart(page: Page, product: { slug: string; name: string }, quantity = 1) {
  await page.goto(`/proizvod/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  if (quantity > 1) {
    await page.getByLabel('Količina', { exact: true }).fill(String(quantity));
    await page.getByLabel('Količina', { exact: true }).press('Enter');
  }
  await page.getByRole('button', { name: `Dodaj u korpu: ${product.name}` }).click();
}

/** The mini-cart opens over the page after an add: "Nastavi kupovinu", and the journey goes on behind it. */
export async function continueShopping(page: Page) {
  await page
    .getByRole('dialog', { name: 'Dodato u korpu' })
    .getByRole('button', { name: 'Nastavi kupovinu' })
    .click();
}
