import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../../server/db/schema';
import { insertProduct } from '../../utils/fixtures';
import { type TestServer, createTestServer } from '../../utils/test-server';
import {
  cartLines,
  guestWithCart,
  insertCart,
  orderBody,
  ordersOfCart,
  reviewOfCart,
  stockOf,
} from './order-fixtures';

const CHANGED =
  'Porudžbina se promenila od kada ste je pregledali. Proverite izmene i potvrdite porudžbinu ponovo.';

describe('POST /api/orders places only the order the shopper reviewed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  /**
   * A cart reviewed as it was, then changed by `change` (another tab, a price update); placing the
   * reviewed order must answer 409 ORDER_CHANGED with `changes`, and write nothing.
   */
  async function placeAfter(
    lines: {
      price?: number;
      discountPrice?: number;
      shippingPrice?: number;
      quantity: number;
      name: string;
    }[],
    change: (ids: number[], cartId: string) => Promise<void>,
  ) {
    const made = [];
    for (const { quantity, ...values } of lines)
      made.push({ product: await insertProduct(server, values), quantity });
    const cartId = await insertCart(
      server,
      made.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    );
    const body = await orderBody(server, cartId);
    const ids = made.map(({ product }) => product.id);
    await change(ids, cartId);
    const cartBefore = await cartLines(server, cartId);
    const stockBefore = await Promise.all(ids.map((id) => stockOf(server, id)));

    const response = await guestWithCart(server, cartId).post('/api/orders', body);

    expect(response.statusCode).toBe(409);
    const answer = response.json();
    expect(answer).toMatchObject({ error: CHANGED, code: 'ORDER_CHANGED' });
    // Nothing is written: no order, stock and cart as they were, no mail.
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(await Promise.all(ids.map((id) => stockOf(server, id)))).toEqual(stockBefore);
    expect(await cartLines(server, cartId)).toEqual(cartBefore);
    expect(server.mails.some((mail) => mail.to === body.customer.email)).toBe(false);
    return { changes: answer.changes as string[], body, cartId, ids };
  }

  it('a line added in another tab: names the product and the new total', async () => {
    const fridge = await insertProduct(server, {
      name: 'Frižider Gorenje',
      price: 126190,
      shippingPrice: 1490,
    });
    const { changes } = await placeAfter(
      [{ name: 'Šolja Zora', price: 745, quantity: 2 }],
      async (_, cartId) => {
        await server.database.db.insert(cartItems).values({ cartId, productId: fridge.id, quantity: 1 });
      },
    );
    expect(changes).toEqual([
      'U korpu je dodat proizvod „Frižider Gorenje“ (količina: 1).',
      'Dostava je promenjena sa 290\u00a0RSD na 1.490\u00a0RSD.',
      'Ukupno za plaćanje je sada 129.170\u00a0RSD umesto 1.780\u00a0RSD.',
    ]);
  });

  it('a quantity changed', async () => {
    const { changes } = await placeAfter(
      [{ name: 'Lampa Luna', price: 1000, quantity: 1 }],
      async (_, cartId) => {
        await server.database.db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.cartId, cartId));
      },
    );
    expect(changes).toEqual([
      'Količina proizvoda „Lampa Luna“ je promenjena sa 1 na 3.',
      'Ukupno za plaćanje je sada 3.290\u00a0RSD umesto 1.290\u00a0RSD.',
    ]);
  });

  it('a line removed', async () => {
    const { changes } = await placeAfter(
      [
        { name: 'Lampa Luna', price: 1000, quantity: 1 },
        { name: 'Čajnik Đurđa', price: 2000, quantity: 1 },
      ],
      async ([, teapot], cartId) => {
        await server.database.db.delete(cartItems).where(eq(cartItems.productId, teapot!));
        expect(await cartLines(server, cartId)).toHaveLength(1);
      },
    );
    expect(changes).toEqual([
      'Iz korpe je uklonjen proizvod „Čajnik Đurđa“.',
      'Ukupno za plaćanje je sada 1.290\u00a0RSD umesto 3.290\u00a0RSD.',
    ]);
  });

  it('a product deleted from the shop: named by its number, since its name is gone too', async () => {
    const lamp = await insertProduct(server, { name: 'Lampa Luna', price: 1000 });
    const teapot = await insertProduct(server, { name: 'Čajnik Đurđa', price: 2000 });
    const cartId = await insertCart(server, [
      { productId: lamp.id, quantity: 1 },
      { productId: teapot.id, quantity: 1 },
    ]);
    const body = await orderBody(server, cartId);
    // Deleting the product removes its cart line with it (on delete cascade).
    await server.database.db.delete(products).where(eq(products.id, teapot.id));

    const response = await guestWithCart(server, cartId).post('/api/orders', body);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: CHANGED,
      code: 'ORDER_CHANGED',
      changes: [
        `Iz korpe je uklonjen proizvod „#${teapot.id}“.`,
        'Ukupno za plaćanje je sada 1.290\u00a0RSD umesto 3.290\u00a0RSD.',
      ],
    });
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(await cartLines(server, cartId)).toEqual([{ productId: lamp.id, quantity: 1 }]);
    expect(await stockOf(server, lamp.id)).toBe(lamp.stock);
  });

  it('a price raised', async () => {
    const { changes } = await placeAfter(
      [{ name: 'Lampa Luna', price: 1000, quantity: 2 }],
      async ([lamp]) => {
        await server.database.db.update(products).set({ price: 1200 }).where(eq(products.id, lamp!));
      },
    );
    expect(changes).toEqual([
      'Cena proizvoda „Lampa Luna“ je promenjena sa 1.000\u00a0RSD na 1.200\u00a0RSD.',
      'Ukupno za plaćanje je sada 2.690\u00a0RSD umesto 2.290\u00a0RSD.',
    ]);
  });

  it('a discount ended', async () => {
    const { changes } = await placeAfter(
      [{ name: 'Blender Vihor', price: 5000, discountPrice: 3990, quantity: 1 }],
      async ([blender]) => {
        await server.database.db.update(products).set({ discountPrice: 0 }).where(eq(products.id, blender!));
      },
    );
    expect(changes).toEqual([
      'Cena proizvoda „Blender Vihor“ je promenjena sa 3.990\u00a0RSD na 5.000\u00a0RSD.',
      'Dostava je promenjena sa 290\u00a0RSD na 0\u00a0RSD.',
      'Ukupno za plaćanje je sada 5.000\u00a0RSD umesto 4.280\u00a0RSD.',
    ]);
  });

  it('the shipping rule crossed: a product became bulky with the same price', async () => {
    const { changes } = await placeAfter(
      [{ name: 'Sto Hrast', price: 9000, quantity: 1 }],
      async ([table]) => {
        await server.database.db.update(products).set({ shippingPrice: 1490 }).where(eq(products.id, table!));
      },
    );
    expect(changes).toEqual([
      'Dostava je promenjena sa 0\u00a0RSD na 1.490\u00a0RSD.',
      'Ukupno za plaćanje je sada 10.490\u00a0RSD umesto 9.000\u00a0RSD.',
    ]);
  });

  it('a review that misstates only the total is refused too', async () => {
    const product = await insertProduct(server, { price: 1000 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId);
    const response = await guestWithCart(server, cartId).post('/api/orders', {
      ...body,
      reviewed: { ...body.reviewed, total: body.reviewed.total - 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().changes).toEqual([
      'Ukupno za plaćanje je sada 1.290\u00a0RSD umesto 1.289\u00a0RSD.',
    ]);
    expect(await ordersOfCart(server, cartId)).toEqual([]);
  });

  it('the refused key is not used up: the same key with the fresh review places the order once', async () => {
    const { body, cartId } = await placeAfter(
      [{ name: 'Lampa Luna', price: 1000, quantity: 1 }],
      async (_, id) => {
        await server.database.db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.cartId, id));
      },
    );
    const client = guestWithCart(server, cartId);
    const fresh = { ...body, reviewed: await reviewOfCart(server, cartId) };
    const placed = await client.post('/api/orders', fresh);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ subtotal: 2000, total: 2290 });
    // A retry of the same reviewed order is the same order, though the cart is empty now.
    const again = await client.post('/api/orders', fresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(placed.json().order.id);
  });

  it('refuses a review that lists the same product twice with 400, writing nothing', async () => {
    const product = await insertProduct(server, { price: 1000 });
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const body = await orderBody(server, cartId);
    const line = body.reviewed.lines[0]!;
    const twice = { ...body, reviewed: { ...body.reviewed, lines: [line, line] } };
    const response = await guestWithCart(server, cartId).post('/api/orders', twice);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error:
        'Isti proizvod se u pregledu porudžbine navodi više puta. Osvežite stranicu i pregledajte porudžbinu ponovo.',
      code: 'VALIDATION_ERROR',
    });
    expect(await ordersOfCart(server, cartId)).toEqual([]);
    expect(await stockOf(server, product.id)).toBe(product.stock);
  });

  it('refuses a body without the review with 400', async () => {
    const product = await insertProduct(server);
    const cartId = await insertCart(server, [{ productId: product.id, quantity: 1 }]);
    const { reviewed: _, ...withoutReview } = await orderBody(server, cartId);
    const response = await guestWithCart(server, cartId).post('/api/orders', withoutReview);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await ordersOfCart(server, cartId)).toEqual([]);
  });
});
