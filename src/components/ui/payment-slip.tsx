import type { z } from 'zod/mini';
import { formatRsd } from '../../../contract/format';
import type { paymentSlipSchema } from '../../../contract/orders';
import './payment-slip.css';

type PaymentSlipData = z.infer<typeof paymentSlipSchema>;

const QR_ALT = 'NBS IPS QR kod za plaćanje';

/**
 * What to write on the payment slip (uplatnica) for a bank transfer (DESIGN §3 Checkout), and the
 * same transfer as an NBS IPS QR code a banking app scans (drawn by the server).
 */
export function PaymentSlip({ slip }: { slip: PaymentSlipData }) {
  const rows: [string, string][] = [
    ['Primalac', slip.recipient],
    ['Račun primaoca', slip.account],
    ['Iznos', formatRsd(slip.amount)],
    ['Šifra plaćanja', slip.paymentCode],
    ['Svrha uplate', slip.purpose],
    ['Model', slip.model],
    ['Poziv na broj', slip.reference],
  ];
  return (
    <section className="payment-slip" aria-labelledby="payment-slip-title">
      <h2 id="payment-slip-title">Podaci za uplatu (uplatnica)</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <figure className="payment-slip-qr">
        <img src={slip.qrCode} alt={QR_ALT} width={192} height={192} />
        <figcaption>
          Skenirajte kod u aplikaciji svoje banke (IPS skeniraj): sva polja uplatnice popuniće se sama.
        </figcaption>
      </figure>
      <p className="form-note">Porudžbinu šaljemo čim uplata stigne na naš račun.</p>
    </section>
  );
}
