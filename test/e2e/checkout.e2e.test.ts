import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatRsd } from '../../contract/format';
import type { Shopper } from './support/browser';
import { allProducts, type ApiProduct, payOf } from './support/catalog-api';
import { definitions } from './support/definitions';
import { describeJourneys } from './support/journey';
import { continueShopping, pressAddToCart } from './support/product-page';
import { until } from './support/until';

const journey = describeJourneys();

type ApiOrder = {
  id: string;
  number: string;
  items: { productId: number; quantity: number }[];
  subtotal: number;
  shipping: number;
  total: number;
  paymentMethod: string;
  customer: { email: string };
};
type ApiCart = { id: string; cartItems: { quantity: number; product: { id: number } }[] };

/** Spec §9 (the expectations are the spec's numbers, not the shop's own function). */
const STANDARD_SHIPPING = 290;
const BULKY_PER_PIECE = 1490;

/** What the totals say: Međuzbir, Dostava, Ukupno. */
const totalsIn = (scope: Locator) => definitions(scope.locator('dl.order-totals'));

const totals = (subtotal: number, shipping: number) => ({
  Međuzbir: formatRsd(subtotal),
  Dostava: shipping === 0 ? 'Besplatna dostava' : formatRsd(shipping),
  Ukupno: formatRsd(subtotal + shipping),
});

/** What an order summary's sums say, on the confirmation and in the order details alike. */
const summaryTotalsIn = (scope: Locator) => definitions(scope.locator('dl.order-summary-totals'));

const summaryTotals = (subtotal: number, shipping: number) => ({
  'Vrednost proizvoda': formatRsd(subtotal),
  Dostava: shipping === 0 ? 'Besplatna' : formatRsd(shipping),
  'Ukupno za plaćanje': formatRsd(subtotal + shipping),
});

async function startShopping(shopper: Shopper) {
  await shopper.page.goto('/');
  await shopper.page.getByRole('button', { name: 'Samo neophodni' }).click();
  await until(
    async () => (await shopper.context.cookies()).some((entry) => entry.name === 'cart_id'),
    Boolean,
    'the cart_id cookie',
  );
}

/** Opens the product's page, chooses the quantity and puts it in the cart. */
async function addFromProductPage(
  page: Page,
  product: ApiProduct,
  quantity = 1,
  snap?: (name: string) => Promise<void>,
) {
  await pressAddToCart(page, product, quantity);
  await page.getByText(`Dodato u korpu: ${quantity} ${quantity === 1 ? 'komad' : 'komada'}.`).waitFor();
  await snap?.('product-added');
  await continueShopping(page);
}

async function openCart(page: Page) {
  await page
    .getByRole('navigation', { name: 'Nalog i korpa' })
    .getByRole('link', { name: /^Korpa,/ })
    .click();
  await page.waitForURL('**/korpa');
  await page.locator('.cart-summary').waitFor();
}

type Delivery = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
};

const deliveryForm = (page: Page) => page.getByRole('form', { name: 'Podaci za dostavu' });

const LABELS: Record<keyof Delivery, string> = {
  firstName: 'Ime',
  lastName: 'Prezime',
  email: 'E-adresa',
  phone: 'Telefon',
  street: 'Ulica i broj',
  city: 'Mesto',
  postalCode: 'Poštanski broj',
};

async function fillDelivery(page: Page, delivery: Delivery) {
  const form = deliveryForm(page);
  for (const [key, label] of Object.entries(LABELS))
    await form.getByLabel(label, { exact: true }).fill(delivery[key as keyof Delivery]);
}

/** From the cart page: the delivery step, filled, then the payment step. */
async function toPayment(page: Page, delivery: Delivery) {
  await page.getByRole('button', { name: 'Nastavi na dostavu' }).click();
  await deliveryForm(page).waitFor();
  await fillDelivery(page, delivery);
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await page.getByRole('group', { name: 'Način plaćanja' }).waitFor();
}

const guest = (firstName: string): Delivery => ({
  firstName,
  lastName: 'Jovanović',
  email: `${firstName.toLowerCase()}+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`,
  phone: '064 123 4567',
  street: 'Knez Mihailova 12',
  city: 'Beograd',
  postalCode: '11000',
});

