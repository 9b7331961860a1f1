import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryEstimate } from '../../../contract/delivery-estimate';
import { BULKY_SHIPPING_PRICE } from '../../../contract/money';
import { aLine, aShopWithCart, renderShop } from '../cart/cart-driver';
import { passMinutes, setShopClock } from '../../utils/shop-clock';
import { ANA, goToPayment, startCheckout } from './checkout-driver';

// Buying as a company ("Kupujem kao pravno lice", issue 36) and the delivery date on the cart, the
// review and the confirmation.
const blender = { id: 1, name: 'Blender Vihor', slug: 'blender-vihor', price: 2_500, stock: 5 };
const fridge = {
  id: 2,
  name: 'Frižider Polar',
  slug: 'frizider-polar',
  price: 64_990,
  stock: 2,
  shippingPrice: BULKY_SHIPPING_PRICE,
};
const R1 = 'Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678';
// Monday 30 November 2026 in Belgrade (UTC+1), half a minute either side of the 14:00 cut-off.
const BEFORE_CUTOFF = '2026-11-30T12:59:30Z';
const AFTER_CUTOFF = '2026-11-30T13:00:30Z';

describe('checkout as a company', () => {
  beforeEach(() => setShopClock(BEFORE_CUTOFF));

  it('the company fields show only once "Kupujem kao pravno lice" is ticked', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    await startCheckout(user);
    await screen.findByRole('heading', { level: 1, name: 'Dostava' });
    expect(screen.queryByLabelText('PIB')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Kupujem kao pravno lice' }));
    expect(screen.getByLabelText('Naziv firme')).toBeTruthy();
    expect(screen.getByLabelText('PIB')).toBeTruthy();
    expect(screen.getByLabelText('Matični broj')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Kupujem kao pravno lice' }));
    expect(screen.queryByLabelText('Naziv firme')).toBeNull();
  });

  it('a wrong PIB and a short matični broj are named in Serbian, the PIB takes the focus, nothing is sent', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user, orders } = renderShop('/korpa', shop);
    await startCheckout(user);
    await screen.findByRole('heading', { level: 1, name: 'Dostava' });
    for (const [label, value] of Object.entries(ANA)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('checkbox', { name: 'Kupujem kao pravno lice' }));
    await user.type(screen.getByLabelText('Naziv firme'), 'Primer d.o.o.');
    await user.type(screen.getByLabelText('PIB'), '100000025');
    await user.type(screen.getByLabelText('Matični broj'), '1234');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));

    const messageOf = async (label: string) => {
      const input = await screen.findByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    };
    expect(await messageOf('PIB')).toContain('PIB nije ispravan (kontrolna cifra).');
    expect(await messageOf('Matični broj')).toContain('Matični broj mora imati 8 cifara.');
    expect(document.activeElement).toBe(screen.getByLabelText('PIB'));
    await user.clear(screen.getByLabelText('PIB'));
    await user.type(screen.getByLabelText('PIB'), '1234');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
    expect(await messageOf('PIB')).toContain('PIB mora imati 9 cifara.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dostava' })).toBeTruthy();
    expect(orders.received).toEqual([]);
  });

  it('a company order: the review shows R1 and the delivery date, the server gets the company, the confirmation shows both', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user, orders } = renderShop('/korpa', shop);
    await startCheckout(user);
    await screen.findByRole('heading', { level: 1, name: 'Dostava' });
    await user.click(screen.getByRole('checkbox', { name: 'Kupujem kao pravno lice' }));
    await user.type(screen.getByLabelText('Naziv firme'), 'Primer d.o.o.');
    await user.type(screen.getByLabelText('PIB'), '100 000 024');
    await user.type(screen.getByLabelText('Matični broj'), '12345678');
    // goToPayment presses "Nastavi na dostavu" only when it is there; here the form is already open.
    for (const [label, value] of Object.entries(ANA)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
    await screen.findByRole('heading', { level: 1, name: 'Plaćanje i pregled' });

    const delivery = screen.getByRole('region', { name: 'Dostava' });
    expect(delivery.textContent).toContain(R1);
    const review = screen.getByRole('region', { name: 'Pregled porudžbine' });
    expect(within(review).getByText('Isporuka: od 1. do 3. decembra')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(orders.received[0]?.company).toEqual({
      name: 'Primer d.o.o.',
      pib: '100000024',
      registrationNumber: '12345678',
    });
    const invoice = screen.getByRole('region', { name: 'Račun' });
    expect(invoice.textContent).toBe('RačunR1, na firmu Primer d.o.o.PIB 100000024Matični broj 12345678');
    // The confirmation's date is the one of the moment the order was placed (the fake server's).
    expect(screen.getByText(deliveryEstimate(new Date('2026-11-23T14:05:00.000Z')).text)).toBeTruthy();
  });

  it('a private order shows no invoice part and sends no company', async () => {
    const { user, orders } = renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    await goToPayment(user);
    expect(screen.getByRole('region', { name: 'Dostava' }).textContent).not.toContain('Račun');
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' });
    expect(orders.received[0]).not.toHaveProperty('company');
    expect(screen.queryByRole('region', { name: 'Račun' })).toBeNull();
  });
});

describe('the delivery date on the cart', () => {
  it('an order placed just before 14:00 ships today: 1 to 3 working days from today', async () => {
    setShopClock(BEFORE_CUTOFF);
    renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    const summary = await screen.findByRole('region', { name: 'Pregled porudžbine' });
    expect(await within(summary).findByText('Isporuka: od 1. do 3. decembra')).toBeTruthy();
  });

  it('an order placed just after 14:00 ships the next working day', async () => {
    setShopClock(AFTER_CUTOFF);
    renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    const summary = await screen.findByRole('region', { name: 'Pregled porudžbine' });
    expect(await within(summary).findByText('Isporuka: od 2. do 4. decembra')).toBeTruthy();
  });

  it('an open cart moves its date on when 14:00 passes', async () => {
    setShopClock(BEFORE_CUTOFF, { minuteTicks: true });
    renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    const summary = await screen.findByRole('region', { name: 'Pregled porudžbine' });
    expect(await within(summary).findByText('Isporuka: od 1. do 3. decembra')).toBeTruthy();
    act(() => passMinutes(1));
    expect(within(summary).getByText('Isporuka: od 2. do 4. decembra')).toBeTruthy();
  });

  it('a cart with bulky goods takes their longer delivery', async () => {
    setShopClock(BEFORE_CUTOFF);
    renderShop('/korpa', aShopWithCart([aLine(11, blender), aLine(12, fridge)]));
    const summary = await screen.findByRole('region', { name: 'Pregled porudžbine' });
    expect(await within(summary).findByText('Isporuka: od 2. do 7. decembra')).toBeTruthy();
  });
});
