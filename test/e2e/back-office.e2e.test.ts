import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatRsd } from '../../contract/format';
import type { Shopper } from './support/browser';
import { allProducts, type ApiProduct } from './support/catalog-api';
import { describeJourneys, type JourneyWorld } from './support/journey';
import { pressAddToCart } from './support/product-page';
import { until } from './support/until';

const journey = describeJourneys();

type PlacedOrder = { id: string; number: string; total: number };

const PASSWORD = 'dobra-lozinka-1';
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** Products a journey can order several of and whose page shows the plain price (no discount). */
async function plainProducts(url: string): Promise<ApiProduct[]> {
  return (await allProducts(url)).filter(
    (product) =>
      product.available && product.stock >= 5 && product.shippingPrice === 0 && product.discountPrice === 0,
  );
}

const stockOf = async (url: string, product: ApiProduct) =>
  ((await (await fetch(`${url}/api/products/${product.slug}`)).json()) as { product: ApiProduct }).product
    .stock;

// ---- Dates, as a Serbian reads them: the Belgrade calendar day, the month in the genitive.

const GENITIVE_MONTHS = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
];

/** "1. decembra 2026." for the Belgrade day of an instant (the oracle, not the shop's formatter). */
function genitiveDate(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Belgrade',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)}. ${GENITIVE_MONTHS[Number(parts.month) - 1]} ${parts.year}.`;
}

type Step = { text: string; note: string; at: string };

