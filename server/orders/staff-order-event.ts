import type { StaffOrderEventBody } from '../../contract/admin';
import { carrierName } from '../../contract/carrier-names';
import { formatRsd } from '../../contract/format';
import type { StaffOrderEventType } from '../../contract/order-lifecycle';
import type { OrderLifecycleEvent } from '../../machines/order-lifecycle/order-lifecycle.types';
import { recordAudit } from '../admin/audit';
import type { Db } from '../db/client';
import type { orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http-errors';
import { decideEvent } from './lifecycle';
import { lockOrder, writeTransition } from './lifecycle-event';
import type { OrderRow } from './order-dto';

export const ORDER_NOT_FOUND_TEXT = 'Porudžbina nije pronađena.';
export const ORDER_CHANGED_BY_OTHER_TEXT =
  'Porudžbinu je u međuvremenu izmenio neko drugi. Osvežite stranicu i pokušajte ponovo.';

/** How the back office names each action (the refusal names the one that was tried). */
export const staffEventLabels: Record<StaffOrderEventType, string> = {
  confirm: 'Potvrdi',
  markPaid: 'Označi kao plaćeno',
  ship: 'Pošalji',
  deliver: 'Isporučeno',
  cancel: 'Otkaži',
  acceptReturn: 'Prihvati povraćaj',
  refund: 'Vrati novac',
};

export type StaffActor = { id: number; email: string; firstName: string; lastName: string };

/**
 * Who acted, as the order's history names them: their name, or their e-mail while they have none
 * (`npm run staff:add` and an invitation open an account without one).
 */
export const staffNameOf = (staff: StaffActor): string =>
  `${staff.firstName} ${staff.lastName}`.trim() || staff.email;

/** The machine's event, the history's note and the order's own columns for a staff action. */
function eventParts(body: StaffOrderEventBody, row: OrderRow, now: Date) {
  const set: Partial<typeof orders.$inferInsert> = {};
  switch (body.type) {
    case 'ship':
      set.shipmentCarrier = body.carrier;
      set.shipmentTrackingNumber = body.trackingNumber;
      return {
        event: { type: 'ship', carrier: body.carrier, trackingNumber: body.trackingNumber } as const,
        note: `${carrierName(body.carrier)}, ${body.trackingNumber}`,
        set,
      };
    case 'deliver':
      set.deliveredAt = now;
      return { event: { type: 'deliver' } as const, note: null, set };
    case 'cancel':
      return { event: { type: 'cancel', reason: body.reason } as const, note: body.reason, set };
    case 'refund':
      set.refundedAmount = row.refundedAmount + body.amount;
      return { event: { type: 'refund', amount: body.amount } as const, note: formatRsd(body.amount), set };
    default:
      return { event: { type: body.type } as OrderLifecycleEvent, note: null, set };
  }
}

/**
 * A staff action on an order, in ONE transaction: the order row is locked; a version other than
 * the one the action was decided on answers 409 ORDER_CHANGED (of two staff acting at once, the
 * second); an event the lifecycle does not allow now answers 409 TRANSITION_NOT_ALLOWED with the
 * allowed ones; a refund above what was paid answers 400 on `amount`. Otherwise the new state and
 * version, the history row, the stock back (cancel, accepted return) and the audit row are written.
 */
export async function applyStaffEvent(
  db: Db,
  input: { orderId: string; body: StaffOrderEventBody; staff: StaffActor; ip: string; now?: Date },
) {
  const { orderId, body, staff, ip, now = new Date() } = input;
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(ORDER_NOT_FOUND_TEXT);
    if (row.version !== body.expectedVersion) throw conflict(ORDER_CHANGED_BY_OTHER_TEXT, 'ORDER_CHANGED');
    const { event, note, set } = eventParts(body, row, now);
    const decision = decideEvent(row, event, now);
    if (!decision.allowed)
      throw conflict(
        `Radnja „${staffEventLabels[body.type]}“ sada nije moguća za porudžbinu br. ${row.number}.`,
        'TRANSITION_NOT_ALLOWED',
        { allowed: decision.allowedNow },
      );
    if (body.type === 'refund') {
      const refundable = row.total - row.refundedAmount;
      if (body.amount > refundable) {
        const message = `Iznos povraćaja ne može biti veći od uplaćenog iznosa (${formatRsd(refundable)}).`;
        throw badRequest(message, 'VALIDATION_ERROR', { issues: [{ path: ['amount'], message }] });
      }
    }
    const written = await writeTransition(tx, {
      row,
      event,
      from: decision.from,
      to: decision.to,
      actor: { kind: 'staff', staffId: staff.id, name: staffNameOf(staff) },
      note,
      set,
      now,
    });
    const { expectedVersion: _, type, ...payload } = body;
    await recordAudit(tx, {
      staffId: staff.id,
      action: `order.${type}`,
      entity: 'order',
      entityId: row.id,
      before: { lifecycle: decision.from, version: row.version },
      after: { lifecycle: decision.to, version: written.row.version, ...payload },
      ip,
    });
    return { ...written, event, from: decision.from, to: decision.to };
  });
}
