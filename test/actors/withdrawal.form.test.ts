import { beforeEach, describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, fromCallback, waitFor } from 'xstate';
import { withdrawalResponseSchema } from '../../contract/admin';
import { routes } from '../../contract/routes';
import type { formMachine } from '../../machines/form/form.machine';
import { withdrawalForm } from '../../src/actors/withdrawal.form';
import { configureApi } from '../../src/api/request';
import { contractJson, errorJson } from '../msw/contract-responses';
import { startMswServer } from '../msw/msw-server';
import { recordRequests } from '../msw/request-recorder';
import { fill } from './screen-data-driver';

/* "Odustanak od ugovora" (src/actors/withdrawal.form.ts) over the real src/api client. */

startMswServer();
const { seen, answer } = recordRequests();
beforeEach(() => configureApi({ showToast: () => {}, sessionExpired: () => {} }));

const ORDER_ID = 'c0a80121-7f3b-4c2a-9d1e-5b6a7c8d9e0f';
const PATH = `/api/orders/${ORDER_ID}/withdrawal`;
const CLOSED_TEXT = 'Rok za odustanak od ugovora istekao je 11. decembra 2026.';
const RELOAD = { to: 'order', event: { type: 'loader.reload' } };

const answered = (reason: string | null) =>
  contractJson(withdrawalResponseSchema, {
    lifecycle: { fulfilment: 'withdrawalRequested', payment: 'paid' },
    form: {
      orderNumber: '51-2026-001024',
      orderedAt: '2026-03-10T14:05:00.000Z',
      deliveredAt: '2026-03-14T10:00:00.000Z',
      customerName: 'Ana Anić',
      address: 'Knez Mihailova 12, 11000 Beograd',
      email: 'ana@example.rs',
      items: [{ name: 'Usisivač Tornado 2000', quantity: 2 }],
      reason,
      submittedAt: '2026-03-20T09:00:00.000Z',
    },
  });

const ownOrder = { values: { reason: '' }, extra: { orderId: ORDER_ID }, neighbours: ['order'] };

describe('the withdrawal request', () => {
  it('without a reason: POST /api/orders/{id}/withdrawal with an empty body, and the order’s page reloads', async () => {
    answer(routes.orderWithdrawal, () => answered(null));
    const filled = await fill(withdrawalForm, {}, ownOrder);
    expect(filled.state).toBe('succeeded');
    expect(seen).toEqual([{ method: 'POST', path: PATH, body: {} }]);
    expect(filled.handedOver).toEqual([RELOAD]);
  });

  it('a reason of spaces only is no reason: nothing is sent for it', async () => {
    answer(routes.orderWithdrawal, () => answered(null));
    await fill(withdrawalForm, { reason: '   ' }, ownOrder);
    expect(seen).toEqual([{ method: 'POST', path: PATH, body: {} }]);
  });

  it('with a reason: the reason, trimmed, goes in the body', async () => {
    answer(routes.orderWithdrawal, () => answered('Ne odgovara mi boja.'));
    const filled = await fill(withdrawalForm, { reason: '  Ne odgovara mi boja. ' }, ownOrder);
    expect(filled.state).toBe('succeeded');
    expect(seen).toEqual([{ method: 'POST', path: PATH, body: { reason: 'Ne odgovara mi boja.' } }]);
    expect(filled.handedOver).toEqual([RELOAD]);
  });

  it('a guest’s request names the order’s access token from the link', async () => {
    answer(routes.orderWithdrawal, () => answered(null));
    await fill(
      withdrawalForm,
      { reason: 'Predomislio sam se.' },
      { ...ownOrder, extra: { orderId: ORDER_ID, token: 'pristup-1024' } },
    );
    expect(seen).toEqual([
      { method: 'POST', path: PATH, body: { reason: 'Predomislio sam se.', token: 'pristup-1024' } },
    ]);
  });

  it('a reason over 1000 characters is refused in Serbian and nothing is sent', async () => {
    const filled = await fill(withdrawalForm, { reason: 'a'.repeat(1001) }, ownOrder);
    expect(filled.state).toBe('editing');
    expect(filled.errors).toEqual({ reason: 'Unesite najviše 1.000 karaktera.' });
    expect(seen).toEqual([]);
    expect(filled.handedOver).toEqual([]);
  });

  it('outside the window the shop’s 409 WITHDRAWAL_CLOSED text is the failure; the page does not reload', async () => {
    answer(routes.orderWithdrawal, () => errorJson(409, { error: CLOSED_TEXT, code: 'WITHDRAWAL_CLOSED' }));
    const filled = await fill(withdrawalForm, {}, ownOrder);
    expect(filled).toMatchObject({ state: 'failed', error: CLOSED_TEXT });
    expect(filled.handedOver).toEqual([]);
  });

  it('submits while the request is on its way are ignored: one request', async () => {
    answer(routes.orderWithdrawal, () => answered(null));
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'order', systemId: 'order', src: fromCallback(() => {}) },
          {
            id: 'form',
            src: withdrawalForm,
            input: { values: { reason: '' }, extra: { orderId: ORDER_ID } },
          },
        ],
      }),
    ).start();
    const form = root.getSnapshot().children.form as ActorRefFrom<typeof formMachine>;
    form.send({ type: 'form.submit' });
    await waitFor(form, (state) => state.matches('submitting'));
    form.send({ type: 'form.submit' });
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().value).toBe('submitting');
    await waitFor(form, (state) => state.matches('succeeded'));
    root.stop();
    expect(seen).toHaveLength(1);
  });
});
