import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { describeJourneys } from './support/journey';
import { until } from './support/until';

const journey = describeJourneys();

type ApiList = { total: number; items: { name: string; brand: string }[] };

/** Types the query into the header's search box and submits it with "Traži". */
async function searchFromHeader(page: Page, q: string) {
  const box = page.getByRole('combobox', { name: 'Pretraga proizvoda' });
  await box.fill(q);
  await page.getByRole('search').getByRole('button', { name: 'Traži' }).click();
  await page.waitForURL((url) => url.pathname === '/proizvodi/pretraga' && url.searchParams.get('q') === q);
  await page.getByRole('heading', { level: 1, name: `Rezultati pretrage za „${q}“` }).waitFor();
}

/** The results grid's product names (not the popular products a search without results offers). */
const resultNames = (page: Page) =>
  page.locator('.listing-grid > .product-grid:not(.skeleton) .product-card h3').allTextContents();

journey(
  '3. search without diacritics and with a typo finds the product; an empty search says so',
  async ({ shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();

    // The products the searches should find, as the catalogue names them (with diacritics).
    const gorenje = (await (
      await page.request.get('/api/products?category=frizideri&brand=Gorenje&pageSize=60')
    ).json()) as ApiList;
    expect(gorenje.total).toBeGreaterThan(0);
    const gorenjeNames = gorenje.items.map((item) => item.name);
    expect(gorenjeNames.every((name) => name.includes('frižider') || name.startsWith('Frižider'))).toBe(true);

    // Suggestions while typing, without diacritics.
    await page.getByRole('combobox', { name: 'Pretraga proizvoda' }).fill('frizider');
    const suggestions = page.getByRole('listbox', { name: 'Predlozi za pretragu' });
    await suggestions.getByRole('option').first().waitFor();
    expect(await suggestions.getByRole('option').first().textContent()).toMatch(/frižider/i);
    await snap('suggestions-frizider');

    // Without diacritics: "frizider gorenje" finds the Gorenje fridges, named with "ž".
    await searchFromHeader(page, 'frizider gorenje');
    await until(
      () => resultNames(page),
      (names) =>
        names.length > 0 && JSON.stringify([...names].sort()) === JSON.stringify([...gorenjeNames].sort()),
      'the Gorenje fridges',
    );
    await page
      .getByText(gorenje.total === 1 ? '1 proizvod' : `${gorenje.total} proizvoda`, { exact: true })
      .waitFor();
    await snap('results-frizider-gorenje');

    // Only "frizider": every fridge, all named "frižider".
    const fridges = (await (await page.request.get('/api/products/search?q=frizider')).json()) as ApiList;
    expect(fridges.total).toBeGreaterThan(1);
    await searchFromHeader(page, 'frizider');
    const fridgeNames = await until(
      () => resultNames(page),
      (names) => names.length === Math.min(fridges.total, 24),
      'every fridge',
    );
    expect(fridgeNames.every((name) => /frižider/i.test(name))).toBe(true);
    await page.getByText(`${fridges.total} proizvoda`, { exact: true }).waitFor();
    await snap('results-frizider');

    // A typo ("bosh") and no diacritics ("usisivac"): the Bosch vacuum cleaners ("Usisivač").
    const bosch = (await (
      await page.request.get('/api/products?category=usisivaci&brand=Bosch&pageSize=60')
    ).json()) as ApiList;
    expect(bosch.total).toBeGreaterThan(0);
    await searchFromHeader(page, 'usisivac bosh');
    const boschNames = await until(
      () => resultNames(page),
      (names) => names.length > 0 && bosch.items.every((item) => names.includes(item.name)),
      'the Bosch vacuum cleaners',
    );
    expect(boschNames.some((name) => name.includes('Usisivač'))).toBe(true);
    await snap('results-typo-usisivac-bosh');

    // The same question in Cyrillic gets the same answer.
    const cyrillic = (await (
      await page.request.get(`/api/products/search?q=${encodeURIComponent('фрижидер горење')}&pageSize=60`)
    ).json()) as ApiList;
    expect(cyrillic.items.map((item) => item.name).sort()).toEqual([...gorenjeNames].sort());

    // The server answers the same to the same question.
    const typo = (await (await page.request.get('/api/products/search?q=usisivac%20bosh')).json()) as ApiList;
    expect(typo.items.map((item) => item.name).sort()).toEqual([...boschNames].sort());

    // Nothing matches: the page says so and gives its advice.
    await searchFromHeader(page, 'xqzwvk');
    await page.getByText('Nema rezultata za „xqzwvk“', { exact: true }).waitFor();
    await page.getByText('Saveti za pretragu:').waitFor();
    await page.getByText('Proverite pravopis unetog pojma.').waitFor();
    await page.getByText('0 proizvoda', { exact: true }).waitFor();
    expect(await resultNames(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Popularni proizvodi' }).waitFor();
    await snap('results-empty');

    expect(consoleErrors).toEqual([]);
  },
);

journey(
  '3b. on a phone the suggestions span the screen with categories and "show all"; an empty search is tidy',
  async ({ shopper }) => {
    const { page, consoleErrors, snap } = await shopper();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();

    // Audit #34 N11: "frizi" on a 390 px phone.
    const box = page.getByRole('combobox', { name: 'Pretraga proizvoda' });
    await box.fill('frizi');
    const list = page.getByRole('listbox', { name: 'Predlozi za pretragu' });
    const category = list
      .getByRole('group', { name: 'Kategorije' })
      .getByRole('option', { name: /^Frižideri/ });
    await category.waitFor();
    const panel = (await list.boundingBox())!;
    expect(panel.x).toBeLessThanOrEqual(1);
    const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(panel.width).toBeGreaterThanOrEqual(screenWidth - 2);
    // Under the header, not over the box.
    const field = (await box.boundingBox())!;
    expect(panel.y).toBeGreaterThanOrEqual(field.y + field.height);
    // A product name takes two lines at most (three before).
    const name = (await list
      .locator('.search-suggestion.product .search-suggestion-name')
      .first()
      .boundingBox())!;
    expect(name.height).toBeLessThan(3 * 20);
    const all = list.getByRole('option', { name: 'Prikaži sve rezultate za „frizi“' });
    await snap('phone-suggestions-frizi');
    await box.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await all.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/proizvodi/pretraga' && url.searchParams.get('q') === 'frizi',
    );
    await page.getByRole('heading', { level: 1, name: 'Rezultati pretrage za „frizi“' }).waitFor();

    // Audit #11: a search without results.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/proizvodi/pretraga?q=xqzwvk');
    await page.getByText('Nema rezultata za „xqzwvk“', { exact: true }).waitFor();
    expect(await page.getByRole('search').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Filteri' }).count()).toBe(0);
    expect(await page.getByText(/Samo na stanju/).count()).toBe(0);
    // The advice list as a whole is centred in the empty state.
    const advice = page.locator('.search-advice');
    const listBox = (await advice.boundingBox())!;
    const state = (await page.locator('.empty-state').boundingBox())!;
    const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
    expect(Math.abs(centre(listBox) - centre(state))).toBeLessThan(2);
    // The first line's text starts where its line does, beside the bullet (not centred far from it).
    const textIndent = await advice
      .locator('li')
      .first()
      .evaluate((item) => {
        const text = document.createRange();
        text.selectNodeContents(item);
        return text.getBoundingClientRect().x - item.getBoundingClientRect().x;
      });
    expect(textIndent).toBeLessThan(2);
    await snap('results-empty-desktop');
    expect(consoleErrors).toEqual([]);
  },
);
