import { routes } from '../../../contract/routes';
import { handle } from '../../msw/handle';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/orders';
import { errorJson } from '../../msw/contract-responses';
import { createFakeOrders } from '../../msw/order-handlers';
import { aShopWithCart, renderShop } from '../cart/cart-driver';

const ORDER_ID = 'a0000000-0000-4000-8000-000000001042';

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: ORDER_ID,
  number: '94-2026-001042',
  status: 'received',
  items: [
    {
      productId: 1,
      name: 'Blender Vihor',
      slug: 'blender-vihor',
      thumbnail: '/images/products/blender.svg',
      unitPrice: 1_900,
      quantity: 2,
      lineTotal: 3_800,
    },
  ],
  subtotal: 3_800,
  shipping: 290,
  total: 4_090,
  paymentMethod: 'bank_transfer',
  customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '064 123 4567' },
  address: { street: 'Njegoševa 12', city: 'Novi Sad', postalCode: '21000' },
  note: 'Interfon 12',
  createdAt: '2026-11-23T14:05:00.000Z',
  ...overrides,
});

const withPlacedOrder = (order: Order) =>
  createFakeOrders({
    placed: [{ order, accessToken: 'pristup-1042', idempotencyKey: 'kljuc-1234567890abcdef', userId: null }],
  });

const CONFIRMED = '/potvrdjena-kupovina';

describe('order confirmation /potvrdjena-kupovina (DESIGN §3 Checkout)', () => {
  it('the link from the confirmation mail loads the order with its token and shows it', async () => {
    const shop = aShopWithCart([]);
    renderShop(`${CONFIRMED}?order=${ORDER_ID}&token=pristup-1042`, shop, {
      orders: withPlacedOrder(anOrder()),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(screen.getByText(/Vaša porudžbina je primljena/).textContent).toBe(
      'Vaša porudžbina je primljena. Broj porudžbine: 94-2026-001042',
    );
    expect(
      within(screen.getByRole('row', { name: /Blender Vihor/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1.900\u00a0RSD', '3.800\u00a0RSD']);
    expect(screen.getByText('Ukupno za plaćanje').nextElementSibling?.textContent).toBe('4.090\u00a0RSD');
    const address = screen.getByRole('region', { name: 'Adresa za dostavu' });
    expect(address.textContent).toContain('Njegoševa 12');
    expect(address.textContent).toContain('21000 Novi Sad');
    expect(screen.getByRole('region', { name: 'Napomena' }).textContent).toContain('Interfon 12');
    expect(
      within(screen.getByRole('region', { name: 'Način plaćanja' })).getByText('Uplatnica'),
    ).toBeTruthy();
    const slip = screen.getByRole('region', { name: 'Podaci za uplatu (uplatnica)' });
    expect(within(slip).getByText('Poziv na broj').nextElementSibling?.textContent).toBe('942026001042');
    expect(shop.calls).toContain(`GET /api/orders/${ORDER_ID}`);
  });

  it('shows a loading state while the order loads', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderShop(`${CONFIRMED}?order=${ORDER_ID}&token=pristup-1042`, aShopWithCart([]), {
      orders: withPlacedOrder(anOrder({ paymentMethod: 'cash_on_delivery' })),
      handlers: [handle(routes.orderGet, () => answered.then(() => undefined))],
    });
    expect(await screen.findByText('Učitavanje porudžbine…')).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    expect(screen.getByText('Plaćanje pouzećem')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Podaci za uplatu (uplatnica)' })).toBeNull();
  });

  it('a link without an order number explains itself, asks the server nothing and offers ways on', async () => {
    const shop = aShopWithCart([]);
    renderShop(CONFIRMED, shop);
    expect(await screen.findByRole('heading', { level: 1, name: 'Porudžbina nije dostupna' })).toBeTruthy();
    expect(screen.getByText(/Link ka porudžbini nije potpun ili nije ispravan/)).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Početna strana' }).getAttribute('href')).toBe('/');
    expect(page.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/kontakt');
    expect(shop.calls.some((call) => call.startsWith('GET /api/orders'))).toBe(false);
  });

  it('an order the server does not show (wrong token, 404) gets a clear message', async () => {
    const shop = aShopWithCart([]);
    renderShop(`${CONFIRMED}?order=${ORDER_ID}&token=tudji-token`, shop, {
      orders: withPlacedOrder(anOrder()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Porudžbina nije dostupna' })).toBeTruthy();
    expect(screen.getByText('Porudžbina nije pronađena.')).toBeTruthy();
    expect(screen.queryByText('94-2026-001042')).toBeNull();
  });

  it('an order that could not be loaded can be tried again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failures = 1;
    const { user } = renderShop(`${CONFIRMED}?order=${ORDER_ID}&token=pristup-1042`, aShopWithCart([]), {
      orders: withPlacedOrder(anOrder()),
      handlers: [
        handle(routes.orderGet, () =>
          failures-- > 0
            ? errorJson(503, { error: 'Servis trenutno nije dostupan.', code: 'SERVICE_UNAVAILABLE' })
            : undefined,
        ),
      ],
    });
    expect(await screen.findByText('Servis trenutno nije dostupan.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokušajte ponovo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' })).toBeTruthy();
    logged.mockRestore();
  });
});
