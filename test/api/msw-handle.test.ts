import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { aCart } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { apiUrl, mswServer, startMswServer } from '../msw/msw-server';

startMswServer();

// msw answers 500 with the thrown error's message when a resolver throws.
const fetchCart = () => fetch(apiUrl('/api/cart'));

describe('a fake built from the route table (test/msw/handle.ts)', () => {
  it('answers on the route’s method and path as its resolver says, when that is on the contract', async () => {
    mswServer.use(handle(routes.cartGet, () => HttpResponse.json(aCart())));
    const response = await fetchCart();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(aCart());
  });

  it('cannot answer a body off the route’s schema', async () => {
    mswServer.use(handle(routes.cartGet, () => HttpResponse.json({ id: 42 })));
    const response = await fetchCart();
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('off the contract');
  });

  it('cannot answer a success status the route does not declare', async () => {
    mswServer.use(handle(routes.cartGet, () => HttpResponse.json(aCart(), { status: 201 })));
    const response = await fetchCart();
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('does not declare');
  });

  it('answers errors only in the server’s one error shape { error, code }', async () => {
    mswServer.use(
      handle(routes.cartGet, () =>
        HttpResponse.json({ error: 'Korpa nije pronađena.', code: 'CART_NOT_FOUND' }, { status: 404 }),
      ),
    );
    expect((await fetchCart()).status).toBe(404);
    mswServer.use(handle(routes.cartGet, () => HttpResponse.json({ message: 'not found' }, { status: 404 })));
    expect((await fetchCart()).status).toBe(500);
  });

  it('fills the path parameters’ names from the table', async () => {
    let seen: unknown;
    mswServer.use(
      handle(routes.cartExists, ({ params }) => {
        seen = params.cartId;
        return HttpResponse.json({ exists: true });
      }),
    );
    await fetch(apiUrl('/api/cart/exists/abc'));
    expect(seen).toBe('abc');
  });
});
