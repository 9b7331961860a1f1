import { beforeEach, describe, expect, it } from 'vitest';
import { contactResponseSchema } from '../../contract/contact';
import { routes } from '../../contract/routes';
import { stockAlertResponseSchema } from '../../contract/stock-alerts';
import { contactForm } from '../../src/actors/contact.form';
import { stockAlertForm } from '../../src/actors/stock-alert.form';
import { configureApi } from '../../src/api/request';
import { contractJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { fill } from './screen-data-driver';

/* The contact form and "Obavesti me kada stigne" (src/actors/*.form.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests({ withSearch: true });
beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const SLUG = 'usisivac-tornado';
const EMPTY_CONTACT = { name: '', email: '', subject: '', message: '' };

describe('the contact form', () => {
  it('is POST /api/contact with what was typed, results in the thank-you text and is emptied', async () => {
    answer(routes.contact, () =>
      contractJson(contactResponseSchema, { success: true, message: 'Hvala na poruci!' }, 201),
    );
    const body = {
      name: 'Ana',
      email: 'ana@example.rs',
      subject: 'Dostava',
      message: 'Kada stiže porudžbina?',
    };
    const filled = await fill(contactForm, body, { values: EMPTY_CONTACT, clearOnSuccess: true });
    expect(filled).toMatchObject({ state: 'succeeded', result: 'Hvala na poruci!', values: EMPTY_CONTACT });
    expect(seen).toEqual([{ method: 'POST', path: '/api/contact', search: '', body }]);
  });

  it('an empty form is refused field by field, and nothing is sent', async () => {
    const filled = await fill(contactForm, {}, { values: EMPTY_CONTACT });
    expect(Object.keys(filled.errors).sort()).toEqual(['email', 'message', 'name']);
    expect(seen).toEqual([]);
  });
});

describe('"Obavesti me kada stigne"', () => {
  const answered = { success: true as const, email: 'ana@example.rs', message: 'Poslaćemo Vam e-poruku.' };

  it('a guest’s address goes in the body of POST /api/products/{slug}/stock-alert', async () => {
    answer(routes.stockAlertCreate, () => contractJson(stockAlertResponseSchema, answered));
    const extra = { slug: SLUG, signedIn: false };
    const filled = await fill(stockAlertForm, { email: 'ana@example.rs' }, { values: { email: '' }, extra });
    expect(filled).toMatchObject({ state: 'succeeded', result: answered });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `/api/products/${SLUG}/stock-alert`,
        search: '',
        body: { email: 'ana@example.rs' },
      },
    ]);
  });

  it('a guest without an address is asked for one; a signed-in shopper’s alert needs none', async () => {
    const guest = await fill(
      stockAlertForm,
      {},
      { values: { email: '' }, extra: { slug: SLUG, signedIn: false } },
    );
    expect(guest.errors).toEqual({ email: 'Unesite e-adresu na koju da Vam javimo.' });
    expect(seen).toEqual([]);
    answer(routes.stockAlertCreate, () => contractJson(stockAlertResponseSchema, answered));
    const account = await fill(
      stockAlertForm,
      {},
      { values: { email: '' }, extra: { slug: SLUG, signedIn: true } },
    );
    expect(account.state).toBe('succeeded');
    expect(seen).toEqual([
      { method: 'POST', path: `/api/products/${SLUG}/stock-alert`, search: '', body: {} },
    ]);
  });
});
