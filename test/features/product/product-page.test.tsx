import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../../msw/catalog-handlers';
import { apiUrl } from '../../msw/msw-server';
import { aCartItem, aProduct, CART_ID } from '../../msw/fixtures';
import { aSignedInUser, aVisitor, expectUrl, openCatalog, slow } from '../catalog/catalog-driver';

/** Records the cart's add and update calls (after a short delay, so "Dodavanje…" can be seen), then lets the fake shop answer. */
const cartCalls = (requests: string[]) =>
  http.all(apiUrl('/api/cart/:call'), async ({ request, params }) => {
    // Answering nothing lets the next handler (the fake shop) answer.
    if (params.call !== 'add-item' && params.call !== 'update-quantity') return;
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    await delay(50);
  });

/** Types a quantity into the product page's stepper and confirms it with Enter. */
async function pickQuantity(
  user: { clear: (e: Element) => Promise<void>; type: (e: Element, t: string) => Promise<void> },
  text: string,
) {
  const field = screen.getByRole('spinbutton', { name: 'Količina' });
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

/** The price under the name (the phone's buy bar repeats it further down). */
const summary = () => within(document.querySelector<HTMLElement>('.product-price')!);
/** The lines beside the price: lowest price of 30 days, the discount's last day, the unit price. */
const priceFacts = () =>
  [...document.querySelectorAll('.product-price .price-fact')].map((p) => p.textContent);
const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name });
const cartLines = (shop: ReturnType<typeof aVisitor>, cartId = CART_ID) =>
  shop.carts.get(cartId)!.items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));

