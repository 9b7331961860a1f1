import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { profileResponseSchema } from '../../../contract/profile';
import { contractJson } from '../../msw/contract-responses';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, CART_ID, USER_CART_ID } from '../../msw/fixtures';
import { createFakeOrders } from '../../msw/order-handlers';
import { aLine, aShopWithCart, renderShop } from '../cart/cart-driver';
import { ANA, currentStep, goToPayment, startCheckout } from './checkout-driver';

const blender = {
  id: 1,
  name: 'Blender Vihor',
  slug: 'blender-vihor',
  price: 2_500,
  discountPrice: 1_900,
  stock: 5,
};
const kettle = { id: 2, name: 'Kuvalo Para', slug: 'kuvalo-para', price: 1_900, stock: 3 };

const orderCalls = (calls: string[]) => calls.filter((call) => call === 'POST /api/orders');

describe('checkout (DESIGN §3: cartStep 1 delivery, 2 payment and review)', () => {
  it('the steps indicator marks the current step: Korpa, then Dostava, then Plaćanje i pregled', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    await screen.findByRole('listitem', { name: 'Blender Vihor' });
    expect(currentStep()).toBe('1Korpa');
    await goToPayment(user);
    expect(currentStep()).toBe('3Plaćanje i pregled');
    await user.click(screen.getByRole('button', { name: 'Nazad' }));
    await screen.findByRole('heading', { level: 1, name: 'Dostava' });
    expect(currentStep()).toBe('2Dostava');
    expect((screen.getByLabelText('Ime') as HTMLInputElement).value).toBe('Ana');
    await user.click(screen.getByRole('button', { name: 'Nazad' }));
    expect(await screen.findByRole('listitem', { name: 'Blender Vihor' })).toBeTruthy();
  });

  it('a delivery form with wrong fields names each one in Serbian and sends nothing', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user, orders } = renderShop('/korpa', shop);
    await startCheckout(user);
    await user.type(await screen.findByLabelText('E-adresa'), 'ana@');
    await user.type(screen.getByLabelText('Poštanski broj'), '210');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));

    const expected = {
      Ime: 'Unesite ime.',
      Prezime: 'Unesite prezime.',
      'E-adresa': 'Unesite ispravnu e-adresu.',
      Telefon: 'Unesite broj telefona.',
      'Ulica i broj': 'Unesite ulicu i broj.',
      Mesto: 'Unesite mesto.',
      'Poštanski broj': 'Poštanski broj ima 5 cifara.',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input.getAttribute('aria-describedby')!.split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Ime'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dostava' })).toBeTruthy();
    expect(orderCalls(shop.calls)).toEqual([]);
    expect(orders.received).toEqual([]);
  });

  it("a signed-in shopper's delivery form is prefilled from the profile", async () => {
    const ana = aUser();
    const shop = aShopWithCart([aLine(11, blender)], { user: ana });
    const orders = createFakeOrders({
      profiles: new Map([
        [
          ana.id,
          {
            id: ana.id,
            email: ana.email,
            isVerified: false,
            firstName: 'Ana',
            lastName: 'Anić',
            phone: '064 123 4567',
            address: { street: 'Njegoševa 12', city: 'Novi Sad', postalCode: '21000' },
          },
        ],
      ]),
    });
    const { user } = renderShop('/korpa', shop, { orders });
    await startCheckout(user);
    for (const [label, value] of Object.entries(ANA))
      await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value));
    expect(shop.calls).toContain('GET /api/profile');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaćanje i pregled' })).toBeTruthy();
    expect(shop.carts.get(USER_CART_ID)!.items).toHaveLength(1);
  });

  it('a signed-in shopper keeps the delivery address and phone as the profile’s defaults unless they untick it', async () => {
    const ana = aUser();
    const profile = {
      id: ana.id,
      email: ana.email,
      isVerified: true,
      firstName: 'Ana',
      lastName: 'Anić',
      phone: null,
      address: null,
    };
    const updates: unknown[] = [];
    const saveProfile = handle(routes.profileUpdate, async ({ request }) => {
      const body = (await request.json()) as { address: typeof profile.address };
      updates.push(body);
      return contractJson(profileResponseSchema, { profile: { ...profile, address: body.address } });
    });
    const shop = aShopWithCart([aLine(11, blender)], { user: ana });
    const orders = createFakeOrders({ profiles: new Map([[ana.id, profile]]) });
    const { user } = renderShop('/korpa', shop, { orders, handlers: [saveProfile] });
    await startCheckout(user);
    const keep = (await screen.findByRole('checkbox', {
      name: 'Sačuvaj kao podrazumevanu adresu',
    })) as HTMLInputElement;
    await waitFor(() => expect(keep.checked).toBe(true));
    await user.type(screen.getByLabelText('Telefon'), '064 765 4321');
    await user.type(screen.getByLabelText('Ulica i broj'), 'Njegoševa 12');
    await user.type(screen.getByLabelText('Mesto'), 'Novi Sad');
    await user.type(screen.getByLabelText('Poštanski broj'), '21000');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaćanje i pregled' })).toBeTruthy();
    expect(updates).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Anić',
        phone: '064 765 4321',
        address: { street: 'Njegoševa 12', city: 'Novi Sad', postalCode: '21000' },
      },
    ]);
    expect(await screen.findByText('Adresa je sačuvana')).toBeTruthy();
  });

  it('a guest is not offered to keep the address', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    await startCheckout(user);
    await screen.findByLabelText('Ime');
    expect(screen.queryByRole('checkbox', { name: 'Sačuvaj kao podrazumevanu adresu' })).toBeNull();
  });

  it('the last step says that ordering means paying, and links the terms it accepts', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender)]));
    await goToPayment(user);
    expect(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uslove korišćenja' }).getAttribute('href')).toBe(
      '/uslovi-koriscenja',
    );
  });

  it('placing without a payment method asks for one and sends nothing', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user } = renderShop('/korpa', shop);
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    expect(screen.getByText('Izaberite način plaćanja.')).toBeTruthy();
    expect(orderCalls(shop.calls)).toEqual([]);
  });

  it('the delivery step shows the order beside the form: lines, subtotal, delivery and total (issue 14)', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender, 2), aLine(12, kettle)]));
    await startCheckout(user);
    await screen.findByRole('heading', { level: 1, name: 'Dostava' });
    const summary = screen.getByRole('region', { name: 'Pregled porudžbine' });
    // In the same column layout as the form (beside it from 1024 px, under it on a phone).
    expect(summary.parentElement).toBe(screen.getByRole('form', { name: 'Podaci za dostavu' }).parentElement);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blender Vihor × 23.800\u00a0RSD', 'Kuvalo Para × 11.900\u00a0RSD']);
    const row = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(row('Međuzbir')).toBe('5.700\u00a0RSD');
    expect(row('Dostava')).toBe('Besplatna dostava');
    expect(row('Ukupno')).toBe('5.700\u00a0RSD');
  });

  it('the review shows the lines, the delivery details and the totals', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender, 2), aLine(12, kettle)]));
    await goToPayment(user);
    const review = screen.getByRole('region', { name: 'Pregled porudžbine' });
    const row = within(review).getByRole('row', { name: /Blender Vihor/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1.900\u00a0RSD', '3.800\u00a0RSD']);
    expect(within(review).getByText('Besplatna dostava')).toBeTruthy();
    expect(within(review).getByText('5.700 RSD', { selector: '.total dd' })).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Dostava' });
    expect(delivery.textContent).toContain('Ana Anić');
    expect(delivery.textContent).toContain('21000 Novi Sad');
  });

  it('a cash on delivery order lands on the confirmation with its number; the server got the key and the body', async () => {
    const shop = aShopWithCart([aLine(11, blender, 2)]);
    const { user, orders } = renderShop('/korpa', shop);
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(screen.getByText(/Vaša porudžbina je primljena/).textContent).toBe(
      'Vaša porudžbina je primljena. Broj porudžbine: 23-2026-001001',
    );
    const placed = orders.placed[0]!;
    expect(window.location.pathname).toBe('/potvrdjena-kupovina');
    expect(new URLSearchParams(window.location.search).get('order')).toBe(placed.order.id);
    expect(new URLSearchParams(window.location.search).get('token')).toBe(placed.accessToken);
    expect(orders.received).toHaveLength(1);
    expect(orders.received[0]).toEqual({
      cartId: CART_ID,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
      paymentMethod: 'cash_on_delivery',
      customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '064 123 4567' },
      address: { street: 'Njegoševa 12', city: 'Novi Sad', postalCode: '21000' },
      reviewed: {
        lines: [{ productId: blender.id, quantity: 2, unitPrice: 1_900 }],
        shipping: 290,
        total: 4_090,
      },
    });
    expect(shop.carts.get(CART_ID)!.items).toEqual([]);
    expect(screen.getByText('Plaćanje pouzećem')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Podaci za uplatu (uplatnica)' })).toBeNull();
    // The checkout still held the order: the page did not have to load it.
    expect(shop.calls.some((call) => call.startsWith('GET /api/orders/'))).toBe(false);
  });

  it('a bank transfer order shows the payment slip: recipient, account, amount, purpose, reference', async () => {
    const { user } = renderShop('/korpa', aShopWithCart([aLine(11, blender, 2)]));
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Uplatnica/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    const slip = await screen.findByRole('region', { name: 'Podaci za uplatu (uplatnica)' });
    const value = (term: string) => within(slip).getByText(term).nextElementSibling?.textContent;
    expect(value('Primalac')).toBe('Prodavnica d.o.o., Beograd');
    expect(value('Račun primaoca')).toBe('160-0000000012345-95');
    expect(value('Iznos')).toBe('4.090\u00a0RSD');
    expect(value('Svrha uplate')).toBe('Porudžbina br. 23-2026-001001');
    expect(value('Poziv na broj')).toBe('232026001001');
  });

  it('an order refused for stock goes back to the cart and names what ran short', async () => {
    const shop = aShopWithCart([aLine(11, blender, 2), aLine(12, kettle, 1)]);
    const orders = createFakeOrders({ stock: new Map([[blender.id, 1]]) });
    const { user } = renderShop('/korpa', shop, { orders });
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    const title = await screen.findByText('Nekih proizvoda nema dovoljno na stanju.');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blender Vihor: poručili ste 2 komada, na stanju je 1 komad.']);
    expect(screen.getByRole('heading', { level: 1, name: 'Korpa' })).toBeTruthy();
    expect(currentStep()).toBe('1Korpa');
    expect(orders.placed).toEqual([]);
    expect(shop.calls.filter((call) => call === 'GET /api/cart')).toHaveLength(2);
  });

  it('a cart changed in another tab since the review: no order, the changes named, the review shows the new total; confirming again places it', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user, orders } = renderShop('/korpa', shop);
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    const review = screen.getByRole('region', { name: 'Pregled porudžbine' });
    expect(within(review).getByText('2.190 RSD', { selector: '.total dd' })).toBeTruthy();
    // Another tab adds a kettle to the same cart.
    shop.carts.get(CART_ID)!.items.push(aLine(12, kettle));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    const notice = await within(review).findByRole('alert');
    expect(within(notice).getByText(/Porudžbina se promenila od kada ste je pregledali/)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'U korpu je dodat proizvod „Kuvalo Para“ (količina: 1).',
      'Ukupno za plaćanje je sada 4.090\u00a0RSD umesto 2.190\u00a0RSD.',
    ]);
    expect(orders.placed).toEqual([]);
    expect(await within(review).findByRole('row', { name: /Kuvalo Para/ })).toBeTruthy();
    expect(within(review).getByText('4.090 RSD', { selector: '.total dd' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Plaćanje i pregled' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(orders.placed).toHaveLength(1);
    expect(orders.placed[0]!.order.total).toBe(4_090);
    const [refusedBody, placedBody] = orders.received;
    expect(placedBody!.idempotencyKey).not.toBe(refusedBody!.idempotencyKey);
  });

  it('after no answer, "Pokušajte ponovo" sends the same idempotency key and the order is placed once', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const orders = createFakeOrders({ nextOutcomes: ['network'] });
    const { user } = renderShop('/korpa', shop, { orders });
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    expect(
      await screen.findByText('Veza sa serverom nije uspela. Proverite internet vezu i pokušajte ponovo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poruči uz obavezu plaćanja' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(orders.received).toHaveLength(2);
    expect(orders.received[1]!.idempotencyKey).toBe(orders.received[0]!.idempotencyKey);
    expect(orders.placed).toHaveLength(1);
  });

  it('an order the server refuses (not for stock) shows why and offers no retry, only going back', async () => {
    const shop = aShopWithCart([aLine(11, blender)]);
    const orders = createFakeOrders({
      nextOutcomes: [{ status: 409, error: 'Porudžbina se razlikuje od već poslate.', code: 'CONFLICT' }],
    });
    const { user } = renderShop('/korpa', shop, { orders });
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    expect(await screen.findByText('Porudžbina se razlikuje od već poslate.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokušajte ponovo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Izmeni porudžbinu' }));
    await user.click(await screen.findByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(orders.placed).toHaveLength(1);
  });

  it('while the order is sent the button waits and says so', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shop = aShopWithCart([aLine(11, blender)]);
    const { user, orders } = renderShop('/korpa', shop, {
      // Holds the order call, then lets the fake server answer it.
      handlers: [handle(routes.orderPlace, () => released.then(() => undefined))],
    });
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: /Uplatnica/ }));
    await user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));

    const sending = await screen.findByRole('button', { name: 'Slanje porudžbine…' });
    expect(sending).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /Plaćanje pouzećem/ })).toHaveProperty('disabled', true);
    await user.click(sending);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(orders.received).toHaveLength(1);
  });
});
