import type { z } from 'zod';
import { Link } from 'wouter';
import type { orderResponseSchema } from '../../../contract/orders';
import { PageHeading } from '../../components/ui/page-heading';
import { formatDateTime } from '../../lib/format-date';
import { OrderSummary } from '../../components/ui/order-summary';

type OrderView = z.infer<typeof orderResponseSchema>;

/** Spec §2 "order confirmed" layout: the number, then the order as its details page shows it. */
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
          {paymentSlip && ' Podatke za uplatu i QR kod za plaćanje naći ćete ispod.'}
        </p>
      </div>
      <OrderSummary order={order} paymentSlip={paymentSlip} />
      <p className="order-confirmed-links">
        <Link href="/proizvodi" className="button primary">
          Nastavi kupovinu
        </Link>
      </p>
    </div>
  );
}
