import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { aCatalog } from '../../msw/catalog-handlers';
import { createFakeShop, type FakeShop } from '../../msw/handlers';
import { createFakeOrders, type FakeOrders, orderHandlers } from '../../msw/order-handlers';
import { documentCookies, renderApp } from '../../utils/render-app';
import { ANA, startCheckout } from '../checkout/checkout-driver';

const product = aCatalog().entries.find((entry) => entry.product.slug === 'usisivac-tornado-2000')!.product;

/**
 * What a shopper can do on the way from a product to a placed order, as an invoke-free model
 * (DESIGN §2: createTestModel drives the rendered app from such machines). Every state names what
 * the screen must show; every event is a shopper's action in the real UI.
 */
const shopperModel = createMachine({
  id: 'shopper',
  initial: 'onProduct',
  states: {
    onProduct: { on: { 'shopper.addToCart': 'productAdded' } },
    productAdded: { on: { 'shopper.openCart': 'inCart' } },
    inCart: {
      on: {
        'shopper.increase': 'twoInCart',
        'shopper.remove': 'cartEmpty',
        'shopper.toDelivery': 'delivery',
      },
    },
    twoInCart: { on: { 'shopper.remove': 'cartEmpty', 'shopper.toDelivery': 'delivery' } },
    cartEmpty: {},
    delivery: { on: { 'shopper.submitEmptyDelivery': 'deliveryRefused', 'shopper.fillDelivery': 'payment' } },
    deliveryRefused: { on: { 'shopper.fillDelivery': 'payment' } },
    payment: {
      on: { 'shopper.payCashOnDelivery': 'ordered', 'shopper.payByBankTransfer': 'orderedByTransfer' },
    },
    ordered: {},
    orderedByTransfer: {},
  },
});

type World = { shop: FakeShop; orders: FakeOrders; user: ReturnType<typeof renderApp>['user'] };

const cartCount = () => screen.getByRole('link', { name: /^Korpa, / }).getAttribute('aria-label');
const serverLines = (shop: FakeShop) => [...shop.carts.values()].flatMap((cart) => cart.items);

function steps(world: () => World) {
  return {
    states: {
      onProduct: async () => {
        await screen.findByRole('heading', { level: 1, name: product.name });
        expect(cartCount()).toBe('Korpa, 0 komada');
      },
      productAdded: async () => {
        await waitFor(() => expect(cartCount()).toBe('Korpa, 1 komad'));
        expect(serverLines(world().shop).map((line) => [line.product.id, line.quantity])).toEqual([
          [product.id, 1],
        ]);
      },
      inCart: async () => {
        const line = await screen.findByRole('listitem', { name: product.name });
        expect(within(line).getByRole('spinbutton')).toHaveProperty('value', '1');
      },
      twoInCart: async () => {
        await waitFor(() => expect(serverLines(world().shop).map((line) => line.quantity)).toEqual([2]));
        expect(cartCount()).toBe('Korpa, 2 komada');
      },
      cartEmpty: async () => {
        await screen.findByText('Vaša korpa je prazna.');
        expect(serverLines(world().shop)).toEqual([]);
      },
      delivery: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Dostava' });
      },
      deliveryRefused: async () => {
        expect((await screen.findByLabelText('Ime')).getAttribute('aria-invalid')).toBe('true');
        expect(world().orders.received).toEqual([]);
      },
      payment: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Plaćanje i pregled' });
      },
      ordered: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' });
        expect(world().orders.received.map((body) => body.paymentMethod)).toEqual(['cash_on_delivery']);
        await waitFor(() => expect(cartCount()).toBe('Korpa, 0 komada'));
      },
      orderedByTransfer: async () => {
        await screen.findByRole('heading', { level: 1, name: 'Hvala na kupovini!' });
        expect(world().orders.received.map((body) => body.paymentMethod)).toEqual(['bank_transfer']);
        expect(await screen.findByText(/Poziv na broj/i)).toBeTruthy();
      },
    },
    events: {
      'shopper.addToCart': async () => {
        await world().user.click(screen.getByRole('button', { name: `Dodaj u korpu: ${product.name}` }));
      },
      'shopper.openCart': async () => {
        await world().user.click(screen.getByRole('link', { name: /^Korpa, / }));
      },
      'shopper.increase': async () => {
        const line = screen.getByRole('listitem', { name: product.name });
        await world().user.click(within(line).getByRole('button', { name: /Povećaj/ }));
      },
      'shopper.remove': async () => {
        await world().user.click(screen.getByRole('button', { name: `Ukloni iz korpe: ${product.name}` }));
      },
      'shopper.toDelivery': async () => {
        await startCheckout(world().user);
      },
      'shopper.submitEmptyDelivery': async () => {
        await world().user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
      },
      'shopper.fillDelivery': async () => {
        for (const [label, value] of Object.entries(ANA)) {
          const input = screen.getByLabelText(label);
          await world().user.clear(input);
          await world().user.type(input, value);
        }
        await world().user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
      },
      'shopper.payCashOnDelivery': async () => {
        await world().user.click(screen.getByRole('radio', { name: /Plaćanje pouzećem/ }));
        await world().user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
      },
      'shopper.payByBankTransfer': async () => {
        await world().user.click(screen.getByRole('radio', { name: /Uplatnica/ }));
        await world().user.click(screen.getByRole('button', { name: 'Poruči uz obavezu plaćanja' }));
      },
    },
  };
}

describe('a shopper from a product to a placed order (model-based, the rendered app)', () => {
  const model = createTestModel(shopperModel);
  const paths = model.getShortestPaths();

  it('the paths reach every state of the model', () => {
    const reached = new Set(
      paths.flatMap((path) => [...path.steps.map((step) => step.state.value), path.state.value]).map(String),
    );
    expect([...reached].sort()).toEqual(Object.keys(shopperModel.config.states!).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const shop = createFakeShop();
      const orders = createFakeOrders();
      const { user } = renderApp(`/proizvod/${product.slug}`, {
        shop,
        handlers: orderHandlers(shop, orders, documentCookies),
      });
      await path.test(steps(() => ({ shop, orders, user })));
    });
  }
});