/** Places the order and reads the confirmation: the order's number and its server copy. */
async function placeAndConfirm(
  page: Page,
): Promise<{ order: ApiOrder; paymentSlip: Record<string, unknown> | null }> {
  await page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
  await page.waitForURL('**/potvrdjena-kupovina?**');
  await page.getByRole('heading', { level: 1, name: 'Hvala na kupovini!' }).waitFor();
  const url = new URL(page.url());
  const id = url.searchParams.get('order');
  const token = url.searchParams.get('token');
  expect(id).toBeTruthy();
  expect(token).toBeTruthy();
  const answer = await page.request.get(`/api/orders/${id}?token=${encodeURIComponent(token!)}`);
  expect(answer.status()).toBe(200);
  const placed = (await answer.json()) as { order: ApiOrder; paymentSlip: Record<string, unknown> | null };
  const lead = await page.locator('.order-confirmed-lead').textContent();
  expect(lead).toContain(`Broj porudžbine: ${placed.order.number}`);
  return placed;
}

const DELIVERY_ERRORS = [
  'Unesite ime.',
  'Unesite prezime.',
  'Unesite ispravnu e-adresu.',
  'Unesite broj telefona.',
  'Unesite ulicu i broj.',
  'Unesite mesto.',
  'Poštanski broj ima 5 cifara.',
];

