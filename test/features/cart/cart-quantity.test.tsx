import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLine, aShopWithCart, renderShop, serverQuantities } from './cart-driver';

const kettle = { id: 2, name: 'Kuvalo Para', slug: 'kuvalo-para', price: 1_900, stock: 2 };
const line = (name: string) => screen.findByRole('listitem', { name });
const field = (item: HTMLElement) =>
  within(item).getByLabelText('Količina za Kuvalo Para') as HTMLInputElement;

/** The cart page with one kettle line of `quantity`, and a helper to type into its field. */
async function kettleLine(quantity = 1) {
  const shop = aShopWithCart([aLine(12, kettle, quantity)]);
  const { user } = renderShop('/korpa', shop);
  const item = await line('Kuvalo Para');
  const type = async (text: string) => {
    await user.clear(field(item));
    await user.type(field(item), `${text}{Enter}`);
  };
  return { shop, user, item, type };
}

describe('cart line quantity (issue 14)', () => {
  it('typing above the stock sets the stock and says so: "Na stanju su samo 2 komada."', async () => {
    const { shop, item, type } = await kettleLine();
    await type('999999');
    expect(await within(item).findByText('Na stanju su samo 2 komada.')).toBeTruthy();
    expect(field(item).value).toBe('2');
    await waitFor(() => expect(serverQuantities(shop)).toEqual({ 12: 2 }));
    expect(field(item).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('a negative or empty quantity is refused with a message, and the quantity goes back', async () => {
    const { shop, item, type } = await kettleLine(2);
    await type('-3');
    expect(await within(item).findByText('Unesite ceo broj od 1 do 2.')).toBeTruthy();
    expect(field(item).value).toBe('2');
    expect(serverQuantities(shop)).toEqual({ 12: 2 });
  });

  it('0 asks "Ukloniti proizvod iz korpe?"; "Otkaži" keeps the line and its quantity', async () => {
    const { shop, user, item, type } = await kettleLine(2);
    await type('0');
    const question = within(item).getByRole('group', { name: 'Ukloniti proizvod iz korpe?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Da, ukloni' }));
    await user.click(within(question).getByRole('button', { name: 'Otkaži' }));
    expect(within(item).queryByRole('group', { name: 'Ukloniti proizvod iz korpe?' })).toBeNull();
    expect(field(item).value).toBe('2');
    expect(document.activeElement).toBe(field(item));
    expect(serverQuantities(shop)).toEqual({ 12: 2 });
  });

  it('0 then "Da, ukloni" removes the line', async () => {
    const { shop, user, item, type } = await kettleLine(2);
    await type('0');
    await user.click(within(item).getByRole('button', { name: 'Da, ukloni' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kuvalo Para' })).toBeNull());
    expect(serverQuantities(shop)).toEqual({});
  });

  it('+ stops at the stock', async () => {
    const { user, item } = await kettleLine(1);
    const more = within(item).getByRole('button', { name: 'Povećaj količinu: Kuvalo Para' });
    await user.click(more);
    await waitFor(() => expect(field(item).value).toBe('2'));
    expect(more).toHaveProperty('disabled', true);
  });
});