/** The shopper's timeline ("Koraci porudžbine"): each step's words, its note and its <time>'s instant. */
function stepsOf(page: Page): Promise<Step[]> {
  return page.getByRole('list', { name: 'Koraci porudžbine' }).evaluate((list) =>
    [...list.querySelectorAll(':scope > li')].map((item) => {
      // Runs of layout whitespace only: the no-break space that joins an amount to RSD stays.
      const words = (node: Element | null) => (node?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
      const note = item.querySelector('p');
      return {
        text: words(item)
          .slice(0, note ? -words(note).length : undefined)
          .trim(),
        note: words(note),
        at: item.querySelector('time')?.getAttribute('datetime') ?? '',
      };
    }),
  );
}

/** Each step reads "<label> <date in the genitive>" (and its note), dated within the journey. */
function expectSteps(steps: Step[], expected: [label: string, note?: string][], since: number) {
  expect(steps.map(({ text, note }) => [text, note])).toEqual(
    expected.map(([label, note], index) => [`${label} ${genitiveDate(steps[index]!.at)}`, note ?? '']),
  );
  for (const step of steps) expect(Date.parse(step.at)).toBeGreaterThan(since - 60_000);
}

// ---- The storefront

/** A shopper with an account (so the order history shows their orders), consent given. */
async function shopperWithAccount(world: JourneyWorld, firstName: string) {
  const shopper = await world.shopper();
  const { page } = shopper;
  await page.goto('/');
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  const cartId = (await until(
    async () => (await shopper.context.cookies()).find((entry) => entry.name === 'cart_id')?.value,
    Boolean,
    'the cart_id cookie',
  ))!;
  const email = `${firstName.toLowerCase()}+${unique()}@example.rs`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName,
      lastName: 'Stojanović',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      cartId,
      phone: '064 555 1234',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.reload();
  await page.getByRole('link', { name: 'Moj nalog' }).waitFor();
  return { ...shopper, email, firstName };
}

/** From the product's page to the confirmation: the profile fills the delivery form's person. */
async function order(
  shopper: Shopper & { firstName: string },
  product: ApiProduct,
  quantity: number,
  payment: RegExp,
): Promise<PlacedOrder> {
  const { page } = shopper;
  await pressAddToCart(page, product, quantity);
  await page
    .getByRole('dialog', { name: 'Dodato u korpu' })
    .getByRole('link', { name: 'Idi u korpu' })
    .click();
  await page.waitForURL('**/korpa');
  await page.getByRole('button', { name: 'Nastavi na dostavu' }).click();
  const form = page.getByRole('form', { name: 'Podaci za dostavu' });
  await until(
    () => form.getByLabel('Ime', { exact: true }).inputValue(),
    (value) => value === shopper.firstName,
    'the profile prefill',
  );
  await form.getByLabel('Ulica i broj', { exact: true }).fill('Njegoševa 7');
  await form.getByLabel('Mesto', { exact: true }).fill('Niš');
  await form.getByLabel('Poštanski broj', { exact: true }).fill('18000');
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
  await page.waitForURL('**/potvrdjena-kupovina?**');
  await page.getByRole('heading', { level: 1, name: 'Hvala na kupovini!' }).waitFor();
  const url = new URL(page.url());
  const answer = await page.request.get(
    `/api/orders/${url.searchParams.get('order')}?token=${encodeURIComponent(url.searchParams.get('token')!)}`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { order: PlacedOrder }).order;
}

/** The order's page from the account's history ("Istorija kupovine"), with its status there. */
async function openFromHistory(page: Page, placed: PlacedOrder, status: string) {
  await page.goto('/profil/istorija-kupovine');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Porudžbina br. ${placed.number}` }) });
  await card.getByText(status, { exact: true }).waitFor();
  await card.getByRole('link', { name: `Detalji porudžbine br. ${placed.number}` }).click();
  await page.waitForURL(`**/profil/istorija-kupovine/${placed.id}`);
  await page.getByRole('heading', { level: 1, name: `Porudžbina br. ${placed.number}` }).waitFor();
}

// ---- The back office

/**
 * A staff member as the shop's owner adds one (`npm run staff:add`, the password from
 * STAFF_PASSWORD), signed in at /admin with the shop's login and enrolled in TOTP: the code is
 * computed from the secret the screen shows, as an authenticator app would.
 */
async function staffMember(world: JourneyWorld, role: 'admin' | 'operator') {
  const email = `${role}+${unique()}@prodavnica.rs`;
  const added = await world.shop.cli('server/db/staff-add-cli.ts', ['--email', email, '--role', role], {
    STAFF_PASSWORD: PASSWORD,
  });
  expect(added.code, added.output).toBe(0);
  expect(added.output).toContain(`Nalog ${email} je otvoren, uloga: ${role}.`);

  const staff = await world.shopper();
  const { page } = staff;
  await page.goto('/');
  await page.getByRole('button', { name: 'Samo neophodni' }).click();
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Administracija' }).waitFor();
  await page.getByRole('link', { name: 'Prijavite se' }).click();
  await page.waitForURL('**/login?redirect=%2Fadmin');
  await page.getByLabel('E-adresa', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await page.waitForURL('**/admin');

  await page.getByRole('heading', { level: 1, name: 'Dvostepena prijava' }).waitFor();
  const qr = page.getByRole('img', { name: 'QR kod za aplikaciju za autentifikaciju' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Ili unesite ključ ručno' }) })
    .locator('code')
    .textContent();
  const app = new TOTP({
    issuer: 'Prodavnica',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32((secret ?? '').replace(/\s+/g, '')),
  });
  await page.getByLabel('Šestocifreni kod iz aplikacije').fill(app.generate());
  await page.getByRole('button', { name: 'Potvrdi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Kodovi za oporavak' }).waitFor();
  const codes = await page.getByRole('main').getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await page.getByRole('button', { name: 'Sačuvao sam kodove' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kontrolna tabla' }).waitFor();
  // Before the login, /admin asked who is signed in and was told: nobody (401), as it should be.
  expect(staff.consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
  ]);
  staff.consoleErrors.length = 0;
  return { ...staff, email };
}

const nav = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: section }).click();

/** The order's screen, from the list of all orders. */
async function openOrder(page: Page, placed: PlacedOrder) {
  await nav(page, 'Porudžbine');
  await page.getByRole('heading', { level: 1, name: 'Porudžbine' }).waitFor();
  await page.getByRole('link', { name: placed.number, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Porudžbina br. ${placed.number}` }).waitFor();
}

const actions = (page: Page) => page.getByRole('region', { name: 'Radnje' });

/** The action buttons the order's lifecycle offers now. */
const offered = (page: Page) =>
  actions(page).getByRole('group', { name: 'Radnje' }).getByRole('button').allTextContents();

/** One action, and the back office saying it was done. */
async function act(page: Page, label: string, done: string, form?: (panel: Locator) => Promise<void>) {
  await actions(page).getByRole('button', { name: label, exact: true }).click();
  if (form) await form(actions(page));
  await actions(page).getByRole('status').getByText(done, { exact: true }).waitFor();
}

const statusLine = (page: Page) => page.locator('.admin-status-line .badge').allTextContents();