/** The heart, once a verified user's wishlist has joined the shop (machines/app) and it can be pressed. */
async function enabledWishButton() {
  const button = await screen.findByRole('button', { name: 'Dodaj u listu želja: Usisivač Tornado 2000' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

describe('product page /proizvod/{slug}', () => {
  it('shows the name, brand, pay price with the old price struck through, stock, breadcrumbs, description and attributes', async () => {
    openCatalog('/proizvod/frizider-mraz-mini');
    expect(await findTitle('Frižider Mraz Mini')).toBeTruthy();
    expect(screen.getByText('Mraz')).toBeTruthy();
    expect(summary().getByText('21.990 RSD')).toBeTruthy();
    const old = screen.getByText('24.990 RSD');
    expect(old.closest('s')?.textContent).toBe('Prethodna cena: 24.990\u00a0RSD');
    expect(screen.getByText('Poslednji komadi')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Putanja' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Početna', 'Proizvodi', 'Bela tehnika', 'Frižideri', 'Frižider Mraz Mini']);
    expect(within(crumbs).getByRole('link', { name: 'Frižideri' }).getAttribute('href')).toBe(
      '/proizvodi/frizideri',
    );
    expect(screen.getByText('Frižider Mraz Mini: pouzdan izbor za svaki dom.')).toBeTruthy();
    const row = screen.getByRole('row', { name: 'Garancija 2 godine' });
    expect(within(row).getByRole('rowheader').textContent).toBe('Garancija');
    expect(screen.getByRole('img', { name: 'Frižider Mraz Mini' })).toBeTruthy();
  });

  it('a discount shows, as the law asks, the prior price struck through, the lowest price of the last 30 days and its last day', async () => {
    const catalog = aCatalog();
    catalog.entries[1]!.detail = { lowestPrice30: 22_490 };
    openCatalog('/proizvod/frizider-mraz-mini', { catalog });
    await findTitle('Frižider Mraz Mini');
    expect(summary().getByText('21.990 RSD')).toBeTruthy();
    expect(summary().getByText('Prethodna cena:').closest('s')?.textContent).toBe(
      'Prethodna cena: 24.990\u00a0RSD',
    );
    expect(priceFacts()).toEqual([
      'Najniža cena u poslednjih 30 dana: 22.490\u00a0RSD',
      'Akcija traje do 15. decembra 2026.',
    ]);
  });

  it('a product sold by measure shows its unit price; a product without a discount no discount facts', async () => {
    const catalog = aCatalog();
    Object.assign(catalog.entries[3]!.product, { netQuantity: 5, netUnit: 'kg' });
    openCatalog('/proizvod/usisivac-tornado-2000', { catalog });
    await findTitle('Usisivač Tornado 2000');
    expect(priceFacts()).toEqual(['Jedinična cena: 2.598,00\u00a0din/kg']);
  });

  it('a bulky product says delivery costs 1.490 RSD a piece, and calls itself a "glomazni proizvod" (N13)', async () => {
    openCatalog('/proizvod/frizider-polar-300');
    await findTitle('Frižider Polar 300');
    expect(screen.getByText(/Dostava 1\.490 RSD po komadu/)).toBeTruthy();
    expect(screen.getByText('(glomazni proizvod, isporuka na adresu)')).toBeTruthy();
    expect(screen.queryByText(/kabast/i)).toBeNull();
    expect(screen.queryByText(/Besplatna dostava/)).toBeNull();
  });

  it('other products say delivery is free from 5.000 RSD', async () => {
    openCatalog('/proizvod/usisivac-tornado-2000');
    await findTitle('Usisivač Tornado 2000');
    expect(screen.getByText(/Besplatna dostava za porudžbine od 5\.000 RSD/)).toBeTruthy();
    expect(summary().getByText('12.990 RSD')).toBeTruthy();
    expect(summary().queryByText(/Prethodna cena/)).toBeNull();
  });

  it('the gallery shows the picture whose thumbnail the shopper chooses', async () => {
    const catalog = aCatalog();
    catalog.entries[3]!.detail = { images: ['/img/a.svg', '/img/b.svg', '/img/c.svg'] };
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { catalog });
    await findTitle('Usisivač Tornado 2000');
    expect(screen.getByRole('img', { name: 'Usisivač Tornado 2000, slika 1 od 3' }).getAttribute('src')).toBe(
      '/img/a.svg',
    );
    const second = screen.getByRole('button', { name: 'Prikaži sliku 2 od 3' });
    await user.click(second);
    expect(screen.getByRole('img', { name: 'Usisivač Tornado 2000, slika 2 od 3' }).getAttribute('src')).toBe(
      '/img/b.svg',
    );
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });

  it('the gallery names each demo picture by its view (spreda, sa strane, detalj), not as a colour variant', async () => {
    const catalog = aCatalog();
    const views = ['front', 'side', 'detail'].map((view) => `/images/catalog/canister-vacuum-${view}.svg`);
    catalog.entries[3]!.detail = { images: views };
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { catalog });
    await findTitle('Usisivač Tornado 2000');
    const main = screen.getByRole('img', { name: 'Usisivač Tornado 2000, spreda' });
    expect(main.getAttribute('src')).toBe(views[0]);
    const thumbnails = screen.getAllByRole('button', { name: /^Prikaži (sliku|detalj)/ });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Prikaži sliku spreda',
      'Prikaži sliku sa strane',
      'Prikaži detalj',
    ]);
    expect(thumbnails.map((button) => button.textContent)).toEqual(['Spreda', 'Sa strane', 'Detalj']);
    await user.click(thumbnails[2]!);
    expect(screen.getByRole('img', { name: 'Usisivač Tornado 2000, detalj' }).getAttribute('src')).toBe(
      views[2],
    );
    expect(thumbnails[2]!.getAttribute('aria-pressed')).toBe('true');
    for (const image of [main, ...thumbnails.map((button) => button.querySelector('img')!)]) {
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(image.getAttribute('height')).toBe(image.getAttribute('width'));
    }
  });

  it('"Dodaj u korpu" puts the product in the server cart and says so', async () => {
    const shop = aVisitor();
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { shop });
    await findTitle('Usisivač Tornado 2000');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' }));
    expect(await screen.findByText(/Dodato u korpu: 1 komad\./)).toBeTruthy();
    expect(cartLines(shop)).toEqual([{ productId: 4, quantity: 1 }]);
  });

  it('the chosen quantity goes to the cart: 3 pieces are one action, "Dodavanje…" until the cart has them', async () => {
    const shop = aVisitor();
    const requests: string[] = [];
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', {
      shop,
      handlers: [cartCalls(requests)],
    });
    await findTitle('Usisivač Tornado 2000');
    await pickQuantity(user, '3');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' }));
    const button = await screen.findByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' });
    expect(button.textContent).toBe('Dodavanje…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(/Dodato u korpu: 3 komada\./)).toBeTruthy();
    expect(button.textContent).toBe('Dodaj u korpu');
    // One click: the cart adds the line, then sets it to 3.
    expect(requests).toEqual(['POST /api/cart/add-item', 'PUT /api/cart/update-quantity']);
    expect(cartLines(shop)).toEqual([{ productId: 4, quantity: 3 }]);
  });

  it('a product already in the cart gets the chosen pieces added to its line', async () => {
    const tornado = aCatalog().entries[3]!.product;
    const shop = aVisitor([aCartItem({ id: 31, cartId: CART_ID, quantity: 2, product: tornado })]);
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { shop });
    expect(await screen.findByText('U korpi: 2 komada.')).toBeTruthy();
    await pickQuantity(user, '2');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Usisivač Tornado 2000' }));
    expect(await screen.findByText(/Dodato u korpu: 2 komada\./)).toBeTruthy();
    expect(cartLines(shop)).toEqual([{ productId: 4, quantity: 4 }]);
  });

  it('the quantity offered stops at the stock, and more than the stock in the cart is refused', async () => {
    const polar = aCatalog().entries[0]!.product;
    const shop = aVisitor([aCartItem({ id: 32, cartId: CART_ID, quantity: 3, product: polar })]);
    const requests: string[] = [];
    const { user } = openCatalog('/proizvod/frizider-polar-300', { shop, handlers: [cartCalls(requests)] });
    await screen.findByText('U korpi: 3 komada.');
    // The stepper's max is the stock (4); typing more takes 4 and says why.
    const quantity = screen.getByRole('spinbutton', { name: 'Količina' }) as HTMLInputElement;
    expect(quantity.max).toBe('4');
    await pickQuantity(user, '53');
    expect(quantity.value).toBe('4');
    expect(screen.getByText('Na stanju su samo 4 komada.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Povećaj količinu: Frižider Polar 300' })).toHaveProperty(
      'disabled',
      true,
    );
    await pickQuantity(user, '-1');
    expect(screen.getByText('Unesite ceo broj od 1 do 4.')).toBeTruthy();
    expect(quantity.value).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Smanji količinu: Frižider Polar 300' }));
    await user.click(screen.getByRole('button', { name: 'Smanji količinu: Frižider Polar 300' }));
    expect(quantity.value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Frižider Polar 300' }));
    expect(await screen.findByText('U korpi već imate 3 komada, a na stanju su 4 komada.')).toBeTruthy();
    // Refused by the cart before any call: the server's cart is untouched.
    expect(requests).toEqual([]);
    expect(cartLines(shop)).toEqual([{ productId: 1, quantity: 3 }]);
  });

  it('the server refusing the add is shown in its words', async () => {
    const catalog = aCatalog();
    // The page still shows stock, but the server has just sold the last piece.
    const shop = aVisitor();
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', { shop, catalog });
    await findTitle('Frižider Mraz Mini');
    catalog.entries[1]!.product = aProduct({ ...catalog.entries[1]!.product, stock: 0 });
    await user.click(screen.getByRole('button', { name: 'Dodaj u korpu: Frižider Mraz Mini' }));
    expect(await screen.findByText('Proizvoda trenutno nema na stanju.')).toBeTruthy();
    expect(cartLines(shop)).toEqual([]);
  });

  it('an unavailable product cannot be added and offers no quantity', async () => {
    openCatalog('/proizvod/ves-masina-talas-7');
    await findTitle('Veš mašina Talas 7');
    expect((screen.getByRole('button', { name: 'Nije dostupno' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('spinbutton', { name: 'Količina' })).toBeNull();
  });

  it('a product sold out (in the range, no stock) says "Nema na stanju", not "Nije dostupno"', async () => {
    const catalog = aCatalog();
    catalog.entries[1]!.product = aProduct({ ...catalog.entries[1]!.product, stock: 0 });
    openCatalog('/proizvod/frizider-mraz-mini', { catalog });
    await findTitle('Frižider Mraz Mini');
    expect((screen.getByRole('button', { name: 'Nema na stanju' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Nema na stanju', { selector: '.stock' })).toBeTruthy();
    expect(screen.queryByText('Nije dostupno')).toBeNull();
  });

  it.each([
    ['withdrawn from sale', 'ves-masina-talas-7', 'Veš mašina Talas 7', 'Nije dostupno'],
    ['sold out', 'frizider-mraz-mini', 'Frižider Mraz Mini', 'Nema na stanju'],
  ])(
    'a product %s promises no delivery: no shipping price, no free-delivery line (#20)',
    async (_, slug, name, state) => {
      const catalog = aCatalog();
      const entry = catalog.entries.find((candidate) => candidate.product.slug === slug)!;
      if (state === 'Nema na stanju') entry.product = aProduct({ ...entry.product, stock: 0 });
      openCatalog(`/proizvod/${slug}`, { catalog });
      await findTitle(name);
      expect(screen.getByText(state, { selector: '.stock' })).toBeTruthy();
      // What the shopper reads beside the price and the buy button.
      const decision = within(document.querySelector<HTMLElement>('.product-summary')!);
      expect(decision.queryByText(/dostava/i)).toBeNull();
      expect(decision.queryByText(/po komadu/)).toBeNull();
      expect(document.querySelector('.product-shipping')).toBeNull();
    },
  );

  it('a verified user adds the product to the wishlist on the server', async () => {
    const shop = aSignedInUser({ verified: true });
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { shop });
    await findTitle('Usisivač Tornado 2000');
    await user.click(await enabledWishButton());
    expect(await screen.findByRole('button', { name: 'U listi želja: Usisivač Tornado 2000' })).toBeTruthy();
    expect(shop.accounts[0]!.wishlist.wishlistItems.map((item) => item.product.id)).toEqual([4]);
  });

  it('a wishlist add the server refuses is shown at the heart in its words', async () => {
    const shop = aSignedInUser({ verified: true });
    const refuse = handle(routes.wishlistAddItem, () =>
      HttpResponse.json(
        { error: 'Proizvod je već na listi želja.', code: 'ALREADY_IN_WISHLIST' },
        { status: 409 },
      ),
    );
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { shop, handlers: [refuse] });
    await findTitle('Usisivač Tornado 2000');
    await user.click(await enabledWishButton());
    expect(await screen.findByText('Proizvod je već na listi želja.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj u listu želja: Usisivač Tornado 2000' })).toBeTruthy();
  });

  it('a visitor is told to sign in to get a wishlist', async () => {
    openCatalog('/proizvod/usisivac-tornado-2000');
    await findTitle('Usisivač Tornado 2000');
    const note = screen.getByText(/da biste proizvod sačuvali u listi želja/);
    // Signed in, the shopper comes back to this product.
    expect(within(note).getByRole('link', { name: 'Prijavite se' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/proizvod/usisivac-tornado-2000')}`,
    );
    expect(screen.queryByRole('button', { name: /listu želja/ })).toBeNull();
  });

  it('an unverified user is told to verify the address to get a wishlist', async () => {
    openCatalog('/proizvod/usisivac-tornado-2000', { shop: aSignedInUser({ verified: false }) });
    await findTitle('Usisivač Tornado 2000');
    expect(await screen.findByText(/Lista želja je dostupna kada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'potvrdite e-adresu' }).getAttribute('href')).toBe(
      '/verification',
    );
  });

  it('an unknown slug shows the not-found page at the address typed, with a search for its words', async () => {
    openCatalog('/proizvod/blender-polar-x9');
    expect(await findTitle('Proizvod nije pronađen')).toBeTruthy();
    await expectUrl('/proizvod/blender-polar-x9', '');
    expect(screen.getByRole('link', { name: '„blender polar x9“' }).getAttribute('href')).toBe(
      '/proizvodi/pretraga?q=blender%20polar%20x9',
    );
    expect(screen.getByRole('searchbox', { name: 'Pretražite proizvode' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pogledajte sve proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
    expect(screen.getByRole('link', { name: 'Početna strana' }).getAttribute('href')).toBe('/');
  });

  it('the search box of /proizvod/404 leads to the search results', async () => {
    const { user } = openCatalog('/proizvod/404');
    await findTitle('Proizvod nije pronađen');
    // An address with no words of a product suggests nothing.
    expect(screen.queryByText(/odgovaraju adresi/)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Pretražite proizvode' }), 'polar');
    await user.click(screen.getByRole('button', { name: 'Pretraži' }));
    expect(await findTitle('Rezultati pretrage za „polar“')).toBeTruthy();
    await expectUrl('/proizvodi/pretraga', '?q=polar');
  });

  it('shows a loading state until the product arrives', async () => {
    openCatalog('/proizvod/usisivac-tornado-2000', {
      handlers: [slow(routes.productDetail, 100)],
    });
    expect(await screen.findByText('Učitavanje proizvoda…')).toBeTruthy();
    expect(await findTitle('Usisivač Tornado 2000')).toBeTruthy();
  });

  it('a failed load shows the server text, and "Pokušajte ponovo" loads the product', async () => {
    const catalog = aCatalog({ failing: ['GET /api/products/usisivac-tornado-2000'] });
    const { user } = openCatalog('/proizvod/usisivac-tornado-2000', { catalog });
    expect(await screen.findByText('Došlo je do greške na serveru. Pokušajte ponovo.')).toBeTruthy();
    catalog.failing = [];
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await findTitle('Usisivač Tornado 2000')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/proizvod/usisivac-tornado-2000'));
  });
});
