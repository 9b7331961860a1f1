import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { BrowserSession } from '../../../machines/app/app.types';
import { selectHasNoCart, selectIsStarting } from '../../../machines/app/app.selectors';
import { seedBrowser, startApp } from './app.harness';

// What the shop shows of its start (spec §4 App start; §8: a missing cart is only logged).

const COOKIE_CART = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const noCart: BrowserSession = { cartId: null, sessionUpdated: false, legacyCartId: null };

let app: ReturnType<typeof startApp>;
afterEach(() => app?.stop());
const snapshot = () =>
  app.subject.getSnapshot() as AnyMachineSnapshot as Parameters<typeof selectIsStarting>[0];

async function startWith(session: BrowserSession) {
  app = startApp();
  seedBrowser(app.fake, session);
  expect(selectIsStarting(snapshot())).toBe(true);
  await app.fakes.resolve('readBrowserSession', session);
  expect(selectIsStarting(snapshot())).toBe(true);
  await app.fakes.resolve('loadCurrentUser', null);
}

describe('the app start, as its selectors show it', () => {
  it('starting until the visit’s cart is known; then started, with a cart', async () => {
    await startWith({ cartId: COOKIE_CART, sessionUpdated: true, legacyCartId: null });
    expect(selectIsStarting(snapshot())).toBe(false);
    expect(selectHasNoCart(snapshot())).toBe(false);
  });

  it('starting while a new cart is created; a cart that could not be created is no longer starting, but without a cart', async () => {
    await startWith(noCart);
    expect(selectIsStarting(snapshot())).toBe(true);
    expect(selectHasNoCart(snapshot())).toBe(false);
    await app.fakes.reject('createCart', new Error('Veza sa serverom nije uspela.'));
    expect(selectIsStarting(snapshot())).toBe(false);
    expect(selectHasNoCart(snapshot())).toBe(true);
  });
});
