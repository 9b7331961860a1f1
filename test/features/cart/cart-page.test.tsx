import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartSchema } from '../../../contract/cart';
import { contractJson, errorJson } from '../../msw/contract-responses';
import { CART_ID } from '../../msw/fixtures';
import { aLine, aShopWithCart, renderShop, serverQuantities } from './cart-driver';

const blender = {
  id: 1,
  name: 'Blender Vihor',
  slug: 'blender-vihor',
  price: 2_500,
  discountPrice: 1_900,
  stock: 5,
};
const kettle = { id: 2, name: 'Kuvalo Para', slug: 'kuvalo-para', price: 1_900, stock: 3 };
const fridge = {
  id: 3,
  name: 'Frižider Polar 300',
  slug: 'frizider-polar-300',
  price: 54_990,
  shippingPrice: 1490,
  stock: 4,
};
const gone = { id: 4, name: 'Toster Stari', slug: 'toster-stari', price: 1_200, available: false, stock: 0 };

// The page's chunk may still be compiling for the file's first test.
const line = (name: string) => screen.findByRole('listitem', { name });
const summary = () => screen.getByRole('region', { name: 'Pregled porudžbine' });
const summaryRow = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

describe('cart page /korpa (spec §2, §4, §9)', () => {
  it('shows a loading state until the app start has fetched the cart, then its lines', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderShop('/korpa', shop, {
      handlers: [
        handle(routes.cartGet, async () => {
          await answered;
          return contractJson(cartSchema, {
            id: CART_ID,
            userId: null,
            cartItems: shop.carts.get(CART_ID)!.items,
          });
        }),
      ],
    });
    expect(await screen.findByText('Učitavanje korpe…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Korpa' })).toBeTruthy();
    answer();
    expect(await line('Blender Vihor')).toBeTruthy();
    expect(screen.queryByText('Učitavanje korpe…')).toBeNull();
  });

  it('shows each line with its image, linked name, unit pay price, quantity and line total', async () => {
    renderShop('/korpa', aShopWithCart([aLine(11, blender, 2)]));
    const item = await line('Blender Vihor');
    expect(within(item).getByRole('link', { name: 'Blender Vihor' }).getAttribute('href')).toBe(
      '/proizvod/blender-vihor',
    );
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/images/products/usisivac.svg');
    expect(within(item).getByText('1.900 RSD')).toBeTruthy();
    expect(within(item).getByText('2.500 RSD')).toBeTruthy();
    expect((within(item).getByLabelText('Količina za Blender Vihor') as HTMLInputElement).value).toBe('2');
    expect(within(item).getByText('3.800 RSD')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Korpa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'U korpi: 2 komada' })).toBeTruthy();
  });

  it.each([
    [1, '1 komad'],
    [2, '2 komada'],
    [5, '5 komada'],
    [21, '21 komad'],
    [22, '22 komada'],
    [25, '25 komada'],
  ])(
    'a line of %i pieces is counted in the Serbian plural of "komad": "U korpi: %s" (N15)',
    async (quantity, pieces) => {
      renderShop('/korpa', aShopWithCart([aLine(11, { ...blender, stock: 30 }, quantity)]));
      await line('Blender Vihor');
      expect(screen.getByRole('heading', { level: 2, name: `U korpi: ${pieces}` })).toBeTruthy();
    },
  );

  it('an order below 5000 RSD pays 290 RSD shipping and is told how much is left to free delivery', async () => {
    renderShop('/korpa', aShopWithCart([aLine(11, blender, 2)]));
    await line('Blender Vihor');
    expect(summaryRow('Međuzbir')).toBe('3.800\u00a0RSD');
    expect(summaryRow('Dostava')).toBe('290\u00a0RSD');
    expect(within(summary()).getByText(/Još 1\.200 RSD do besplatne dostave/)).toBeTruthy();
    expect(summaryRow('Ukupno')).toBe('4.090\u00a0RSD');
  });

  it('an order of 5000 RSD or more ships free', async () => {
    renderShop('/korpa', aShopWithCart([aLine(11, blender, 2), aLine(12, kettle, 1)]));
    await line('Blender Vihor');
    expect(summaryRow('Međuzbir')).toBe('5.700\u00a0RSD');
    expect(summaryRow('Dostava')).toBe('Besplatna dostava');
    expect(within(summary()).queryByText(/do besplatne dostave/)).toBeNull();
    expect(summaryRow('Ukupno')).toBe('5.700\u00a0RSD');
  });

  it('bulky items ship for 1490 RSD per piece, whatever the order value, and the summary says why', async () => {
    renderShop('/korpa', aShopWithCart([aLine(11, fridge, 2), aLine(12, kettle, 1)]));
    await line('Frižider Polar 300');
    expect(summaryRow('Dostava')).toBe('2.980\u00a0RSD');
    expect(
      within(summary()).getByText(
        /Glomazni proizvodi se dostavljaju po ceni od 1\.490 RSD po komadu \(2 komada\)/,
      ),
    ).toBeTruthy();
    expect(summaryRow('Ukupno')).toBe('114.860\u00a0RSD');
  });

  it('changing a quantity reaches the server, updates the totals and is announced', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1)]);
    const { user } = renderShop('/korpa', shop);
    const item = await line('Blender Vihor');
    await user.click(within(item).getByRole('button', { name: 'Povećaj količinu: Blender Vihor' }));
    await waitFor(() => expect(serverQuantities(shop)).toEqual({ 11: 2 }));
    await waitFor(() => expect(summaryRow('Međuzbir')).toBe('3.800\u00a0RSD'));
    expect(shop.calls).toContain('PUT /api/cart/update-quantity');
    expect(await screen.findByText('Količina za Blender Vihor je sada 2.')).toBeTruthy();

    const input = within(item).getByLabelText('Količina za Blender Vihor');
    await user.clear(input);
    await user.type(input, '4{Enter}');
    await waitFor(() => expect(serverQuantities(shop)).toEqual({ 11: 4 }));
  });

  it('the quantity stays within 1 and the stock', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(12, kettle, 1)]));
    const item = await line('Kuvalo Para');
    expect(within(item).getByRole('button', { name: 'Smanji količinu: Kuvalo Para' })).toHaveProperty(
      'disabled',
      true,
    );
    const input = within(item).getByLabelText('Količina za Kuvalo Para');
    await user.clear(input);
    await user.type(input, '50{Enter}');
    expect((input as HTMLInputElement).value).toBe('3');
    expect(within(item).getByRole('button', { name: 'Povećaj količinu: Kuvalo Para' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('a refused quantity change is shown at its line and the quantity goes back (spec §8)', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1)]);
    const { user } = renderShop('/korpa', shop, {
      handlers: [
        handle(routes.cartUpdateQuantity, () =>
          errorJson(409, { error: 'Na stanju je samo 1 komad.', code: 'OUT_OF_STOCK' }),
        ),
      ],
    });
    const item = await line('Blender Vihor');
    await user.click(within(item).getByRole('button', { name: 'Povećaj količinu: Blender Vihor' }));
    expect(await within(item).findByText('Na stanju je samo 1 komad.')).toBeTruthy();
    expect((within(item).getByLabelText('Količina za Blender Vihor') as HTMLInputElement).value).toBe('1');
    expect(serverQuantities(shop)).toEqual({ 11: 1 });
  });

  it('removing a line drops it from the cart on the server and on screen', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1), aLine(12, kettle, 1)]);
    const { user } = renderShop('/korpa', shop);
    await user.click(
      within(await line('Kuvalo Para')).getByRole('button', { name: 'Ukloni iz korpe: Kuvalo Para' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kuvalo Para' })).toBeNull());
    expect(serverQuantities(shop)).toEqual({ 11: 1 });
    expect(await screen.findByText('Uklonjeno iz korpe: Kuvalo Para.')).toBeTruthy();
  });

  it('the focus goes from a removed line to the next line, and from the last line to the heading', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1), aLine(12, kettle, 1)]);
    const { user } = renderShop('/korpa', shop);
    await user.click(
      within(await line('Blender Vihor')).getByRole('button', { name: 'Ukloni iz korpe: Blender Vihor' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Blender Vihor' })).toBeNull());
    expect(document.activeElement).toBe(
      within(await line('Kuvalo Para')).getByRole('link', { name: 'Kuvalo Para' }),
    );
    await user.click(
      within(await line('Kuvalo Para')).getByRole('button', { name: 'Ukloni iz korpe: Kuvalo Para' }),
    );
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('clearing the cart asks first, then empties it and shows the empty cart', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1), aLine(12, kettle, 1)]);
    const { user } = renderShop('/korpa', shop);
    await line('Blender Vihor');
    expect(screen.getByRole('navigation', { name: 'Koraci kupovine' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Isprazni korpu' }));
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(shop.calls).not.toContain(`DELETE /api/cart/clear/${CART_ID}`);
    expect(screen.getAllByRole('listitem', { name: /Blender|Kuvalo/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Isprazni korpu' }));
    await user.click(screen.getByRole('button', { name: 'Da, isprazni korpu' }));
    expect(await screen.findByText('Vaša korpa je prazna.')).toBeTruthy();
    expect(shop.carts.get(CART_ID)!.items).toEqual([]);
    expect(await screen.findByText('Korpa je ispražnjena.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Koraci kupovine' })).toBeNull();
  });

  it('unavailable lines are marked and block the checkout until one action removes them', async () => {
    const shop = aShopWithCart([aLine(11, blender, 1), aLine(14, gone, 1)]);
    const { user } = renderShop('/korpa', shop);
    const unavailable = await line('Toster Stari');
    expect(within(unavailable).getByText('Nije više dostupno')).toBeTruthy();
    expect(within(unavailable).queryByLabelText('Količina za Toster Stari')).toBeNull();
    const next = screen.getByRole('button', { name: 'Nastavi na dostavu' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByText('Uklonite proizvode koji više nisu dostupni da biste nastavili.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ukloni nedostupne proizvode' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Toster Stari' })).toBeNull());
    expect(serverQuantities(shop)).toEqual({ 11: 1 });
    expect(screen.getByRole('button', { name: 'Nastavi na dostavu' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Ukloni nedostupne proizvode' })).toBeNull();
  });

  it('an empty cart says so and leads to the products', async () => {
    renderShop('/korpa', aShopWithCart([]));
    expect(await screen.findByText('Vaša korpa je prazna.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pogledajte proizvode' }).getAttribute('href')).toBe(
      '/proizvodi',
    );
    expect(screen.queryByRole('button', { name: 'Nastavi na dostavu' })).toBeNull();
    // No purchase to walk through: no checkout steps.
    expect(screen.queryByRole('navigation', { name: 'Koraci kupovine' })).toBeNull();
  });

  it('a cart that cannot be loaded offers to try again', async () => {
    // Spec §8: a failed cart fetch is only logged.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = aShopWithCart([aLine(11, blender, 1)]);
    let failures = 1;
    const { user } = renderShop('/korpa', shop, {
      handlers: [
        handle(routes.cartGet, () => {
          if (failures-- > 0) return errorJson(500, { error: 'Greška na serveru.', code: 'INTERNAL_ERROR' });
          return undefined;
        }),
      ],
    });
    expect(await screen.findByText('Korpa trenutno ne može da se učita.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await line('Blender Vihor')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Učitavanje korpe nije uspelo', expect.anything());
    logged.mockRestore();
  });

  it('a cart whose re-read fails (after removing unavailable items) shows the error, and "Pokušajte ponovo" reads it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = aShopWithCart([aLine(11, blender, 1), aLine(14, gone, 1)]);
    let reads = 0;
    const { user } = renderShop('/korpa', shop, {
      handlers: [
        handle(routes.cartGet, () => {
          // The first read (app start) and the third (the retry) reach the shop; the re-read fails.
          reads += 1;
          if (reads === 2) return errorJson(500, { error: 'Greška na serveru.', code: 'INTERNAL_ERROR' });
          return undefined;
        }),
      ],
    });
    await line('Toster Stari');
    await user.click(screen.getByRole('button', { name: 'Ukloni nedostupne proizvode' }));
    expect(await screen.findByText('Korpa trenutno ne može da se učita.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await line('Blender Vihor')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Toster Stari' })).toBeNull();
    logged.mockRestore();
  });
});