journey(
  '6. checkout as a guest and as a user: validation, shipping per spec §9, cash on delivery and bank transfer, confirmation, history',
  async ({ shop, shopper }) => {
    // ---- A guest, cash on delivery: 290 below 5000, free from 5000; the form refuses empty fields.
    const ana = await shopper();
    await startShopping(ana);
    const catalogue = await allProducts(shop.url);
    const sellable = catalogue.filter((product) => product.available && product.stock >= 5);
    const halfOfFree = sellable.find(
      (product) => product.shippingPrice === 0 && payOf(product) >= 2500 && payOf(product) < 5000,
    );
    const bulky = sellable.find((product) => product.shippingPrice === BULKY_PER_PIECE);
    const small = sellable.find(
      (product) => product.shippingPrice === 0 && payOf(product) < 4000 && product.id !== halfOfFree?.id,
    );
    if (!halfOfFree || !bulky || !small) throw new Error('the catalogue lacks a product this journey needs');

    await addFromProductPage(ana.page, halfOfFree, 1, ana.snap);
    await openCart(ana.page);
    const anaSummary = ana.page.locator('.cart-summary');
    expect(await totalsIn(anaSummary)).toEqual(totals(payOf(halfOfFree), STANDARD_SHIPPING));
    await ana.snap('cart-below-5000');

    await ana.page.getByRole('button', { name: `Povećaj količinu: ${halfOfFree.name}` }).click();
    await until(
      () => totalsIn(anaSummary),
      (shown) => JSON.stringify(shown) === JSON.stringify(totals(2 * payOf(halfOfFree), 0)),
      'free shipping from 5000',
    );
    await until(
      async () =>
        ((await (await ana.page.request.get('/api/cart')).json()) as ApiCart).cartItems[0]?.quantity,
      (quantity) => quantity === 2,
      'the server cart line at 2',
    );
    await ana.snap('cart-free-shipping');

    // The delivery form, sent empty: each field says what is wrong, in Serbian; nothing is ordered.
    await ana.page.getByRole('button', { name: 'Nastavi na dostavu' }).click();
    await deliveryForm(ana.page).waitFor();
    await ana.snap('delivery-form');
    await ana.page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    for (const message of DELIVERY_ERRORS)
      await deliveryForm(ana.page).getByText(message, { exact: true }).waitFor();
    expect(await deliveryForm(ana.page).locator('[aria-invalid="true"]').count()).toBe(
      DELIVERY_ERRORS.length,
    );
    expect(await ana.page.getByRole('group', { name: 'Način plaćanja' }).count()).toBe(0);
    await ana.snap('delivery-form-errors');
    const anaDelivery = guest('Ana');
    await fillDelivery(ana.page, { ...anaDelivery, email: 'ana@', postalCode: '1100' });
    await ana.page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    await deliveryForm(ana.page).getByText('Unesite ispravnu e-adresu.', { exact: true }).waitFor();
    await deliveryForm(ana.page).getByText('Poštanski broj ima 5 cifara.', { exact: true }).waitFor();
    expect(await deliveryForm(ana.page).locator('.form-error').count()).toBe(2);
    const cartAfterErrors = (await (await ana.page.request.get('/api/cart')).json()) as ApiCart;
    expect(cartAfterErrors.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([
      [halfOfFree.id, 2],
    ]);
    expect((await shop.mails()).filter((mail) => /Potvrda porudžbine/.test(mail.subject))).toEqual([]);

    await fillDelivery(ana.page, anaDelivery);
    await ana.page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    const anaReview = ana.page.locator('section.review');
    await anaReview.waitFor();
    expect(await totalsIn(anaReview)).toEqual(totals(2 * payOf(halfOfFree), 0));
    // "Poruči" without a payment method asks for one.
    await ana.page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
    await ana.page.getByText('Izaberite način plaćanja.', { exact: true }).waitFor();
    await ana.page.getByRole('radio', { name: /^Plaćanje pouzećem/ }).check();
    await ana.snap('payment-cash-on-delivery');
    const anaPlaced = await placeAndConfirm(ana.page);
    expect(anaPlaced.order).toMatchObject({
      subtotal: 2 * payOf(halfOfFree),
      shipping: 0,
      total: 2 * payOf(halfOfFree),
      paymentMethod: 'cash_on_delivery',
      items: [{ productId: halfOfFree.id, quantity: 2 }],
      customer: { email: anaDelivery.email },
    });
    expect(anaPlaced.paymentSlip).toBeNull();
    expect(await ana.page.locator('.payment-slip').count()).toBe(0);
    expect(await ana.page.getByRole('region', { name: 'Način plaćanja' }).textContent()).toContain(
      'Plaćanje pouzećem',
    );
    expect(await summaryTotalsIn(ana.page.locator('.order-confirmed'))).toEqual(
      summaryTotals(2 * payOf(halfOfFree), 0),
    );
    await ana.snap('confirmation-cash-on-delivery');
    const anaMail = await shop.lastMailTo(anaDelivery.email, /Potvrda porudžbine/);
    expect(anaMail.subject).toContain(`br. ${anaPlaced.order.number}`);
    // The order emptied the cart.
    expect(((await (await ana.page.request.get('/api/cart')).json()) as ApiCart).cartItems).toEqual([]);
    expect(ana.consoleErrors).toEqual([]);

    // ---- A guest with a bulky product: 1490 per piece; bank transfer shows the payment slip.
    const bora = await shopper();
    await startShopping(bora);
    await addFromProductPage(bora.page, bulky, 2, bora.snap);
    await openCart(bora.page);
    const bulkySubtotal = 2 * payOf(bulky);
    expect(await totalsIn(bora.page.locator('.cart-summary'))).toEqual(
      totals(bulkySubtotal, 2 * BULKY_PER_PIECE),
    );
    await bora.page
      .getByText('Glomazni proizvodi se dostavljaju po ceni od 1.490 RSD po komadu (2 komada).')
      .waitFor();
    await bora.snap('cart-bulky');
    const boraDelivery = guest('Bora');
    await toPayment(bora.page, boraDelivery);
    expect(await totalsIn(bora.page.locator('section.review'))).toEqual(
      totals(bulkySubtotal, 2 * BULKY_PER_PIECE),
    );
    await bora.page.getByRole('radio', { name: /^Uplatnica/ }).check();
    await bora.snap('payment-bank-transfer');
    const boraPlaced = await placeAndConfirm(bora.page);
    const boraTotal = bulkySubtotal + 2 * BULKY_PER_PIECE;
    expect(boraPlaced.order).toMatchObject({
      shipping: 2 * BULKY_PER_PIECE,
      total: boraTotal,
      paymentMethod: 'bank_transfer',
      items: [{ productId: bulky.id, quantity: 2 }],
    });
    const slip = bora.page.getByRole('region', { name: 'Podaci za uplatu (uplatnica)' });
    await slip.waitFor();
    const slipShown = await definitions(slip.locator('dl'));
    expect(slipShown).toMatchObject({
      Iznos: formatRsd(boraTotal),
      Model: '97',
      'Poziv na broj': boraPlaced.order.number.replaceAll('-', ''),
      'Svrha uplate': `Porudžbina br. ${boraPlaced.order.number}`,
    });
    expect(slipShown['Račun primaoca']).toMatch(/\d/);
    expect(boraPlaced.paymentSlip).toMatchObject({
      amount: boraTotal,
      reference: boraPlaced.order.number.replaceAll('-', ''),
    });
    await bora.snap('confirmation-bank-transfer');
    expect((await shop.lastMailTo(boraDelivery.email, /Potvrda porudžbine/)).subject).toContain(
      `br. ${boraPlaced.order.number}`,
    );
    expect(bora.consoleErrors).toEqual([]);

    // ---- A registered user: the form comes prefilled; the order is in the history and its page.
    const vesna = await shopper();
    await startShopping(vesna);
    const email = `vesna+${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.rs`;
    const cartId = (await vesna.context.cookies()).find((entry) => entry.name === 'cart_id')?.value;
    const registered = await vesna.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Vesna',
        lastName: 'Marković',
        email,
        password: 'dobra-lozinka-1',
        confirmPassword: 'dobra-lozinka-1',
        acceptTerms: true,
        cartId,
        phone: '065 987 6543',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await vesna.page.reload();
    await vesna.page.getByRole('link', { name: 'Moj nalog' }).waitFor();
    await addFromProductPage(vesna.page, small, 1, vesna.snap);
    await openCart(vesna.page);
    expect(await totalsIn(vesna.page.locator('.cart-summary'))).toEqual(
      totals(payOf(small), STANDARD_SHIPPING),
    );
    await vesna.snap('user-cart');
    await vesna.page.getByRole('button', { name: 'Nastavi na dostavu' }).click();
    const form = deliveryForm(vesna.page);
    await until(
      () => form.getByLabel('Ime', { exact: true }).inputValue(),
      (value) => value === 'Vesna',
      'the profile prefill',
    );
    expect(await form.getByLabel('Prezime', { exact: true }).inputValue()).toBe('Marković');
    expect(await form.getByLabel('E-adresa', { exact: true }).inputValue()).toBe(email);
    expect(await form.getByLabel('Telefon', { exact: true }).inputValue()).toBe('065 987 6543');
    await form.getByLabel('Ulica i broj', { exact: true }).fill('Bulevar oslobođenja 5');
    await form.getByLabel('Mesto', { exact: true }).fill('Novi Sad');
    await form.getByLabel('Poštanski broj', { exact: true }).fill('21000');
    await vesna.snap('user-delivery-prefilled');
    await vesna.page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
    const vesnaReview = vesna.page.locator('section.review');
    await vesnaReview.waitFor();
    expect(await totalsIn(vesnaReview)).toEqual(totals(payOf(small), STANDARD_SHIPPING));
    await vesna.page.getByRole('radio', { name: /^Uplatnica/ }).check();
    await vesna.snap('user-payment');
    const vesnaPlaced = await placeAndConfirm(vesna.page);
    const { number } = vesnaPlaced.order;
    expect(vesnaPlaced.order).toMatchObject({
      subtotal: payOf(small),
      shipping: STANDARD_SHIPPING,
      total: payOf(small) + STANDARD_SHIPPING,
      paymentMethod: 'bank_transfer',
    });
    await vesna.page.getByRole('region', { name: 'Podaci za uplatu (uplatnica)' }).waitFor();
    await vesna.snap('user-confirmation');
    const mail = await shop.lastMailTo(email, /Potvrda porudžbine/);
    expect(mail.subject).toContain(`br. ${number}`);

    // The history lists it; its page shows it.
    await vesna.page.getByRole('link', { name: 'Moj nalog' }).click();
    await vesna.page.waitForURL('**/profil');
    await vesna.page
      .getByRole('navigation', { name: 'Moj nalog' })
      .getByRole('link', { name: 'Istorija kupovine' })
      .click();
    await vesna.page.waitForURL('**/profil/istorija-kupovine');
    await vesna.page.getByRole('heading', { name: `Porudžbina br. ${number}` }).waitFor();
    await vesna.snap('order-history');
    const history = (await (await vesna.page.request.get('/api/orders')).json()) as {
      items: { id: string }[];
    };
    expect(history.items.map((order) => order.id)).toEqual([vesnaPlaced.order.id]);
    await vesna.page.getByRole('link', { name: `Detalji porudžbine br. ${number}` }).click();
    await vesna.page.waitForURL(`**/profil/istorija-kupovine/${vesnaPlaced.order.id}`);
    await vesna.page.getByRole('heading', { level: 1, name: `Porudžbina br. ${number}` }).waitFor();
    await vesna.page.getByRole('link', { name: small.name }).waitFor();
    await vesna.page.getByRole('region', { name: 'Podaci za uplatu (uplatnica)' }).waitFor();
    await vesna.snap('order-details');
    expect(vesna.consoleErrors).toEqual([]);
  },
);

/** What a shopper saw after "Poruči": the confirmation, or the cart again with the short items. */
async function outcome(page: Page): Promise<'ordered' | 'short'> {
  return Promise.race([
    page.waitForURL('**/potvrdjena-kupovina?**').then(() => 'ordered' as const),
    page
      .getByRole('alert')
      .filter({ hasText: 'Nekih proizvoda nema dovoljno na stanju.' })
      .waitFor()
      .then(() => 'short' as const),
  ]);
}

journey(
  '7. two shoppers race for the last unit: one order, the other told which item ran short',
  async ({ shop, shopper }) => {
    const racers = [await shopper(), await shopper()];
    await startShopping(racers[0]!);
    const last = (await allProducts(shop.url)).find(
      (product) => product.available && product.stock === 1 && product.shippingPrice === 0,
    );
    if (!last) throw new Error('no product with its last unit in stock');
    await racers[0]!.page.goto(`/proizvod/${last.slug}`);
    await racers[0]!.page.getByText('Poslednji komadi', { exact: true }).first().waitFor();

    const deliveries = [guest('Lazar'), guest('Mina')];
    for (const [index, racer] of racers.entries()) {
      if (index > 0) await startShopping(racer);
      await addFromProductPage(racer.page, last, 1, racer.snap);
      await openCart(racer.page);
      await toPayment(racer.page, deliveries[index]!);
      await racer.page.getByRole('radio', { name: /^Plaćanje pouzećem/ }).check();
      await racer.snap('ready-to-order');
    }

    // Both order at nearly the same time.
    await Promise.all(
      racers.map((racer) => racer.page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click()),
    );
    const outcomes = await Promise.all(racers.map((racer) => outcome(racer.page)));
    expect([...outcomes].sort()).toEqual(['ordered', 'short']);
    const winner = racers[outcomes.indexOf('ordered')]!;
    const loser = racers[outcomes.indexOf('short')]!;
    const winnerDelivery = deliveries[outcomes.indexOf('ordered')]!;
    const loserDelivery = deliveries[outcomes.indexOf('short')]!;

    // The loser is back at the cart, told which product ran short and by how much.
    const notice = loser.page
      .getByRole('alert')
      .filter({ hasText: 'Nekih proizvoda nema dovoljno na stanju.' });
    expect((await notice.locator('li').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      `${last.name}: poručili ste 1 komad, nema ga na stanju.`,
    ]);
    await notice.getByText('Prilagodite količine ili uklonite te proizvode, pa nastavite.').waitFor();
    await loser.page.getByRole('heading', { name: 'U korpi: 1 komad' }).waitFor();
    await loser.page.getByText('Nije više dostupno', { exact: true }).waitFor();
    expect(loser.page.url()).toMatch(/\/korpa$/);
    await loser.snap('short-item-named');

    await winner.page.getByRole('heading', { level: 1, name: 'Hvala na kupovini!' }).waitFor();
    await winner.snap('order-confirmed');

    // The server: the last unit went to one order; the loser's cart still holds the line.
    const detail = (await (await loser.page.request.get(`/api/products/${last.slug}`)).json()) as {
      product: ApiProduct;
    };
    expect(detail.product.stock).toBe(0);
    const loserCart = (await (await loser.page.request.get('/api/cart')).json()) as ApiCart;
    expect(loserCart.cartItems.map((item) => [item.product.id, item.quantity])).toEqual([[last.id, 1]]);
    const winnerCart = (await (await winner.page.request.get('/api/cart')).json()) as ApiCart;
    expect(winnerCart.cartItems).toEqual([]);
    await shop.lastMailTo(winnerDelivery.email, /Potvrda porudžbine/);
    const confirmations = (await shop.mails()).filter(
      (mail) =>
        /Potvrda porudžbine/.test(mail.subject) &&
        (mail.to.includes(winnerDelivery.email) || mail.to.includes(loserDelivery.email)),
    );
    expect(confirmations.map((mail) => mail.to)).toEqual([expect.stringContaining(winnerDelivery.email)]);
    expect(winner.consoleErrors).toEqual([]);
  },
);

/** A review of one small product in tab A and a bulky one for tab B to add (journeys 14 and 15). */
async function reviewInTabA(ana: Shopper, shopUrl: string) {
  await startShopping(ana);
  const sellable = (await allProducts(shopUrl)).filter((product) => product.available && product.stock >= 5);
  const mug = sellable.find((product) => product.shippingPrice === 0 && payOf(product) < 2000);
  const fridge = sellable.find((product) => product.shippingPrice === BULKY_PER_PIECE);
  if (!mug || !fridge) throw new Error('the catalogue lacks a small product or a bulky one');
  await addFromProductPage(ana.page, mug);
  await openCart(ana.page);
  const delivery = guest('Ana');
  await toPayment(ana.page, delivery);
  await ana.page.getByRole('radio', { name: /^Plaćanje pouzećem/ }).check();
  const review = ana.page.locator('section.review');
  expect(await totalsIn(review)).toEqual(totals(payOf(mug), STANDARD_SHIPPING));
  return { mug, fridge, delivery, review };
}

/** The review names the fridge's arrival and shows the total as it is now. */
async function reviewShowsTheFridge(review: Locator, mug: ApiProduct, fridge: ApiProduct) {
  const notice = review.getByRole('alert');
  await notice.getByText('Porudžbina se promenila od kada ste je pregledali.', { exact: false }).waitFor();
  await notice
    .getByText(`U korpu je dodat proizvod „${fridge.name}“ (količina: 1).`, { exact: true })
    .waitFor();
  await until(
    () => totalsIn(review),
    (shown) => JSON.stringify(shown) === JSON.stringify(totals(payOf(mug) + payOf(fridge), BULKY_PER_PIECE)),
    'the review showing the new total',
  );
}

/** Confirming what is now shown places exactly that. */
async function placesMugAndFridge(page: Page, mug: ApiProduct, fridge: ApiProduct) {
  const placed = await placeAndConfirm(page);
  expect(placed.order).toMatchObject({
    subtotal: payOf(mug) + payOf(fridge),
    shipping: BULKY_PER_PIECE,
    total: payOf(mug) + payOf(fridge) + BULKY_PER_PIECE,
  });
  expect(placed.order.items.map((item) => [item.productId, item.quantity]).sort()).toEqual(
    [
      [mug.id, 1],
      [fridge.id, 1],
    ].sort(),
  );
}

journey(
  '14. the order placed is the order reviewed: a fridge added in a second tab shows in the first tab’s review before anything is ordered',
  async ({ shop, shopper }) => {
    const ana = await shopper();
    const { mug, fridge, delivery, review } = await reviewInTabA(ana, shop.url);

    // Tab B, the same browser, adds a fridge to the same cart: tab A hears of it and its review
    // names the change, with no click and no order placed.
    const tabB = await ana.newTab();
    await addFromProductPage(tabB, fridge);
    await reviewShowsTheFridge(review, mug, fridge);
    await tabB.close();
    expect(new URL(ana.page.url()).pathname + new URL(ana.page.url()).search).toBe('/korpa?korak=placanje');
    await ana.snap('order-changed-in-another-tab');
    expect((await shop.mails()).filter((mail) => mail.to === delivery.email)).toEqual([]);

    await placesMugAndFridge(ana.page, mug, fridge);
  },
);

journey(
  '15. a tab that did not hear of the change (another device, an old browser): the order is refused, shown, and only then placed',
  async ({ shop, shopper }) => {
    const ana = await shopper();
    // This tab has no BroadcastChannel, so only the server can notice the change.
    await ana.page.addInitScript(() => {
      Reflect.deleteProperty(window, 'BroadcastChannel');
    });
    const { mug, fridge, delivery, review } = await reviewInTabA(ana, shop.url);

    const tabB = await ana.newTab();
    await addFromProductPage(tabB, fridge);
    await tabB.close();

    // "Poruči" in tab A places nothing: the review names the change and shows the cart as it is now.
    await ana.page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).click();
    await reviewShowsTheFridge(review, mug, fridge);
    expect(new URL(ana.page.url()).pathname).toBe('/korpa');
    await ana.snap('order-changed-since-review');
    expect((await shop.mails()).filter((mail) => mail.to === delivery.email)).toEqual([]);

    await placesMugAndFridge(ana.page, mug, fridge);
  },
);

