import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalog } from '../../msw/catalog-handlers';
import { aProduct } from '../../msw/fixtures';
import { apiUrl } from '../../msw/msw-server';
import { aSignedInUser, aVisitor, openCatalog } from '../catalog/catalog-driver';

const ALERT_PATH = '/api/products/frizider-mraz-mini/stock-alert';
const THANKS = 'Poslaćemo Vam e-poruku kada proizvod stigne.';

/** The fake catalogue with Frižider Mraz Mini sold out (still sold, stock 0). */
function soldOut() {
  const catalog = aCatalog();
  catalog.entries[1]!.product = aProduct({ ...catalog.entries[1]!.product, stock: 0 });
  return catalog;
}

/** Records what reached the stock-alert route (after a short delay, so "Slanje…" shows), then lets the fake shop answer. */
function alertBodies(bodies: unknown[]) {
  return http.post(apiUrl(ALERT_PATH), async ({ request }) => {
    bodies.push(await request.clone().json());
    await delay(50);
  });
}

const form = () =>
  screen.getByRole('form', { name: 'Javićemo Vam e-porukom kada proizvod ponovo bude na stanju.' });

describe('"Obavesti me kada stigne" on a sold-out product page', () => {
  it('a guest gives an address and is told "Poslaćemo Vam e-poruku kada proizvod stigne."', async () => {
    const bodies: unknown[] = [];
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', {
      catalog: soldOut(),
      handlers: [alertBodies(bodies)],
    });
    await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' });
    await user.type(within(form()).getByLabelText('E-adresa'), 'Gost@Example.rs');
    await user.click(screen.getByRole('button', { name: 'Obavesti me kada stigne' }));
    expect(await screen.findByRole('button', { name: 'Slanje…' })).toHaveProperty('disabled', true);
    const done = await screen.findByText(THANKS);
    expect(done.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(done);
    expect(bodies).toEqual([{ email: 'gost@example.rs' }]);
    expect(screen.queryByRole('button', { name: 'Obavesti me kada stigne' })).toBeNull();
  });

  it("a guest who sends no address, or a wrong one, sees the field's message and nothing is sent", async () => {
    const bodies: unknown[] = [];
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', {
      catalog: soldOut(),
      handlers: [alertBodies(bodies)],
    });
    await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' });
    const button = screen.getByRole('button', { name: 'Obavesti me kada stigne' });
    await user.click(button);
    expect(await screen.findByText('Unesite e-adresu na koju da Vam javimo.')).toBeTruthy();
    const field = within(form()).getByLabelText('E-adresa');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'nije-adresa');
    await user.click(button);
    expect(await screen.findByText('Unesite ispravnu e-adresu.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("a signed-in shopper has one button and no address field; the account's address is used", async () => {
    const bodies: unknown[] = [];
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', {
      shop: aSignedInUser({ verified: false }),
      catalog: soldOut(),
      handlers: [alertBodies(bodies)],
    });
    await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' });
    // Once the session is known the form asks for no address.
    await waitFor(() => expect(within(form()).queryByLabelText('E-adresa')).toBeNull());
    const button = screen.getByRole('button', { name: 'Obavesti me kada stigne' });
    await user.click(button);
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(bodies).toEqual([{}]);
  });

  it("the server's refusal is shown and the shopper may try again", async () => {
    const catalog = soldOut();
    const { user } = openCatalog('/proizvod/frizider-mraz-mini', { shop: aVisitor(), catalog });
    await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' });
    // Stock came back while the page was open.
    catalog.entries[1]!.product = aProduct({ ...catalog.entries[1]!.product, stock: 4 });
    await user.type(within(form()).getByLabelText('E-adresa'), 'kupac@example.rs');
    await user.click(screen.getByRole('button', { name: 'Obavesti me kada stigne' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Proizvod je na stanju i možete ga odmah poručiti.',
    );
    expect(screen.getByRole('button', { name: 'Obavesti me kada stigne' })).toHaveProperty('disabled', false);
  });

  it('a product in stock offers no alert', async () => {
    openCatalog('/proizvod/frizider-mraz-mini');
    await screen.findByRole('heading', { level: 1, name: 'Frižider Mraz Mini' });
    expect(screen.queryByRole('button', { name: 'Obavesti me kada stigne' })).toBeNull();
  });

  it('a product no longer sold offers no alert', async () => {
    openCatalog('/proizvod/ves-masina-talas-7');
    await screen.findByRole('heading', { level: 1, name: 'Veš mašina Talas 7' });
    expect(screen.queryByRole('button', { name: 'Obavesti me kada stigne' })).toBeNull();
  });
});
