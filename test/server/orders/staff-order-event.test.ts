import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderEventBody } from '../../../contract/admin';
import { auditLog } from '../../../server/db/schema';
import { HttpError } from '../../../server/http-errors';
import { applyStaffEvent } from '../../../server/orders/staff-order-event';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { createStaffUser } from '../admin/staff-helpers';
import { historyOf, orderRow, placeTestOrder, stockOfProduct } from './lifecycle-fixtures';

/** The back office's order events, decided by the lifecycle and written in one transaction. */
describe('staff order events (server/orders/staff-order-event.ts)', () => {
  let server: TestServer;
  let staff: { id: number; email: string; firstName: string; lastName: string };
  beforeAll(async () => {
    server = await createTestServer();
    const user = await createStaffUser(server, 'operator');
    staff = { id: user.id, email: user.email, firstName: 'Marko', lastName: 'Operaterović' };
  });
  afterAll(() => server.close());

  const send = (orderId: string, body: StaffOrderEventBody, now?: Date) =>
    applyStaffEvent(server.database.db, { orderId, body, staff, ip: '203.0.113.7', now });
  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('a cash-on-delivery order goes confirm → ship → deliver: states, version, shipment, delivery date, history', async () => {
    const { order } = await placeTestOrder(server);
    expect(await orderRow(server, order.id)).toMatchObject({
      fulfilmentState: 'placed',
      paymentState: 'payOnDelivery',
      version: 0,
    });
    await send(order.id, { type: 'confirm', expectedVersion: 0 });
    await send(order.id, {
      type: 'ship',
      expectedVersion: 1,
      carrier: 'dExpress',
      trackingNumber: 'DE-12345678',
    });
    const deliveredAt = new Date('2026-12-01T10:00:00Z');
    const delivered = await send(order.id, { type: 'deliver', expectedVersion: 2 }, deliveredAt);
    expect(delivered.to).toEqual({ fulfilment: 'delivered', payment: 'paid' });
    expect(await orderRow(server, order.id)).toMatchObject({
      fulfilmentState: 'delivered',
      paymentState: 'paid',
      version: 3,
      shipmentCarrier: 'dExpress',
      shipmentTrackingNumber: 'DE-12345678',
      deliveredAt,
      refundedAmount: 0,
    });
    const history = await historyOf(server, order.id);
    expect(
      history.map((row) => [
        row.event,
        row.fromFulfilment,
        row.toFulfilment,
        row.fromPayment,
        row.toPayment,
        row.note,
      ]),
    ).toEqual([
      ['confirm', 'placed', 'confirmed', 'payOnDelivery', 'payOnDelivery', null],
      ['ship', 'confirmed', 'shipped', 'payOnDelivery', 'payOnDelivery', 'D Express, DE-12345678'],
      ['deliver', 'shipped', 'delivered', 'payOnDelivery', 'paid', null],
    ]);
    for (const row of history)
      expect(row).toMatchObject({
        actorKind: 'staff',
        actorStaffId: staff.id,
        actorName: 'Marko Operaterović',
      });
  });

  it('a staff member without a name yet (npm run staff:add opens one so) is named in the history by e-mail', async () => {
    const { order } = await placeTestOrder(server);
    const unnamed = { ...staff, firstName: '', lastName: ' ' };
    await applyStaffEvent(server.database.db, {
      orderId: order.id,
      body: { type: 'confirm', expectedVersion: 0 },
      staff: unnamed,
      ip: '203.0.113.7',
    });
    const [confirmed] = await historyOf(server, order.id);
    expect(confirmed).toMatchObject({ actorKind: 'staff', actorStaffId: staff.id, actorName: staff.email });
  });

  it('a bank transfer is marked paid before it ships; each event leaves an audit row with before and after', async () => {
    const { order } = await placeTestOrder(server, { paymentMethod: 'bank_transfer' });
    expect((await orderRow(server, order.id)).paymentState).toBe('awaitingPayment');
    await send(order.id, { type: 'confirm', expectedVersion: 0 });
    const early = await refusal(
      send(order.id, {
        type: 'ship',
        expectedVersion: 1,
        carrier: 'postExpress',
        trackingNumber: 'PE123456789RS',
      }),
    );
    expect(early).toMatchObject({
      statusCode: 409,
      code: 'TRANSITION_NOT_ALLOWED',
      extra: { allowed: ['markPaid', 'cancel'] },
    });
    await send(order.id, { type: 'markPaid', expectedVersion: 1 });
    await send(order.id, {
      type: 'ship',
      expectedVersion: 2,
      carrier: 'postExpress',
      trackingNumber: 'PE123456789RS',
    });
    expect(await orderRow(server, order.id)).toMatchObject({
      fulfilmentState: 'shipped',
      paymentState: 'paid',
      version: 3,
    });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['order.confirm', 'order.markPaid', 'order.ship']);
    expect(audit[2]).toMatchObject({
      staffId: staff.id,
      ip: '203.0.113.7',
      before: { lifecycle: { fulfilment: 'confirmed', payment: 'paid' }, version: 2 },
      after: {
        lifecycle: { fulfilment: 'shipped', payment: 'paid' },
        version: 3,
        carrier: 'postExpress',
        trackingNumber: 'PE123456789RS',
      },
    });
  });

  it('a stale expectedVersion answers 409 ORDER_CHANGED and writes nothing', async () => {
    const { order } = await placeTestOrder(server);
    await send(order.id, { type: 'confirm', expectedVersion: 0 });
    const stale = await refusal(
      send(order.id, { type: 'cancel', expectedVersion: 0, reason: 'Kupac je odustao.' }),
    );
    expect(stale).toMatchObject({ statusCode: 409, code: 'ORDER_CHANGED' });
    expect(stale.message).toMatch(/izmenio neko drugi/);
    expect(await orderRow(server, order.id)).toMatchObject({ fulfilmentState: 'confirmed', version: 1 });
    expect(await historyOf(server, order.id)).toHaveLength(1);
  });

  it('an event the lifecycle does not allow answers 409 TRANSITION_NOT_ALLOWED with the allowed ones, writing nothing', async () => {
    const { order } = await placeTestOrder(server);
    const refused = await refusal(send(order.id, { type: 'deliver', expectedVersion: 0 }));
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'TRANSITION_NOT_ALLOWED',
      extra: { allowed: ['confirm', 'cancel'] },
    });
    expect(refused.message).toBe(`Radnja „Isporučeno“ sada nije moguća za porudžbinu br. ${order.number}.`);
    expect(await orderRow(server, order.id)).toMatchObject({ fulfilmentState: 'placed', version: 0 });
    expect(await historyOf(server, order.id)).toEqual([]);
  });

  it('a cancel returns the stock once: a second cancel is refused and the stock stays', async () => {
    const { order, product } = await placeTestOrder(server, { quantity: 3, stock: 10 });
    expect(await stockOfProduct(server, product.id)).toBe(7);
    const cancelled = await send(order.id, {
      type: 'cancel',
      expectedVersion: 0,
      reason: 'Nema ga kod dobavljača.',
    });
    expect(cancelled.stockReturned).toEqual([{ productId: product.id, quantity: 3 }]);
    expect(await stockOfProduct(server, product.id)).toBe(10);
    expect(await orderRow(server, order.id)).toMatchObject({
      fulfilmentState: 'cancelled',
      paymentState: 'voided',
    });
    expect((await historyOf(server, order.id))[0]!.note).toBe('Nema ga kod dobavljača.');
    const again = await refusal(
      send(order.id, { type: 'cancel', expectedVersion: 1, reason: 'Još jednom.' }),
    );
    expect(again).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', extra: { allowed: [] } });
    expect(await stockOfProduct(server, product.id)).toBe(10);
  });

  it('a paid transfer cancelled stays paid until the refund, which may not exceed what was paid (400 on amount)', async () => {
    const { order, product } = await placeTestOrder(server, { paymentMethod: 'bank_transfer', quantity: 1 });
    await send(order.id, { type: 'markPaid', expectedVersion: 0 });
    await send(order.id, { type: 'cancel', expectedVersion: 1, reason: 'Kupac je odustao telefonom.' });
    expect(await orderRow(server, order.id)).toMatchObject({
      fulfilmentState: 'cancelled',
      paymentState: 'paid',
    });
    expect(await stockOfProduct(server, product.id)).toBe(10);
    const tooMuch = await refusal(
      send(order.id, { type: 'refund', expectedVersion: 2, amount: order.total + 1 }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(tooMuch.extra).toMatchObject({ issues: [{ path: ['amount'] }] });
    expect(await orderRow(server, order.id)).toMatchObject({
      paymentState: 'paid',
      version: 2,
      refundedAmount: 0,
    });
    await send(order.id, { type: 'refund', expectedVersion: 2, amount: order.total });
    expect(await orderRow(server, order.id)).toMatchObject({
      paymentState: 'refunded',
      refundedAmount: order.total,
      version: 3,
    });
    // The refund leaves the order cancelled: its stock came back with the cancel, not again now.
    expect(await stockOfProduct(server, product.id)).toBe(10);
    expect((await historyOf(server, order.id)).at(-1)!.note).toBe(
      `${order.total.toLocaleString('de-DE')}\u00a0RSD`,
    );
  });

  it('an accepted return puts the stock back once; the refund follows', async () => {
    const { order, product } = await placeTestOrder(server, { quantity: 2, stock: 5 });
    await send(order.id, { type: 'confirm', expectedVersion: 0 });
    await send(order.id, { type: 'ship', expectedVersion: 1, carrier: 'bex', trackingNumber: 'BEX0001' });
    await send(order.id, { type: 'deliver', expectedVersion: 2 });
    const { requestWithdrawal } = await import('../../../server/orders/withdrawal');
    await requestWithdrawal(server.database.db, { orderId: order.id, reason: null });
    expect(await stockOfProduct(server, product.id)).toBe(3);
    const accepted = await send(order.id, { type: 'acceptReturn', expectedVersion: 4 });
    expect(accepted.to).toEqual({ fulfilment: 'returned', payment: 'paid' });
    expect(await stockOfProduct(server, product.id)).toBe(5);
    await send(order.id, { type: 'refund', expectedVersion: 5, amount: 1_000 });
    expect(await orderRow(server, order.id)).toMatchObject({
      paymentState: 'refunded',
      refundedAmount: 1_000,
    });
    expect(await stockOfProduct(server, product.id)).toBe(5);
  });

  it('an unknown order answers 404', async () => {
    const missing = await refusal(
      send('00000000-0000-4000-8000-000000000000', { type: 'confirm', expectedVersion: 0 }),
    );
    expect(missing).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
