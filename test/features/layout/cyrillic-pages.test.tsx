import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latinToCyrillic } from '../../../contract/serbian-script';
import { SCRIPT_STORAGE_KEY } from '../../../src/actors/script.actors';
import { knownBrands, knownModels } from '../../../src/api/known-brands';
import { aShopWithAccount } from '../../msw/account-handlers';
import { aCatalog } from '../../msw/catalog-handlers';
import { aCartItem, aProduct } from '../../msw/fixtures';
import { openShop } from '../account/account-driver';
import { orderHistoryHandlers, anOrder } from '../../msw/order-history-handlers';
import { aShippedOrderLife, orderLifeHandlers } from '../../msw/order-life-handlers';
import { aSignedInShop, profileHandlers } from '../../msw/profile-handlers';
import { openCatalog } from '../catalog/catalog-driver';
import { openWishlist, threeWishes } from '../wishlist/wishlist-driver';
import { renderApp } from '../../utils/render-app';
import { aVisitor } from './layout-driver';

const ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'];
const LATIN_WORD = /[A-Za-zČĆŠŽĐčćšžđ][A-Za-z0-9ČĆŠŽĐčćšžđ]*(?:[-.][A-Za-z0-9ČĆŠŽĐčćšžđ]+)*/g;
const ADDRESS = /\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+/g;

/** Every Latin word the shopper can read or hear on the page that is not a brand, model or unit. */
function latinLeftOn(): string[] {
  // What the shopper typed stays as typed in the title too (its data-typed).
  const typed = document.querySelector('title')?.getAttribute('data-typed');
  const texts: string[] = [typed ? document.title.split(typed).join(' ') : document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement! : (node as Element);
    if (element.closest('script, style, [data-script="latin"], [translate="no"]')) continue;
    if (node.nodeType === Node.TEXT_NODE) texts.push((node as Text).data);
    else for (const name of ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => {
    const plain = text.replace(ADDRESS, ' ');
    // Left Latin by mistake: the transliteration, with the brands and models the page received,
    // would have changed it (a model stays Latin only after its brand, so whole texts are compared).
    const keptLatin = new Set(latinToCyrillic(plain, knownBrands, knownModels).match(LATIN_WORD) ?? []);
    return (plain.match(LATIN_WORD) ?? []).filter((word) => !keptLatin.has(word));
  });
}

const inCyrillic = () => window.localStorage.setItem(SCRIPT_STORAGE_KEY, 'cyrillic');
const heading = (latin: string | RegExp) =>
  screen.findByRole('heading', {
    level: 1,
    name: typeof latin === 'string' ? latinToCyrillic(latin) : latin,
  });

/** Waits until nothing on the page is loading any more and no Latin is left. */
async function expectAllCyrillic() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"], .skeleton')).toBeNull());
  await waitFor(() => expect(latinLeftOn()).toEqual([]));
  expect(document.documentElement.lang).toBe('sr-Cyrl');
}

describe('the shop in Cyrillic: every page, no Latin left but brands, models and units', () => {
  it.each([
    ['/', 'Dobro došli u Prodavnicu'],
    ['/proizvodi', /./],
    ['/proizvodi/frizideri', 'Frižideri'],
    ['/proizvod/frizider-mraz-mini', /Mraz/],
    ['/proizvodi/pretraga?q=frizider', /./],
    ['/proizvodi/pretraga?q=nepostojece', /./],
    ['/faq', /./],
    ['/kontakt', 'Kontakt'],
    ['/kako-kupovati', /./],
    ['/uslovi-koriscenja', /./],
    ['/politika-privatnosti', /./],
    ['/login', /./],
    ['/register', /./],
    ['/forgot-password', /./],
    ['/nema-takve-strane', 'Stranica nije pronađena'],
    ['/error', /./],
    ['/verification', /./],
    ['/reset-password', /./],
    ['/verify-email', /./],
    ['/potvrdjena-kupovina', /./],
  ])('%s', async (path, title) => {
    inCyrillic();
    openCatalog(path);
    await heading(title);
    await expectAllCyrillic();
  });

  it('/korpa with items, and its delivery step', async () => {
    inCyrillic();
    const { user } = openCatalog('/korpa', { shop: aVisitor({ cart: [aCartItem()] }) });
    await heading('Korpa');
    await expectAllCyrillic();
    await user.click(await screen.findByRole('button', { name: latinToCyrillic('Nastavi na dostavu') }));
    await heading(/./);
    await expectAllCyrillic();
  });

  it('/profil', async () => {
    inCyrillic();
    const shop = aSignedInShop();
    renderApp('/profil', { shop, handlers: profileHandlers(shop) });
    await heading(/./);
    await expectAllCyrillic();
  });

  it('/profil/istorija-kupovine', async () => {
    inCyrillic();
    const shop = aSignedInShop();
    renderApp('/profil/istorija-kupovine', {
      shop,
      handlers: orderHistoryHandlers(shop, { orders: [{ userId: 7, order: anOrder() }], failing: [] }),
    });
    await heading(/./);
    await expectAllCyrillic();
  });

  it('an order’s details: what the shopper typed (name, street, city) as typed, the rest in Cyrillic', async () => {
    inCyrillic();
    const shop = aSignedInShop();
    const order = anOrder();
    renderApp(`/profil/istorija-kupovine/${order.id}`, {
      shop,
      handlers: orderHistoryHandlers(shop, { orders: [{ userId: 7, order }], failing: [] }),
    });
    await heading(/./);
    await expectAllCyrillic();
    expect(await screen.findByText('Knez Mihailova 12')).toBeTruthy();
    expect(screen.getAllByText('Ana Anić').length).toBeGreaterThan(0);
    expect(screen.getByText('Beograd')).toBeTruthy();
  });

  it('an order’s life (issue 33): the timeline, the parcel and the withdrawal form in Cyrillic, brands Latin', async () => {
    inCyrillic();
    const shop = aSignedInShop();
    const life = aShippedOrderLife(shop.sessionUserId);
    renderApp(`/profil/istorija-kupovine/${life.order.id}`, {
      shop,
      handlers: orderLifeHandlers(shop, life),
    });
    await heading(/./);
    await expectAllCyrillic();
    expect(screen.getByText('Post Express').parentElement?.textContent).toBe('Пошта Србије (Post Express)');
    expect(screen.getByText('Послато').parentElement?.textContent).toBe('Послато 12. марта 2026.');
    expect(screen.getByRole('button', { name: 'Пошаљите захтев за одустанак' })).toBeTruthy();
  });

  it('/profil/lista-zelja', async () => {
    inCyrillic();
    openWishlist({ items: threeWishes() });
    await heading('Lista želja');
    await expectAllCyrillic();
  });
});

