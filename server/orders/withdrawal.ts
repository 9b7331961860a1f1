import type { z } from 'zod/mini';
import type { withdrawalResponseSchema } from '../../contract/admin';
import { formatDay } from '../../contract/format-date';
import { lastWithdrawalDay } from '../../contract/withdrawal-window';
import type { Db } from '../db/client';
import type { StoredWithdrawalForm } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { decideEvent } from './lifecycle';
import { lockOrder, writeTransition } from './lifecycle-event';
import { type OrderRow, loadOrder } from './order-dto';
import { ORDER_NOT_FOUND_TEXT } from './staff-order-event';

export type WithdrawalAnswer = z.infer<typeof withdrawalResponseSchema>;

/** Why the window is closed, in the shopper's words. */
function closedText(row: OrderRow): string {
  switch (row.fulfilmentState) {
    case 'cancelled':
      return 'Ova porudžbina je otkazana, pa od nje ne možete odustati.';
    case 'withdrawalRequested':
    case 'returned':
      return 'Za ovu porudžbinu ste već poslali izjavu o odustanku od ugovora.';
    default: {
      const lastDay = row.deliveredAt ? lastWithdrawalDay(row.deliveredAt) : null;
      return lastDay
        ? `Rok od 14 dana za odustanak od ugovora je istekao: poslednji dan bio je ${formatDay(lastDay)}`
        : 'Od ove porudžbine sada ne možete odustati.';
    }
  }
}

/**
 * The shopper withdraws from the contract (Zakon o zaštiti potrošača): from placement until 14
 * Belgrade days after delivery, in ONE transaction with the order row locked. The legal form
 * (Pravilnik o obrascu za odustanak) is filled from the order and stored with the reason; outside
 * the window 409 WITHDRAWAL_CLOSED says why. Before shipping it cancels the order (stock back).
 */
export async function requestWithdrawal(
  db: Db,
  input: { orderId: string; reason: string | null; now?: Date },
): Promise<{ row: OrderRow; answer: WithdrawalAnswer; from: WithdrawalAnswer['lifecycle'] }> {
  const { orderId, reason, now = new Date() } = input;
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND_TEXT);
    const event = { type: 'requestWithdrawal' as const, ...(reason ? { reason } : {}) };
    const decision = decideEvent(row, event, now);
    if (!decision.allowed) throw conflict(closedText(row), 'WITHDRAWAL_CLOSED');
    const order = await loadOrder(tx, row);
    const form: StoredWithdrawalForm = {
      orderNumber: row.number,
      orderedAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      customerName: `${row.firstName} ${row.lastName}`,
      address: `${row.street}, ${row.postalCode} ${row.city}`,
      email: row.email,
      items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
      reason,
      submittedAt: now.toISOString(),
    };
    const written = await writeTransition(tx, {
      row,
      event,
      from: decision.from,
      to: decision.to,
      actor: { kind: 'shopper', name: form.customerName },
      note: reason,
      set: { withdrawalForm: form },
      now,
    });
    return { row: written.row, answer: { lifecycle: decision.to, form }, from: decision.from };
  });
}
