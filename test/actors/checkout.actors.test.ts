import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, assign, createActor, setup, toPromise, waitFor } from 'xstate';
import type { User } from '../../contract/auth';
import {
  orderChangedErrorSchema,
  outOfStockErrorSchema,
  placeOrderResponseSchema,
} from '../../contract/orders';
import { profileResponseSchema } from '../../contract/profile';
import { routes } from '../../contract/routes';
import { systemIds } from '../../machines/shared/system';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { checkoutActions, checkoutActors, confirmationPath } from '../../src/actors/checkout.actors';
import { NETWORK_ERROR_TEXT } from '../../src/api/api-error';
import { configureApi } from '../../src/api/request';
import { contractJson, sessionExpiredJson } from '../msw/contract-responses';
import { aPlaceOrderBody, aProfile, aUser } from '../msw/fixtures';
import { handle } from '../msw/handle';
import { mswServer, startMswServer } from '../msw/msw-server';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { invalidDelivery, validDelivery } from '../machines/checkout/checkout.samples';
import { recordRequests } from '../msw/request-recorder';

startMswServer();
const { seen, answer } = recordRequests();

const body = aPlaceOrderBody();
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

const profile = aProfile();

/**
 * Runs loadPrefill beside an auth actor holding `user` (none with 'no auth'), as in the shop's
 * system: what it resolves with.
 */
async function prefillFor(user: User | null | 'no auth') {
  const auth = setup({ types: {} as { context: { user: User | null } } }).createMachine({
    context: { user: user === 'no auth' ? null : user },
  });
  const parent = setup({
    types: {} as { context: { prefill: unknown; settled: boolean } },
    actors: { auth, loadPrefill: checkoutActors().loadPrefill as AnyActorLogic },
  }).createMachine({
    context: { prefill: undefined, settled: false },
    invoke: [
      ...(user === 'no auth' ? [] : [{ src: 'auth' as const, systemId: systemIds.auth }]),
      {
        src: 'loadPrefill' as const,
        onDone: { actions: assign({ prefill: ({ event }) => event.output, settled: true }) },
        onError: { actions: assign({ prefill: ({ event }) => ({ rejected: event.error }), settled: true }) },
      },
    ],
  });
  const actor = createActor(parent).start();
  const { context } = await waitFor(actor, (snapshot) => snapshot.context.settled);
  actor.stop();
  return context.prefill;
}

describe('the checkout’s prefill from the profile', () => {
  afterEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

  it('a signed-in shopper’s form starts with the profile’s name, e-mail, phone and address', async () => {
    answer(routes.profileGet, () => contractJson(profileResponseSchema, { profile }));
    expect(await prefillFor(aUser())).toEqual({
      customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs', phone: '+381 64 123 4567' },
      address: profile.address,
    });
    expect(seen).toEqual([{ method: 'GET', path: '/api/profile', body: undefined }]);
  });

  it('a profile without a phone prefills no phone at all', async () => {
    answer(routes.profileGet, () =>
      contractJson(profileResponseSchema, { profile: { ...profile, phone: null, address: null } }),
    );
    expect(await prefillFor(aUser())).toStrictEqual({
      customer: { firstName: 'Ana', lastName: 'Anić', email: 'ana@example.rs' },
      address: null,
    });
  });

  it('a guest (auth without a user, or no auth at all) has no prefill and asks nothing', async () => {
    expect(await prefillFor(null)).toBeNull();
    expect(await prefillFor('no auth')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('a session that expired meanwhile has no prefill', async () => {
    const expired = vi.fn();
    configureApi({ showToast: () => {}, sessionExpired: expired });
    answer(routes.profileGet, sessionExpiredJson);
    expect(await prefillFor(aUser())).toBeNull();
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
  });
});

describe('the delivery check', () => {
  const validate = (form: typeof validDelivery) =>
    toPromise(createActor(checkoutActors().validateDelivery as AnyActorLogic, { input: form }).start());

  it('answers the checked details for a valid form and the field errors for an invalid one', async () => {
    expect(await validate(validDelivery)).toMatchObject({
      details: { customer: { firstName: validDelivery.customer.firstName } },
      fieldErrors: null,
    });
    const refused = await validate({ ...invalidDelivery, note: '' });
    expect(refused.details).toBeNull();
    expect(Object.keys(refused.fieldErrors).length).toBeGreaterThan(0);
  });
});

describe('the default address call without a session', () => {
  it('rejects, changing nothing, when the profile read finds the session ended', async () => {
    answer(routes.profileGet, sessionExpiredJson);
    const save = createActor(checkoutActors().saveDefaultAddress as AnyActorLogic, {
      input: { address: profile.address, phone: '064 765 4321' },
    });
    await expect(toPromise(save.start())).rejects.toThrow('no profile: the session ended');
    expect(seen.map(({ method }) => method)).toEqual(['GET']);
  });
});

describe('the order call when its code cannot load', () => {
  afterEach(() => {
    vi.doUnmock('../../src/actors/place-order');
    vi.resetModules();
  });

  it('rejects as unanswered with the connection text, so a retry keeps the key', async () => {
    vi.resetModules();
    vi.doMock('../../src/actors/place-order', () => {
      throw new Error('chunk failed');
    });
    const fresh = await import('../../src/actors/checkout.actors');
    const placing = createActor(fresh.checkoutActors().placeOrder as AnyActorLogic, { input: body });
    await expect(toPromise(placing.start())).rejects.toEqual({
      kind: 'unanswered',
      message: NETWORK_ERROR_TEXT,
    });
  });
});

describe('the checkout’s browser effects', () => {
  it('each attempt gets a fresh idempotency key', () => {
    const { newIdempotencyKey } = checkoutActions(createFakeBrowser().browser);
    const machine = setup({
      types: {} as { context: { idempotencyKey: string } },
      actions: { newIdempotencyKey: newIdempotencyKey as never },
    }).createMachine({
      context: { idempotencyKey: '' },
      entry: 'newIdempotencyKey',
      on: { again: { actions: 'newIdempotencyKey' } },
    });
    const actor = createActor(machine).start();
    const first = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'again' });
    const second = actor.getSnapshot().context.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('a step shown from a step’s address on /korpa still moves the address bar', () => {
    const browser = createFakeBrowser({ path: '/korpa?korak=dostava' });
    const { showStep } = checkoutActions(browser.browser) as Record<string, (...args: unknown[]) => void>;
    showStep!({}, { step: 2, replace: false });
    expect(browser.history).toEqual([{ to: '/korpa?korak=placanje', replace: false }]);
  });

  it('a session storage that refuses the form logs why and lets the checkout go on', () => {
    const browser = createFakeBrowser();
    const refusal = new Error('QuotaExceededError');
    browser.browser.session.setItem = () => {
      throw refusal;
    };
    const { saveDelivery } = checkoutActions(browser.browser) as Record<string, (...args: unknown[]) => void>;
    expect(() =>
      saveDelivery!({}, { form: validDelivery, details: null, paymentMethod: null }),
    ).not.toThrow();
    expect(browser.errors).toEqual([
      { message: 'checkout: the delivery form could not be kept for a reload', error: refusal },
    ]);
  });

  it('a session storage that cannot be read starts the checkout with an empty form', () => {
    const browser = createFakeBrowser();
    browser.browser.session.getItem = () => {
      throw new Error('SecurityError');
    };
    const actor = createActor(checkoutMachine.provide({ actions: checkoutActions(browser.browser) })).start();
    expect(actor.getSnapshot().context.form.customer.firstName).toBe('');
    expect(actor.getSnapshot().context.paymentMethod).toBeNull();
  });
});