journey(
  '16. checkout steps are history entries: Back and Forward move between them, a reload on the payment step keeps every field',
  async ({ shop, shopper }) => {
    const ana = await shopper();
    await startShopping(ana);
    const product = (await allProducts(shop.url)).find((item) => item.available && item.stock >= 2);
    if (!product) throw new Error('the catalogue has no product in stock');
    await addFromProductPage(ana.page, product);
    await openCart(ana.page);
    const delivery = guest('Milica');
    await toPayment(ana.page, delivery);
    const here = () => new URL(ana.page.url()).pathname + new URL(ana.page.url()).search;
    expect(here()).toBe('/korpa?korak=placanje');
    await ana.page.getByRole('radio', { name: /^Uplatnica/ }).check();

    // Back: the delivery form, filled; Back again: the cart; Forward twice: the review again.
    await ana.page.goBack();
    await deliveryForm(ana.page).waitFor();
    expect(here()).toBe('/korpa?korak=dostava');
    await ana.page.goBack();
    await ana.page.getByRole('button', { name: 'Nastavi na dostavu' }).waitFor();
    expect(here()).toBe('/korpa');
    await ana.page.goForward();
    await deliveryForm(ana.page).waitFor();
    for (const [key, label] of Object.entries(LABELS))
      expect(await deliveryForm(ana.page).getByLabel(label, { exact: true }).inputValue()).toBe(
        delivery[key as keyof Delivery],
      );
    await ana.page.goForward();
    await ana.page.getByRole('group', { name: 'Način plaćanja' }).waitFor();
    expect(here()).toBe('/korpa?korak=placanje');

    // A reload on the payment step: the same step, the same details, the same payment method.
    await ana.page.reload();
    await ana.page.getByRole('group', { name: 'Način plaćanja' }).waitFor();
    expect(here()).toBe('/korpa?korak=placanje');
    expect(await ana.page.getByRole('radio', { name: /^Uplatnica/ }).isChecked()).toBe(true);
    const shown = await ana.page.locator('main').textContent();
    for (const value of [delivery.firstName, delivery.email, delivery.street, delivery.city])
      expect(shown).toContain(value);
    await ana.snap('payment-step-after-reload');
    // "Nazad" and the order button are one row (audit #39), here and on the phone below (where
    // the order button's words may take two lines: their tops meet).
    const inOneRow = async ({ sameHeight }: { sameHeight: boolean }) => {
      const [back, order] = await Promise.all([
        ana.page.getByRole('button', { name: 'Nazad' }).boundingBox(),
        ana.page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }).boundingBox(),
      ]);
      expect(Math.abs(back!.y - order!.y)).toBeLessThanOrEqual(1);
      if (sameHeight) expect(Math.abs(back!.height - order!.height)).toBeLessThanOrEqual(1);
    };
    await inOneRow({ sameHeight: true });

    // On a small phone the sum and the order button stay on screen at the top of the long review.
    const desktop = ana.page.viewportSize();
    const smallPhone = { width: 360, height: 640 };
    await ana.page.setViewportSize(smallPhone);
    await ana.page.evaluate(() => window.scrollTo(0, 0));
    for (const part of [
      ana.page.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }),
      ana.page.getByText(/^Za plaćanje:/),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(smallPhone.height);
    }
    await inOneRow({ sameHeight: false });
    await ana.snap('payment-step-small-phone');
    if (desktop) await ana.page.setViewportSize(desktop);

    // Back after the reload still reaches the delivery form with every field.
    await ana.page.goBack();
    await deliveryForm(ana.page).waitFor();
    for (const [key, label] of Object.entries(LABELS))
      expect(await deliveryForm(ana.page).getByLabel(label, { exact: true }).inputValue()).toBe(
        delivery[key as keyof Delivery],
      );

    // A step that cannot show yet falls back: with an empty cart, the payment step is the cart.
    const bojan = await shopper();
    await startShopping(bojan);
    await bojan.page.goto('/korpa?korak=placanje');
    await bojan.page.getByText('Vaša korpa je prazna.').waitFor();
    await bojan.page.waitForURL((url) => url.pathname === '/korpa' && url.search === '');
    expect(ana.consoleErrors).toEqual([]);
  },
);
