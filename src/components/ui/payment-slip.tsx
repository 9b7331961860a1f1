import type { z } from 'zod/mini';
import { formatRsd } from '../../../contract/format';
import type { paymentSlipSchema } from '../../../contract/orders';
import './payment-slip.css';

type PaymentSlipData = z.infer<typeof paymentSlipSchema>;

/**
 * What to write on the payment slip (uplatnica) for a bank transfer (DESIGN §3 Checkout): on the
 * confirmation page and in the order's details.
 */
export function PaymentSlip({ slip }: { slip: PaymentSlipData }) {
  return (
    <section className="payment-slip" aria-labelledby="payment-slip-title">
      <h2 id="payment-slip-title">Podaci za uplatu (uplatnica)</h2>
      <dl>
        <div>
          <dt>Primalac</dt>
          <dd>{slip.recipient}</dd>
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
          <dt>Svrha uplate</dt>
          <dd>{slip.purpose}</dd>
        </div>
        {slip.model && (
          <div>
            <dt>Model</dt>
            <dd>{slip.model}</dd>
          </div>
        )}
        <div>
          <dt>Poziv na broj</dt>
          <dd>{slip.reference}</dd>
        </div>
      </dl>
      <p className="form-note">Porudžbinu šaljemo čim uplata stigne na naš račun.</p>
    </section>
  );
}
