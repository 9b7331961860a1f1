import type { z } from 'zod';
import { Link } from 'wouter';
import type { orderResponseSchema } from '../../../contract/orders';
import { PageHeading } from '../../components/ui/page-heading';
import { formatDateTime } from '../../lib/format-date';
import { DeliverySummary } from './delivery-summary';
import { OrderTotals } from './order-totals';
import { PaymentSlip } from '../../components/ui/payment-slip';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHOD_NOTES } from './payment-methods';
import { ReviewLines } from './review-lines';

type OrderView = z.infer<typeof orderResponseSchema>;

/** Spec §2 "order confirmed" layout: the number, what was ordered, where it goes, how it is paid. */
export function OrderConfirmation({ order, paymentSlip }: OrderView) {
  return (
    <div className="order-confirmed">
      <PageHeading>Hvala na kupovini!</PageHeading>
      <div className="order-confirmed-lead" role="status">
        <p>
          Vaša porudžbina je primljena. Broj porudžbine: <strong>{order.number}</strong>
        </p>
        <p className="form-note">
          Poručeno {formatDateTime(order.createdAt)}. Potvrdu smo poslali na {order.customer.email}.
        </p>
      </div>
      {paymentSlip && <PaymentSlip slip={paymentSlip} />}
      <section aria-labelledby="confirmed-items-title">
        <h2 id="confirmed-items-title">Proizvodi</h2>
        <ReviewLines
          lines={order.items.map((item) => ({
            key: item.productId,
            name: item.name,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            total: item.lineTotal,
          }))}
        />
        <OrderTotals subtotal={order.subtotal} shipping={order.shipping} total={order.total} />
      </section>
      <div className="order-confirmed-details">
        <section aria-labelledby="confirmed-delivery-title">
          <h2 id="confirmed-delivery-title">Adresa za dostavu</h2>
          <DeliverySummary customer={order.customer} address={order.address} note={order.note} />
        </section>
        <section aria-labelledby="confirmed-payment-title">
          <h2 id="confirmed-payment-title">Način plaćanja</h2>
          <p>{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
          <p className="form-note">{PAYMENT_METHOD_NOTES[order.paymentMethod]}</p>
        </section>
      </div>
      <p className="order-confirmed-links">
        <Link href="/proizvodi" className="button primary">
          Nastavi kupovinu
        </Link>
      </p>
    </div>
  );
}