async function ship(page: Page, carrier: string, trackingNumber: string) {
  await act(page, 'Pošalji', 'Porudžbina je poslata; kupac je obavešten.', async (panel) => {
    await panel.getByLabel('Kurirska služba').selectOption({ label: carrier });
    await panel.getByLabel('Broj pošiljke').fill(trackingNumber);
    await panel.getByRole('button', { name: 'Pošalji porudžbinu' }).click();
  });
}

/** The row of a product in Proizvodi, found by its name: its cells as the table shows them. */
async function productRow(page: Page, product: ApiProduct) {
  await nav(page, 'Proizvodi');
  await page.getByLabel('Pretraga').fill(product.name);
  await page.getByRole('button', { name: 'Traži' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name }) });
  await row.waitFor();
  return row;
}

/** The row's "Stanje" once the list has read it (a list kept from before may show first). */
const shownStock = (row: Locator, stock: number) =>
  until(
    () => row.getByRole('cell').nth(3).textContent(),
    (shown) => shown === String(stock),
    'the stock in Proizvodi',
  );

journey(
  '33a. the back office runs an order: TOTP enrolment, confirm, mark the transfer paid, ship; a cancel returns the stock; a price edit reaches the product page',
  async (world) => {
    const { shop } = world;
    const since = Date.now();
    const admin = await staffMember(world, 'admin');
    const [shippedProduct, cancelledProduct] = await plainProducts(shop.url);
    if (!shippedProduct || !cancelledProduct) throw new Error('the catalogue lacks two plain products');

    // ---- The shopper orders by bank transfer.
    const jelena = await shopperWithAccount(world, 'Jelena');
    const transfer = await order(jelena, shippedProduct, 1, /^Uplatnica/);
    await shop.lastMailTo(jelena.email, /^Potvrda porudžbine/);

    // ---- Staff confirm it; a bank transfer ships only once paid.
    const { page } = admin;
    await openOrder(page, transfer);
    expect(await statusLine(page)).toEqual(['Primljena', 'Čeka uplatu']);
    await act(page, 'Potvrdi', 'Porudžbina je potvrđena.');
    expect(await statusLine(page)).toEqual(['Potvrđena', 'Čeka uplatu']);
    expect(await offered(page)).not.toContain('Pošalji');
    const confirmed = await shop.lastMailTo(jelena.email, /je potvrđena/);
    expect(confirmed.subject).toContain(`Porudžbina br. ${transfer.number} je potvrđena`);

    // The transfer, found on "Uplate na čekanju" by its "poziv na broj", is marked paid there.
    const reference = transfer.number.replaceAll('-', '');
    await nav(page, 'Uplate na čekanju');
    await page.getByLabel('Pretraga').fill(reference);
    await page.getByRole('button', { name: 'Traži' }).click();
    await page.getByRole('button', { name: `Označi kao plaćeno: porudžbina br. ${transfer.number}` }).click();
    const panel = page.getByRole('region', {
      name: `Evidentiranje uplate za porudžbinu br. ${transfer.number}`,
    });
    await panel.getByText(formatRsd(transfer.total), { exact: true }).waitFor();
    await panel.getByText(reference, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Potvrdi uplatu' }).click();
    await panel.getByRole('status').getByText('Uplata je evidentirana.', { exact: true }).waitFor();

    await openOrder(page, transfer);
    expect(await statusLine(page)).toEqual(['Potvrđena', 'Plaćeno']);
    await ship(page, 'Post Express', 'PE123456789RS');
    expect(await statusLine(page)).toEqual(['Poslata', 'Plaćeno']);
    const trackingUrl = 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS';
    expect(await page.getByRole('link', { name: 'PE123456789RS' }).getAttribute('href')).toBe(trackingUrl);
    expect(await offered(page)).toEqual(['Isporučeno']);
    // The history names who did each step: this account has no name yet, so its e-mail.
    const history = page.getByRole('region', { name: 'Istorija porudžbine' });
    const entries = (await history.getByRole('listitem').allTextContents()).map((entry) =>
      entry.replace(/[ \t\r\n]+/g, ' '),
    );
    expect(entries.map((entry) => entry.split(' ')[0])).toEqual(['Potvrđeno', 'Plaćeno', 'Poslato']);
    expect(entries).toEqual([
      expect.stringContaining(`Osoblje: ${admin.email} · Primljena → Potvrđena`),
      expect.stringContaining(`Osoblje: ${admin.email} · Čeka uplatu → Plaćeno`),
      expect.stringContaining(`Osoblje: ${admin.email} · Potvrđena → Poslata`),
    ]);
    await page.screenshot({ path: '/tmp/back-office-order-detail.png', fullPage: true });

    // ---- The shopper: "Poslata" in the history, "Poslato" and the parcel on the order's page, the mail.
    await openFromHistory(jelena.page, transfer, 'Poslata');
    expectSteps(
      await stepsOf(jelena.page),
      [['Poručeno'], ['Potvrđeno'], ['Uplata primljena'], ['Poslato']],
      since,
    );
    const parcel = jelena.page.getByRole('region', { name: 'Pošiljka' });
    await parcel.getByText('Pošta Srbije (Post Express)', { exact: true }).waitFor();
    await parcel.getByText('PE123456789RS', { exact: true }).waitFor();
    expect(await parcel.getByRole('link', { name: 'Pratite pošiljku' }).getAttribute('href')).toBe(
      trackingUrl,
    );
    await jelena.snap('order-shipped');
    const shippedMail = await shop.lastMailTo(jelena.email, /je poslata/);
    expect(shippedMail.subject).toContain(`Porudžbina br. ${transfer.number} je poslata`);
    expect(shippedMail.text).toContain('Kurirska služba: Pošta Srbije (Post Express)');
    expect(shippedMail.text).toContain('Broj pošiljke: PE123456789RS');
    expect(shippedMail.links).toContain(trackingUrl);

    // ---- Another order, cancelled by staff: its two pieces are back in stock.
    const stockBefore = await stockOf(shop.url, cancelledProduct);
    const cancelled = await order(jelena, cancelledProduct, 2, /^Plaćanje pouzećem/);
    expect(await stockOf(shop.url, cancelledProduct)).toBe(stockBefore - 2);
    await shownStock(await productRow(page, cancelledProduct), stockBefore - 2);
    await openOrder(page, cancelled);
    await act(page, 'Otkaži', 'Porudžbina je otkazana; zalihe su vraćene.', async (form) => {
      await form.getByLabel('Razlog otkazivanja').fill('Kupac je odustao telefonom.');
      await form.getByRole('button', { name: 'Otkaži porudžbinu' }).click();
    });
    expect(await statusLine(page)).toEqual(['Otkazana', 'Poništeno']);
    await actions(page).getByText('Za ovu porudžbinu nema dostupnih radnji.').waitFor();
    const cancelMail = await shop.lastMailTo(jelena.email, /je otkazana/);
    expect(cancelMail.text).toContain('Kupac je odustao telefonom.');
    const row = await productRow(page, cancelledProduct);
    await shownStock(row, stockBefore);
    expect(await stockOf(shop.url, cancelledProduct)).toBe(stockBefore);

    // ---- A price edit in the back office shows on the product's page.
    const newPrice = cancelledProduct.price + 500;
    await row.getByRole('link', { name: cancelledProduct.name }).click();
    const edit = page.getByRole('form', { name: 'Izmena proizvoda' });
    await edit.getByLabel('Cena (RSD)', { exact: true }).fill(String(newPrice));
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await edit.getByRole('status').getByText('Izmene su sačuvane.', { exact: true }).waitFor();

    // Within the catalogue cache's documented lifetime (10 s on the server, 30 s in the browser).
    const shownPrice = async () => {
      await jelena.page.goto(`/proizvod/${cancelledProduct.slug}`);
      return jelena.page.locator('main .product-price .price-now').textContent();
    };
    const deadline = Date.now() + 40_000;
    let shown = await shownPrice();
    while (shown !== formatRsd(newPrice) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      shown = await shownPrice();
    }
    expect(shown).toBe(formatRsd(newPrice));
    expect(jelena.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  },
);

journey(
  '33b. a withdrawal from a delivered order: the shopper sends the legal form, the operator accepts the return and records the refund, the timeline tells it in Serbian',
  async (world) => {
    const { shop } = world;
    const since = Date.now();
    const operator = await staffMember(world, 'operator');
    const [product] = await plainProducts(shop.url);
    if (!product) throw new Error('the catalogue lacks a plain product');

    const milan = await shopperWithAccount(world, 'Milan');
    const stockBefore = await stockOf(shop.url, product);
    const placed = await order(milan, product, 1, /^Plaćanje pouzećem/);

    // ---- The operator confirms, ships and delivers it; the delivery is the cash payment.
    const { page } = operator;
    await openOrder(page, placed);
    await act(page, 'Potvrdi', 'Porudžbina je potvrđena.');
    await ship(page, 'D Express', 'DE987654321');
    await act(page, 'Isporučeno', 'Porudžbina je isporučena.');
    expect(await statusLine(page)).toEqual(['Isporučena', 'Plaćeno']);
    expect(await offered(page)).toEqual([]);

    // ---- The shopper sends the withdrawal form from the order's page, prefilled from the order.
    await openFromHistory(milan.page, placed, 'Isporučena');
    const withdrawal = milan.page.getByRole('region', { name: 'Odustanak od ugovora' });
    const legal = withdrawal.getByRole('region', { name: 'Obrazac za odustanak od ugovora' });
    const legalText = ((await legal.textContent()) ?? '').replace(/[ \t\r\n]+/g, ' ');
    expect(legalText).toContain(`${product.name} — 1 kom.`);
    expect(legalText).toContain(`Broj porudžbine${placed.number}`);
    expect(legalText).toContain('Ime i prezime potrošačaMilan Stojanović');
    expect(legalText).toContain('Adresa potrošačaNjegoševa 7, 18000 Niš');
    expect(legalText).toContain(`E-adresa potrošača${milan.email}`);
    const delivered = (await stepsOf(milan.page)).find((step) => step.text.startsWith('Isporučeno '));
    expect(legalText).toContain(`Datum prijema robe${genitiveDate(delivered!.at)}`);
    await withdrawal.getByLabel('Razlog odustanka (nije obavezno)').fill('Boja ne odgovara slici.');
    await withdrawal.getByRole('button', { name: 'Pošaljite zahtev za odustanak' }).click();
    await withdrawal.getByText(/^Zahtev za odustanak od ugovora poslali ste /).waitFor();
    const received = await shop.lastMailTo(milan.email, /zahtev za odustanak/);
    expect(received.subject).toContain(`(porudžbina br. ${placed.number})`);
    expect(received.text).toContain('Boja ne odgovara slici.');

    // ---- The operator finds it among "Odustanci", accepts the goods back and records the refund.
    await nav(page, 'Odustanci');
    await page.getByRole('link', { name: placed.number, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Porudžbina br. ${placed.number}` }).waitFor();
    expect(await statusLine(page)).toEqual(['Zatražen odustanak', 'Plaćeno']);
    await act(page, 'Prihvati povraćaj', 'Povraćaj robe je prihvaćen.');
    expect(await stockOf(shop.url, product)).toBe(stockBefore);
    await act(page, 'Evidentiraj povraćaj novca', 'Povraćaj novca je evidentiran.', async (form) => {
      expect(await form.getByLabel('Vraćeni iznos (RSD)').inputValue()).toBe(String(placed.total));
      await form.getByRole('button', { name: 'Evidentiraj povraćaj', exact: true }).click();
    });
    expect(await statusLine(page)).toEqual(['Vraćena', 'Novac vraćen']);
    const refundMail = await shop.lastMailTo(milan.email, /Vratili smo Vam novac/);
    expect(refundMail.subject).toContain(`porudžbinu br. ${placed.number}`);

    // ---- The shopper's page tells it all, each step with its date in the genitive.
    await milan.page.reload();
    await milan.page.getByRole('list', { name: 'Koraci porudžbine' }).waitFor();
    expectSteps(
      await stepsOf(milan.page),
      [
        ['Poručeno'],
        ['Potvrđeno'],
        ['Poslato'],
        ['Isporučeno'],
        ['Zatražen odustanak od ugovora', 'Razlog: Boja ne odgovara slici.'],
        ['Vraćena roba primljena'],
        ['Novac vraćen', `Iznos: ${formatRsd(placed.total)}`],
      ],
      since,
    );
    const progress = milan.page.getByRole('region', { name: 'Tok porudžbine' });
    // Status, payment, and the parcel's carrier and number.
    expect(await progress.getByRole('definition').allTextContents()).toEqual([
      'Vraćena',
      'Novac vraćen',
      'D Express',
      'DE987654321',
    ]);
    const requestedAt = await withdrawal.locator('time').getAttribute('datetime');
    expect(((await withdrawal.textContent()) ?? '').replace(/[ \t\r\n]+/g, ' ')).toContain(
      `Zahtev za odustanak od ugovora poslali ste ${genitiveDate(requestedAt!)} Vraćene proizvode smo primili.`,
    );
    await milan.snap('order-refunded');
    expect(milan.consoleErrors).toEqual([]);
    expect(operator.consoleErrors).toEqual([]);
  },
);
