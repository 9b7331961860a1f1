import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { profileResponseSchema } from '../../contract/profile';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { checkoutUrl, stepOfSearch } from '../../src/actors/checkout-url';
import { checkoutActions, checkoutActors, SAVED_DELIVERY_KEY } from '../../src/actors/checkout.actors';
import { contractJson } from '../msw/contract-responses';
import { aProfile } from '../msw/fixtures';
import { apiUrl, mswServer, startMswServer } from '../msw/msw-server';
import { createFakeBrowser } from '../machines/utils/fake-browser';
import { validDelivery } from '../machines/checkout/checkout.samples';

startMswServer();

const details = {
  customer: { ...validDelivery.customer, email: 'marko@primer.rs' },
  address: validDelivery.address,
  note: validDelivery.note,
};
const saved = { form: validDelivery, details, paymentMethod: 'bank_transfer' };

/** The checkout with the real src/actors effects over a fake browser (no other actor: no cart). */
function startCheckout(browser = createFakeBrowser()) {
  const machine = checkoutMachine.provide({ actions: checkoutActions(browser.browser) });
  return createActor(machine).start();
}

describe('the checkout steps in the address bar', () => {
  it('names each step on /korpa and reads it back', () => {
    expect(checkoutUrl(0)).toBe('/korpa');
    expect(checkoutUrl(1)).toBe('/korpa?korak=dostava');
    expect(checkoutUrl(2)).toBe('/korpa?korak=placanje');
    expect(stepOfSearch('?korak=dostava')).toBe(1);
    expect(stepOfSearch('korak=placanje&x=1')).toBe(2);
    expect(stepOfSearch('?korak=nesto')).toBe(0);
    expect(stepOfSearch('')).toBe(0);
  });

  it('a shopper’s move is a new history entry, a forced one replaces the entry', () => {
    const browser = createFakeBrowser({ path: '/korpa' });
    const { showStep } = checkoutActions(browser.browser) as Record<string, (...args: unknown[]) => void>;
    showStep!({}, { step: 1, replace: false });
    showStep!({}, { step: 0, replace: true });
    expect(browser.history).toEqual([
      { to: '/korpa?korak=dostava', replace: false },
      { to: '/korpa', replace: true },
    ]);
  });

  it('leaves the address bar alone when the shopper is on another page', () => {
    const browser = createFakeBrowser({ path: '/proizvodi/usisivac' });
    const { showStep } = checkoutActions(browser.browser) as Record<string, (...args: unknown[]) => void>;
    showStep!({}, { step: 0, replace: true });
    expect(browser.history).toEqual([]);
  });
});

describe('the delivery form across a reload', () => {
  it('every edit is kept in session storage', () => {
    const browser = createFakeBrowser();
    const checkout = startCheckout(browser);
    checkout.send({
      type: 'checkout.cartChanged',
      cartId: 'c',
      itemCount: 1,
      reviewed: { lines: [], shipping: 0, total: 0 },
    });
    checkout.send({ type: 'checkout.start' });
    checkout.send({ type: 'checkout.delivery.change', ...validDelivery });
    expect(JSON.parse(browser.session.get(SAVED_DELIVERY_KEY)!)).toEqual({
      form: validDelivery,
      details: null,
      paymentMethod: null,
    });
  });

  it('a new page starts with what the last one kept: form, checked details, payment method', () => {
    const browser = createFakeBrowser({ session: { [SAVED_DELIVERY_KEY]: JSON.stringify(saved) } });
    const { context } = startCheckout(browser).getSnapshot();
    expect(context.form).toEqual(validDelivery);
    expect(context.details).toEqual(details);
    expect(context.paymentMethod).toBe('bank_transfer');
  });

  it('something malformed in storage counts as nothing kept', () => {
    for (const kept of [
      '{',
      '"text"',
      JSON.stringify({ form: { customer: {} } }),
      JSON.stringify({ ...saved, paymentMethod: 'card' }),
    ]) {
      const browser = createFakeBrowser({ session: { [SAVED_DELIVERY_KEY]: kept } });
      const { context } = startCheckout(browser).getSnapshot();
      if (kept.includes('card')) {
        expect(context.form).toEqual(validDelivery);
        expect(context.paymentMethod).toBeNull();
      } else {
        expect(context.form.customer.firstName).toBe('');
        expect(context.details).toBeNull();
      }
    }
  });

  it('a reload on the payment step shows the review again once the cart is read', () => {
    const browser = createFakeBrowser({
      path: '/korpa?korak=placanje',
      session: { [SAVED_DELIVERY_KEY]: JSON.stringify(saved) },
    });
    const checkout = startCheckout(browser);
    checkout.send({ type: 'checkout.urlChanged', step: 2 });
    expect(checkout.getSnapshot().value).toBe('cart');
    checkout.send({
      type: 'checkout.cartChanged',
      cartId: 'c',
      itemCount: 2,
      reviewed: { lines: [], shipping: 0, total: 0 },
    });
    expect(checkout.getSnapshot().matches({ payment: 'review' })).toBe(true);
    expect(browser.history).toEqual([]);
  });

  it('a reload on the payment step without checked details falls back to the delivery form', () => {
    const browser = createFakeBrowser({ path: '/korpa?korak=placanje' });
    const checkout = startCheckout(browser);
    checkout.send({ type: 'checkout.urlChanged', step: 2 });
    checkout.send({
      type: 'checkout.cartChanged',
      cartId: 'c',
      itemCount: 2,
      reviewed: { lines: [], shipping: 0, total: 0 },
    });
    expect(checkout.getSnapshot().matches('delivery')).toBe(true);
    expect(browser.history).toEqual([{ to: '/korpa?korak=dostava', replace: true }]);
  });
});

describe('"Sačuvaj kao podrazumevanu adresu"', () => {
  it('tells the shopper whether the profile now holds the address', () => {
    const browser = createFakeBrowser();
    const { notifyDefaultAddress } = checkoutActions(browser.browser) as Record<
      string,
      (...args: unknown[]) => void
    >;
    notifyDefaultAddress!({}, { saved: true });
    notifyDefaultAddress!({}, { saved: false });
    expect(browser.toasts.map(({ kind, title }) => [kind, title])).toEqual([
      ['success', 'Adresa je sačuvana'],
      ['warning', 'Adresa nije sačuvana'],
    ]);
  });
});

describe('the default address call', () => {
  it('keeps the profile’s name and makes the delivery address and phone just given its defaults', async () => {
    const profile = aProfile({ address: null });
    const address = { street: 'Zmaj Jovina 3', city: 'Novi Sad', postalCode: '21000' };
    const sent: unknown[] = [];
    mswServer.use(
      mswHttp.get(apiUrl('/api/profile'), () => contractJson(profileResponseSchema, { profile })),
      mswHttp.put(apiUrl('/api/profile'), async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return contractJson(profileResponseSchema, { profile: { ...profile, address } });
      }),
    );
    const save = createActor(checkoutActors().saveDefaultAddress as AnyActorLogic, {
      input: { address, phone: '064 765 4321' },
    });
    await toPromise(save.start());
    expect(sent).toEqual([{ firstName: 'Ana', lastName: 'Anić', phone: '064 765 4321', address }]);
  });
});
