import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import {
  type PlaceOrderBody,
  orderChangedErrorSchema,
  outOfStockErrorSchema,
  placeOrderResponseSchema,
} from '../../contract/orders';
import { routes } from '../../contract/routes';
import { checkoutActions, checkoutActors, confirmationPath } from '../../src/actors/checkout.actors';
import { contractJson } from '../msw/contract-responses';
import { CART_ID } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { createFakeBrowser } from '../machines/utils/fake-browser';

startMswServer();

const body: PlaceOrderBody = {
  cartId: CART_ID,
  reviewed: { lines: [{ productId: 1, quantity: 1, unitPrice: 12_990 }], shipping: 0, total: 12_990 },
  idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0',
  customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '+381 64 123 4567' },
  address: { street: 'Knez Mihailova 1', city: 'Beograd', postalCode: '11000' },
  paymentMethod: 'cash_on_delivery',
};
const order = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  number: '23-2026-001001',
  status: 'received' as const,
  items: [],
  subtotal: 12_990,
  shipping: 0,
  total: 12_990,
  paymentMethod: 'cash_on_delivery' as const,
  customer: body.customer,
  address: body.address,
  note: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const place = () =>
  toPromise(createActor(checkoutActors().placeOrder as AnyActorLogic, { input: body }).start());

describe('the checkout’s order call', () => {
  it('answers the placed order with its access token', async () => {
    const placed = { order, accessToken: 'tok', paymentSlip: null };
    mswServer.use(handle(routes.orderPlace, () => contractJson(placeOrderResponseSchema, placed, 201)));
    await expect(place()).resolves.toEqual(placed);
  });

  it('a 409 out of stock rejects naming the items that ran short', async () => {
    const items = [{ productId: 1, name: 'Usisivač', requested: 3, available: 1 }];
    mswServer.use(
      handle(routes.orderPlace, () =>
        contractJson(
          outOfStockErrorSchema,
          { error: 'Nema dovoljno na stanju.', code: 'OUT_OF_STOCK', items },
          409,
        ),
      ),
    );
    await expect(place()).rejects.toEqual({ kind: 'outOfStock', message: 'Nema dovoljno na stanju.', items });
  });

  it('a 409 ORDER_CHANGED rejects with what changed since the review', async () => {
    const changes = ['Cena proizvoda „Usisivač“ je promenjena sa 12.990 RSD na 13.990 RSD.'];
    mswServer.use(
      handle(routes.orderPlace, () =>
        contractJson(
          orderChangedErrorSchema,
          { error: 'Porudžbina se promenila.', code: 'ORDER_CHANGED', changes },
          409,
        ),
      ),
    );
    await expect(place()).rejects.toEqual({ kind: 'changed', message: 'Porudžbina se promenila.', changes });
  });

  it('success leads to /potvrdjena-kupovina with the order and its token', () => {
    const fake = createFakeBrowser();
    const navigate = checkoutActions(fake.browser).navigateToConfirmation as (
      args: unknown,
      params: unknown,
    ) => void;
    navigate({}, { orderId: order.id, token: 'tok' });
    expect(fake.navigations).toEqual([confirmationPath(order.id, 'tok')]);
    expect(confirmationPath(order.id, 'tok')).toBe(`/potvrdjena-kupovina?order=${order.id}&token=tok`);
  });
});
