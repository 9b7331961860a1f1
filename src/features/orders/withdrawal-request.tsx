import type { Order } from '../../../contract/orders';
import { withdrawalForm } from '../../actors/withdrawal.form';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useForm } from '../../lib/use-form';
import { WithdrawalLegalForm } from './withdrawal-legal-form';

const REASON_MAX_LENGTH = 1000;

type Props = {
  order: Order;
  /** When the goods were delivered (the timeline's), null before. */
  deliveredAt: string | null;
  /** A guest's page: the order's access token from the link. */
  token?: string | undefined;
};

/**
 * "Odustanak od ugovora" while the window is open: the legal form prefilled from the order, an
 * optional reason, and the request (src/actors/withdrawal.form.ts). Once the shop has it, the page
 * reads the order again and shows the timeline with it; a refusal shows the server's text.
 */
export function WithdrawalRequest({ order, deliveredAt, token }: Props) {
  const form = useForm(withdrawalForm, { values: { reason: '' }, extra: { orderId: order.id, token } });
  const sending = form.status === 'submitting';
  return (
    <form
      ref={form.formRef}
      className="withdrawal-request"
      noValidate
      onSubmit={form.submit}
      aria-busy={form.busy}
      aria-labelledby="withdrawal-title"
    >
      <WithdrawalLegalForm order={order} deliveredAt={deliveredAt} />
      <TextAreaField
        label="Razlog odustanka (nije obavezno)"
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        hint="Razlog ne morate da navedete; pomaže nam da budemo bolji."
        {...form.field('reason')}
      />
      <p className="form-note">
        Zahtev beležimo sa datumom slanja, a potvrdu šaljemo na {order.customer.email}.
      </p>
      <button type="submit" className="button primary" disabled={form.busy}>
        {sending ? 'Slanje…' : 'Pošaljite zahtev za odustanak'}
      </button>
      {form.status === 'succeeded' && (
        <p role="status" className="form-success">
          Primili smo Vaš zahtev za odustanak od ugovora.
        </p>
      )}
      {form.status === 'failed' && (
        <p role="alert" className="form-error">
          {form.error}
        </p>
      )}
    </form>
  );
}
