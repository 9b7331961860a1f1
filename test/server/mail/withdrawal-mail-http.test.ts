import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { placeTestOrder, storeLifecycle } from '../orders/lifecycle-fixtures';

/*
 * What the shopper sees of a withdrawal over HTTP (issue 33), through the real server: the mail in
 * the order's script with the legal form's fields, and the order page's answer with the request on
 * its timeline. Expected texts are written out by hand.
 */

const DAY = 24 * 60 * 60 * 1000;

describe('a shopper’s withdrawal, by mail and on the order page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function deliveredOrder(deliveredAt: Date, script: 'latin' | 'cyrillic') {
    const placed = await placeTestOrder(server, {
      paymentMethod: 'bank_transfer',
      quantity: 2,
      customer: {
        firstName: 'Ana',
        lastName: 'Anić',
        email: `ana.${Date.now()}@example.rs`,
        phone: '0641234567',
      },
    });
    await storeLifecycle(server, placed.order.id, {
      fulfilmentState: 'delivered',
      paymentState: 'paid',
      deliveredAt,
      script,
    });
    return placed;
  }

  it('a guest with the link’s token withdraws from a delivered Cyrillic order: the Cyrillic mail has the form, the page the step', async () => {
    const { order, accessToken, body } = await deliveredOrder(new Date(Date.now() - 2 * DAY), 'cyrillic');
    const guest = new HttpClient(server.app);
    const answer = await guest.post(`/api/orders/${order.id}/withdrawal`, {
      reason: 'Ne odgovara mi.',
      token: accessToken,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().lifecycle).toEqual({ fulfilment: 'withdrawalRequested', payment: 'paid' });

    const mail = server.lastMailTo(body.customer.email);
    expect(mail.subject).toBe(
      `Примили смо Ваш захтев за одустанак од уговора (поруџбина бр. ${order.number}) | Продавница`,
    );
    const form = mail.text.split('\n\n')[2]!.split('\n');
    expect(form[0]).toBe('Образац за одустанак од уговора');
    // One product of two pieces, then the order and the shopper.
    expect(form[3]).toMatch(/^• .+ — 2 ком\.$/);
    expect(form[4]).toBe(`Број поруџбине: ${order.number}`);
    expect(form[7]).toBe('Име и презиме потрошача: Ana Anić');
    expect(form[10]).toBe('Разлог одустанка: Ne odgovara mi.');
    expect(mail.text).toContain('Производе нам вратите без одлагања');

    const page = await guest.get(`/api/orders/${order.id}?token=${accessToken}`);
    expect(page.statusCode).toBe(200);
    const { timeline, withdrawal, lifecycle } = page.json();
    expect(lifecycle.fulfilment).toBe('withdrawalRequested');
    expect(withdrawal).toEqual({ open: false, until: null });
    expect(timeline.at(-1)).toMatchObject({
      event: 'requestWithdrawal',
      actor: { kind: 'shopper' },
      to: { fulfilment: 'withdrawalRequested', payment: 'paid' },
      note: 'Ne odgovara mi.',
    });
  });

  it('20 days after delivery: 409 WITHDRAWAL_CLOSED in Serbian, no mail, the page says until when it was open', async () => {
    const { order, accessToken, body } = await deliveredOrder(new Date(Date.now() - 20 * DAY), 'latin');
    const guest = new HttpClient(server.app);
    const sentBefore = server.mails.length;
    const answer = await guest.post(`/api/orders/${order.id}/withdrawal`, { token: accessToken });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('WITHDRAWAL_CLOSED');
    expect(answer.json().error).toMatch(/odustan/i);
    expect(server.mails.slice(sentBefore).filter((mail) => mail.to === body.customer.email)).toEqual([]);
    const page = (await guest.get(`/api/orders/${order.id}?token=${accessToken}`)).json();
    expect(page.withdrawal.open).toBe(false);
    expect(page.withdrawal.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
