import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, belgradeDateOf } from '../../contract/belgrade-calendar';
import { deliveryEstimate } from '../../contract/delivery-estimate';
import { formatRsd } from '../../contract/format';
import { type ApiProduct, payOf } from './support/catalog-api';
import { definitions } from './support/definitions';
import { describeJourneys } from './support/journey';
import { until } from './support/until';

const journey = describeJourneys();

type ApiAttribute = { key: string; name: string; value: string; number?: number };
type ApiDetail = ApiProduct & { attributes: ApiAttribute[] };
type ApiOrder = {
  number: string;
  subtotal: number;
  shipping: number;
  total: number;
  promoCode?: string | null;
  discount?: number;
  company?: { name: string; pib: string; registrationNumber: string } | null;
  deliveryEstimate?: string;
};

const VOLUME = { min: 300, max: 400 };
const COMPANY = { name: 'Hladnjača Morava d.o.o.', pib: '100000024', registrationNumber: '12345678' };
const BULKY_SHIPPING = 1490;
const PROMO_PERCENT = 10;

/** The names of the product cards the listing shows. */
const cardNames = (page: Page) => page.locator('ul.product-grid article.product-card h3').allTextContents();

async function detailOf(page: Page, slug: string): Promise<ApiDetail> {
  const answer = await page.request.get(`/api/products/${slug}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { product: ApiDetail }).product;
}

const attribute = (product: ApiDetail, key: string) => product.attributes.find((line) => line.key === key);

/** The comparison table: the column heads' names and each row's name, values and mark. */
function comparison(page: Page) {
  return page.locator('table.compare-table').evaluate((table) => ({
    columns: [...table.querySelectorAll('thead th[scope="col"] a')].map((link) => link.textContent ?? ''),
    rows: [...table.querySelectorAll('tr.compare-row')].map((row) => ({
      name: (row.querySelector('th')?.firstChild?.textContent ?? '').trim(),
      marked: row.classList.contains('differs'),
      said: row.querySelector('th')?.textContent ?? '',
      values: [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
    })),
  }));
}

journey(
  'fridges filtered by volume and energy class, three compared, one bought as a company with a promo code',
  async ({ shop, shopper }) => {
    // The shop's operator creates the code beforehand, as the back office would.
    const code = `FRIZ${Date.now().toString(36).toUpperCase()}`;
    const created = await shop.cli('server/db/promo-add-cli.ts', [
      '--code',
      code,
      '--percent',
      String(PROMO_PERCENT),
      '--from',
      addDays(belgradeDateOf(new Date()), -1),
      '--to',
      addDays(belgradeDateOf(new Date()), 20),
    ]);
    expect(created.code, created.output).toBe(0);

    const buyer = await shopper();
    const { page } = buyer;
    await page.goto('/');
    await page.getByRole('button', { name: 'Samo neophodni' }).click();
    await page.goto('/proizvodi/frizideri');
    await page.getByRole('heading', { level: 1, name: 'Frižideri' }).waitFor();

    // A range for the volume: the fieldset names the unit.
    const volume = page.getByRole('group', { name: 'Ukupna zapremina (l)' });
    await volume.getByLabel('Od', { exact: true }).fill(String(VOLUME.min));
    await volume.getByLabel('Do', { exact: true }).fill(String(VOLUME.max));
    await volume.getByRole('button', { name: 'Primeni' }).click();
    await page.waitForURL((url) => url.searchParams.get('a.volume') === `${VOLUME.min}-${VOLUME.max}`);

    // The energy classes' counts follow the volume range (the API, asked the same, says which):
    // the commonest classes, enough for three products.
    const inRange = (await (
      await page.request.get(
        `/api/products?category=frizideri&pageSize=60&a.volume=${VOLUME.min}-${VOLUME.max}`,
      )
    ).json()) as {
      facets: { attributes?: { key: string; values?: { value: string; label: string; count: number }[] }[] };
    };
    const energyFacet = inRange.facets.attributes?.find((facet) => facet.key === 'energy_class');
    const facetLabels = (energyFacet?.values ?? []).map((value) => `${value.label} (${value.count})`);
    const energy = page.getByRole('group', { name: 'Energetski razred' });
    await until(
      () =>
        energy
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => (box.closest('label')?.textContent ?? '').trim())),
      (labels) => JSON.stringify(labels) === JSON.stringify(facetLabels),
      'the energy class counts of the volume range',
    );
    const classes = [...(energyFacet?.values ?? [])].sort((a, b) => b.count - a.count);
    const chosen: string[] = [];
    let expected = 0;
    for (const entry of classes) {
      if (chosen.length >= 2 && expected >= 3) break;
      chosen.push(entry.value);
      expected += entry.count;
    }
    expect(expected).toBeGreaterThanOrEqual(3);
    for (const value of chosen) {
      await energy.getByRole('checkbox', { name: new RegExp(`^${value} \\(`) }).check();
      await page.waitForURL((url) =>
        (url.searchParams.get('a.energy_class')?.split(',') ?? []).includes(value),
      );
    }

    // The URL carries both filters; the API, asked the same, lists what the page shows.
    const params = new URL(page.url()).searchParams;
    expect(params.get('a.volume')).toBe(`${VOLUME.min}-${VOLUME.max}`);
    expect(params.get('a.energy_class')?.split(',').sort()).toEqual([...chosen].sort());
    const listed = (await (
      await page.request.get(
        `/api/products?category=frizideri&pageSize=60&a.volume=${VOLUME.min}-${VOLUME.max}&a.energy_class=${chosen.join(',')}`,
      )
    ).json()) as { items: ApiProduct[]; total: number };
    expect(listed.total).toBe(expected);
    const names = listed.items.map((product) => product.name).sort();
    await until(
      async () => (await cardNames(page)).sort(),
      (shown) => JSON.stringify(shown) === JSON.stringify(names),
      'the filtered cards',
    );
    const details = await Promise.all(listed.items.map((product) => detailOf(page, product.slug)));
    for (const product of details) {
      const litres = attribute(product, 'volume')?.number;
      expect(litres, product.name).toBeGreaterThanOrEqual(VOLUME.min);
      expect(litres, product.name).toBeLessThanOrEqual(VOLUME.max);
      expect(chosen, product.name).toContain(attribute(product, 'energy_class')?.value);
    }
    await page.screenshot({ path: '/tmp/j36-listing.png', fullPage: true });

    // Three for comparison: each toggle says it is pressed, the bar counts them.
    const three = details.slice(0, 3);
    for (const product of three) {
      const toggle = page.getByRole('button', { name: `Uporedi: ${product.name}` });
      await until(() => toggle.isEnabled(), Boolean, 'the comparison toggles ready');
      await toggle.click();
      await until(
        () => toggle.getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
        product.name,
      );
    }
    const bar = page.getByRole('region', { name: 'Poređenje proizvoda' });
    await bar.getByText('Izabrano 3 proizvoda od 4').waitFor();
    await bar.getByRole('link', { name: 'Uporedi', exact: true }).click();
    await page.waitForURL('**/uporedi?**');
    await page.locator('table.compare-table').waitFor();

    const checkTable = async () => {
      const table = await until(
        () => comparison(page),
        (seen) => seen.columns.length === 3,
        'three columns',
      );
      expect([...table.columns].sort()).toEqual(three.map((product) => product.name).sort());
      expect(table.rows.length).toBeGreaterThan(0);
      for (const row of table.rows) {
        const differs = new Set(row.values).size > 1;
        expect(row.values, row.name).toHaveLength(3);
        expect(row.marked, row.name).toBe(differs);
        expect(row.said.includes('(razlikuje se)'), row.name).toBe(differs);
      }
      expect(table.rows.some((row) => row.marked)).toBe(true);
      // The volume row shows each product's own litres, in its column's order.
      const volumeRow = table.rows.find((row) => row.name === 'Ukupna zapremina');
      expect(volumeRow?.values).toEqual(
        table.columns.map(
          (name) => attribute(three.find((product) => product.name === name)!, 'volume')?.value,
        ),
      );
      return table;
    };
    const table = await checkTable();
    await page.screenshot({ path: '/tmp/j36-compare.png', fullPage: true });
    // A shared or reloaded address shows the same comparison.
    await page.reload();
    await checkTable();

    // One of them into the cart, from its page.
    const bought = three.find((product) => product.name === table.columns[0])!;
    await page.getByRole('link', { name: bought.name, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: bought.name }).waitFor();
    await page.getByRole('button', { name: `Dodaj u korpu: ${bought.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Dodato u korpu' })
      .getByRole('link', { name: 'Idi u korpu' })
      .click();
    await page.waitForURL('**/korpa');
    await page.locator('.cart-summary').waitFor();

    // The promo code, in the cart: the totals take it off the goods.
    await page.getByLabel('Kod za popust', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Primeni', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Kod ${code}` })
      .waitFor();
    const pay = payOf(bought);
    const discount = Math.round((pay * PROMO_PERCENT) / 100);
    const expectedTotals = {
      Međuzbir: formatRsd(pay),
      [`Popust (kod ${code})`]: `−${formatRsd(discount)}`,
      Dostava: formatRsd(BULKY_SHIPPING),
      Ukupno: formatRsd(pay - discount + BULKY_SHIPPING),
    };
    await until(
      () => definitions(page.locator('.cart-summary dl.order-totals')),
      (seen) => JSON.stringify(seen) === JSON.stringify(expectedTotals),
      'the cart totals with the discount',
    );

    // As a company: the delivery step with "Kupujem kao pravno lice".
    await page.getByRole('button', { name: 'Nastavi na dostavu' }).click();
    const form = page.getByRole('form', { name: 'Podaci za dostavu' });
    await form.waitFor();
    const email = `firma+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    const fields: [string, string][] = [
      ['Ime', 'Milica'],
      ['Prezime', 'Đorđević'],
      ['E-adresa', email],
      ['Telefon', '064 123 4567'],
      ['Ulica i broj', 'Bulevar oslobođenja 45'],
      ['Mesto', 'Novi Sad'],
      ['Poštanski broj', '21000'],
    ];
    for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('checkbox', { name: 'Kupujem kao pravno lice' }).check();
    await page.getByLabel('Naziv firme', { exact: true }).fill(COMPANY.name);
    await page.getByLabel('PIB', { exact: true }).fill(COMPANY.pib);
    await page.getByLabel('Matični broj', { exact: true }).fill(COMPANY.registrationNumber);
    await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    await page.getByRole('group', { name: 'Način plaćanja' }).waitFor();
    await page.getByRole('radio', { name: /^Plaćanje pouzećem/ }).check();
    const review = page.locator('section.review');
    await page
      .getByText(
        `Račun: R1, na firmu ${COMPANY.name}, PIB ${COMPANY.pib}, matični broj ${COMPANY.registrationNumber}`,
      )
      .waitFor();
    await until(
      () => definitions(review.locator('dl.order-totals')),
      (seen) => JSON.stringify(seen) === JSON.stringify(expectedTotals),
      'the review totals with the discount',
    );

    // The review names its delivery dates too; the mail must say the same.
    const reviewed = (await review.getByText(/^Isporuka: od /).textContent())?.trim();

    const before = new Date();
    await page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
    await page.waitForURL('**/potvrdjena-kupovina?**');
    await page.getByRole('heading', { level: 1, name: 'Hvala na kupovini!' }).waitFor();
    const after = new Date();
    const url = new URL(page.url());
    const answer = await page.request.get(
      `/api/orders/${url.searchParams.get('order')}?token=${encodeURIComponent(url.searchParams.get('token')!)}`,
    );
    expect(answer.status()).toBe(200);
    const { order } = (await answer.json()) as { order: ApiOrder };
    expect(order).toMatchObject({
      subtotal: pay,
      discount,
      promoCode: code,
      shipping: BULKY_SHIPPING,
      total: pay - discount + BULKY_SHIPPING,
      company: COMPANY,
    });

    // The order mail: the discount with its code, the R1 line and the delivery dates.
    const mail = await shop.lastMailTo(email, /Potvrda porudžbine/);
    const text = mail.text.replace(/[ \t]+/g, ' ');
    expect(text).toContain(`Popust (kod ${code}): −${formatRsd(discount)}`.replace(/[ \t]+/g, ' '));
    expect(text).toContain(
      `Račun: R1, na firmu ${COMPANY.name}, PIB ${COMPANY.pib}, matični broj ${COMPANY.registrationNumber}`,
    );
    const months = 'januara|februara|marta|aprila|maja|juna|jula|avgusta|septembra|oktobra|novembra|decembra';
    const line = text.split('\n').find((row) => row.startsWith('Isporuka: od'));
    expect(line).toMatch(
      new RegExp(`^Isporuka: od \\d{1,2}\\. (?:(?:${months}) )?do \\d{1,2}\\. (?:${months})$`),
    );
    // The estimate of the placement instant (bulky goods: 2 to 5 working days), whichever side of a
    // cut-off or midnight the click fell.
    const estimates = new Set([before, after].map((at) => deliveryEstimate(at, 'bulky').text));
    expect([...estimates]).toContain(line);
    expect(order.deliveryEstimate).toBe(line);
    expect(reviewed).toBe(line);
  },
);
