import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../../server/db/schema';
import { insertProduct } from '../../utils/fixtures';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { PASSWORD, giveAnonymousCart, registerThroughApi } from '../auth/auth-helpers';
import { insertPromo, setCartPromo } from './promo-fixtures';

describe('a promo code follows the cart into the account at login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const codeOf = async (cartId: string) =>
    (await server.database.db.select().from(carts).where(eq(carts.id, cartId)))[0]?.promoCode;

  it('the brought cart’s code wins; without one the account cart keeps its own', async () => {
    const { user } = await registerThroughApi(new HttpClient(server.app));
    const product = await insertProduct(server, { stock: 10 });
    const old = await insertPromo(server);
    const brought = await insertPromo(server);
    await setCartPromo(server, user.cartId, old.code);

    const client = new HttpClient(server.app);
    const anonymousId = await giveAnonymousCart(server, client, [{ productId: product.id, quantity: 1 }]);
    await setCartPromo(server, anonymousId, brought.code);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(await codeOf(user.cartId)).toBe(brought.code);
    expect((await client.get('/api/cart')).json().promo).toMatchObject({ code: brought.code });

    const again = new HttpClient(server.app);
    await giveAnonymousCart(server, again, [{ productId: product.id, quantity: 1 }]);
    await again.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(await codeOf(user.cartId)).toBe(brought.code);
  });
});
