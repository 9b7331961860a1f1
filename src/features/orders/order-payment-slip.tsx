import type { z } from 'zod/mini';
import { formatRsd } from '../../../contract/format';
import type { paymentSlipSchema } from '../../../contract/orders';

type PaymentSlip = z.infer<typeof paymentSlipSchema>;

/** What to write on the payment slip (uplatnica) when paying by bank transfer. */
export function OrderPaymentSlip({ slip }: { slip: PaymentSlip }) {
  return (
    <section className="order-section order-slip" aria-labelledby="order-slip-title">
      <h2 id="order-slip-title">Podaci za uplatnicu</h2>
      <dl className="order-facts">
        <div>
          <dt>Primalac</dt>
          <dd>{slip.recipient}</dd>
        </div>
        <div>
          <dt>Svrha uplate</dt>
          <dd>{slip.purpose}</dd>
        </div>
        <div>
          <dt>Račun primaoca</dt>
          <dd>{slip.account}</dd>
        </div>
        <div>
          <dt>Iznos</dt>
          <dd>{formatRsd(slip.amount)}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>{slip.model || '—'}</dd>
        </div>
        <div>
          <dt>Poziv na broj</dt>
          <dd>{slip.reference}</dd>
        </div>
      </dl>
    </section>
  );
}
