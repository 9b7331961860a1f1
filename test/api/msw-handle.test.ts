import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes';
import { createCartResponseSchema } from '../../contract/cart';
import { contractJson } from '../msw/contract-responses';
import { aCart, CART_ID } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { apiUrl, mswServer, startMswServer, takeOffContractRequests } from '../msw/msw-server';

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
    await fetch(apiUrl(`/api/cart/exists/${CART_ID}`));
    expect(seen).toBe(CART_ID);
  });
});

describe('a fake checks every request against the contract, as the server validates it', () => {
  const json = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  let resolved = 0;
  const createCart = () => {
    resolved = 0;
    mswServer.use(
      handle(routes.cartCreate, () => {
        resolved += 1;
        return contractJson(createCartResponseSchema, { cartId: CART_ID }, 201);
      }),
    );
  };
  /** The fake's answer to a request off the contract: the server's 400, and the test is told. */
  async function expectRefused(response: Response, problem: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Zahtev nije ispravan.', code: 'VALIDATION_ERROR' });
    const reported = takeOffContractRequests();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain(problem);
  }

  it('spec §7: POST /api/cart/create takes no body, so even `{}` is refused', async () => {
    createCart();
    const sent = await fetch(apiUrl('/api/cart/create'), { method: 'POST', ...json({}) });
    await expectRefused(sent, 'a body where the contract has none');
    expect(resolved).toBe(0);
  });

  it('an empty body announced as JSON is refused, as Fastify refuses it', async () => {
    createCart();
    const sent = await fetch(apiUrl('/api/cart/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    await expectRefused(sent, 'an empty body announced as application/json');
  });

  it('a call without a body, as the contract has it, is answered', async () => {
    createCart();
    const sent = await fetch(apiUrl('/api/cart/create'), { method: 'POST' });
    expect(sent.status).toBe(201);
    expect(resolved).toBe(1);
    expect(takeOffContractRequests()).toEqual([]);
  });

  it('a body off the route’s request schema is refused (add-item without productId)', async () => {
    mswServer.use(handle(routes.cartAddItem, () => HttpResponse.json({})));
    const sent = await fetch(apiUrl('/api/cart/add-item'), { method: 'POST', ...json({ cartId: CART_ID }) });
    await expectRefused(sent, 'a body off the contract');
  });

  it('a route that takes a body refuses a call without one, and a body that is not JSON', async () => {
    mswServer.use(handle(routes.cartAddItem, () => HttpResponse.json({})));
    await expectRefused(
      await fetch(apiUrl('/api/cart/add-item'), { method: 'POST' }),
      'no body where the contract has one',
    );
    await expectRefused(
      await fetch(apiUrl('/api/cart/add-item'), {
        method: 'POST',
        body: '{cartId',
        headers: { 'content-type': 'application/json' },
      }),
      'a body that is not JSON',
    );
    await expectRefused(
      await fetch(apiUrl('/api/cart/add-item'), { method: 'POST', body: 'cartId=1&productId=2' }),
      'a body not announced as application/json',
    );
  });

  it('path parameters and the query string are checked against their schemas too', async () => {
    mswServer.use(handle(routes.cartExists, () => HttpResponse.json({ exists: true })));
    await expectRefused(await fetch(apiUrl('/api/cart/exists/abc')), 'path parameters off the contract');
    mswServer.use(handle(routes.productSearch, () => HttpResponse.json({})));
    await expectRefused(
      await fetch(apiUrl('/api/products/search?q=a&page=0')),
      'a query string off the contract',
    );
  });
});