describe('messages and toasts in Cyrillic', () => {
  it("a refused request: the server's text under the form and the 429 toast", async () => {
    inCyrillic();
    const shop = aShopWithAccount();
    shop.rateLimited.push('POST /api/auth/generate-reset-pass');
    const { user } = openShop('/forgot-password', { shop });
    const field = await screen.findByLabelText('Е-адреса');
    await user.type(field, 'ana@example.rs');
    await user.click(screen.getByRole('button', { name: 'Пошаљи линк' }));
    expect(
      await screen.findByText('Превише захтева. Молимо сачекајте неколико тренутака па покушајте поново.'),
    ).toBeTruthy();
    expect(await screen.findByText('Превише активности!')).toBeTruthy();
    expect(field).toHaveProperty('value', 'ana@example.rs');
    await expectAllCyrillic();
  });
});

describe('a sold-out product in Cyrillic', () => {
  it('"Obavesti me kada stigne": the form, its field message and the confirmation', async () => {
    inCyrillic();
    const catalog = aCatalog();
    catalog.entries[1]!.product = aProduct({ ...catalog.entries[1]!.product, stock: 0 });
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', { catalog });
    await heading(/Mraz/);
    const button = await screen.findByRole('button', { name: latinToCyrillic('Obavesti me kada stigne') });
    await user.click(button);
    expect(await screen.findByText(latinToCyrillic('Unesite e-adresu na koju da Vam javimo.'))).toBeTruthy();
    await expectAllCyrillic();
    await user.type(screen.getByLabelText('Е-адреса'), 'kupac@example.rs');
    await user.click(button);
    expect(
      await screen.findByText(latinToCyrillic('Poslaćemo Vam e-poruku kada proizvod stigne.')),
    ).toBeTruthy();
    await expectAllCyrillic();
  });
});

describe('the header switch', () => {
  it('shows the whole page in Cyrillic and back in the same Latin, remembered for the next visit', async () => {
    const { user } = openCatalog('/');
    const title = await screen.findByRole('heading', { level: 1, name: 'Dobro došli u Prodavnicu' });
    const latinText = document.body.textContent;
    const switcher = screen.getByRole('group', { name: 'Pismo' });

    await user.click(within(switcher).getByRole('button', { name: 'Ћир, ћирилица' }));
    await waitFor(() => expect(title.textContent).toBe('Добро дошли у Продавницу'));
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(window.localStorage.getItem(SCRIPT_STORAGE_KEY)).toBe('cyrillic');
    expect(within(switcher).getByRole('button', { name: 'Ћир, ћирилица' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectAllCyrillic();

    await user.click(within(switcher).getByRole('button', { name: 'Lat, latinica' }));
    await waitFor(() => expect(title.textContent).toBe('Dobro došli u Prodavnicu'));
    expect(document.body.textContent).toBe(latinText);
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(window.localStorage.getItem(SCRIPT_STORAGE_KEY)).toBe('latin');
  });

  it('keeps what the shopper types in the script they type it in', async () => {
    inCyrillic();
    const { user } = openCatalog('/');
    await heading('Dobro došli u Prodavnicu');
    const box = screen.getByRole('combobox', { name: 'Претрага производа' }) as HTMLInputElement;
    await user.type(box, 'frizider');
    expect(box.value).toBe('frizider');
  });

  it('echoes a query as the shopper typed it: "cokolada" stays "cokolada" (N2)', async () => {
    inCyrillic();
    openCatalog('/proizvodi/pretraga?q=cokolada');
    await screen.findByRole('heading', { level: 1, name: 'Резултати претраге за „cokolada“' });
    await waitFor(() => expect(document.title).toBe('Резултати претраге за „cokolada“ | Продавница'));
    const emptyTitle = await screen.findByText((_, element) => element?.className === 'empty-state-title');
    expect(emptyTitle.textContent).toBe('Нема резултата за „cokolada“');
  });
});
