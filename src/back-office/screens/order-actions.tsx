import { carriers, type StaffOrderEventType } from '../../../contract/order-lifecycle';
import { FORM_ACTIONS, type FormAction } from '../../../machines/admin-order/admin-order.types';
import { FieldFrame, FormField } from '../../components/ui/form-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';
import { cancelForm, refundForm, shipForm } from '../actors/order.actors';
import { ACTION_LABELS, CARRIER_LABELS } from '../labels';
import type { AdminOrderView } from './use-admin-order';

const hasForm = (type: StaffOrderEventType): type is FormAction =>
  (FORM_ACTIONS as readonly StaffOrderEventType[]).includes(type);

function ShipForm({ orderId, busy }: { orderId: string; busy: boolean }) {
  const form = useForm(shipForm, { values: { carrier: '', trackingNumber: '' }, extra: orderId });
  const carrier = form.field('carrier');
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form inline">
      <FieldFrame label="Kurirska služba" error={carrier.error}>
        {(control) => (
          <select {...control} name={carrier.name} value={carrier.value} onChange={carrier.onChange}>
            <option value="">Izaberite</option>
            {carriers.map((name) => (
              <option key={name} value={name}>
                {CARRIER_LABELS[name]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FormField label="Broj pošiljke" {...form.field('trackingNumber')} autoComplete="off" />
      <button type="submit" className="button primary" disabled={busy || form.busy}>
        Pošalji porudžbinu
      </button>
    </form>
  );
}

function CancelForm({ orderId, busy }: { orderId: string; busy: boolean }) {
  const form = useForm(cancelForm, { values: { reason: '' }, extra: orderId });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form inline">
      <TextAreaField
        label="Razlog otkazivanja"
        {...form.field('reason')}
        rows={2}
        hint="Kupac ga vidi u poruci."
      />
      <button type="submit" className="button danger" disabled={busy || form.busy}>
        Otkaži porudžbinu
      </button>
    </form>
  );
}

function RefundForm({ orderId, busy, amount }: { orderId: string; busy: boolean; amount: number }) {
  const form = useForm(refundForm, { values: { amount: String(amount) }, extra: orderId });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="admin-form inline">
      <FormField label="Vraćeni iznos (RSD)" {...form.field('amount')} inputMode="numeric" />
      <button type="submit" className="button primary" disabled={busy || form.busy}>
        Evidentiraj povraćaj
      </button>
    </form>
  );
}

/**
 * The order's actions: only the events its lifecycle allows now. The plain ones are a button; ship,
 * cancel and refund open their form first (which one is open is the order machine's).
 */
export function OrderActions({
  order,
  orderId,
  refundable,
}: {
  order: AdminOrderView;
  orderId: string;
  refundable: number;
}) {
  const { actor, allowed, busy, form: shown } = order;
  if (allowed.length === 0) return <p>Za ovu porudžbinu nema dostupnih radnji.</p>;
  return (
    <div className="admin-order-actions">
      <fieldset className="admin-actions">
        <legend className="visually-hidden">Radnje</legend>
        {allowed.map((type) => (
          <button
            key={type}
            type="button"
            className={type === 'cancel' ? 'button danger' : 'button primary'}
            disabled={busy}
            aria-expanded={hasForm(type) ? shown === type : undefined}
            onClick={() =>
              actor?.send(
                hasForm(type)
                  ? { type: 'adminOrder.form.toggle', action: type }
                  : { type: 'adminOrder.act', action: { type } as never },
              )
            }
          >
            {ACTION_LABELS[type]}
          </button>
        ))}
      </fieldset>
      {shown === 'ship' && <ShipForm orderId={orderId} busy={busy} />}
      {shown === 'cancel' && <CancelForm orderId={orderId} busy={busy} />}
      {shown === 'refund' && <RefundForm orderId={orderId} busy={busy} amount={refundable} />}
    </div>
  );
}
