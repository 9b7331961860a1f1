import type { z } from 'zod';
import { Link } from 'wouter';
import type { orderResponseSchema } from '../../../contract/orders';
import { PageHeading } from '../../components/ui/page-heading';
import { formatDateTime } from '../../lib/format-date';
import { OrderSummary } from '../../components/ui/order-summary';
import '../../components/ui/delivery-estimate.css';
import { OrderProgress } from './order-progress';
import type { OrderProgress as Progress } from './order-progress.types';
import { OrderWithdrawal } from './order-withdrawal';

type OrderView = z.infer<typeof orderResponseSchema> & {
  /** The order's life, when the order was read from the server (a later visit of the link). */
  progress?: Progress | null;
  /** The link's access token, which a guest's withdrawal request names. */
  token?: string | undefined;
};

/**
 * Spec §2 "order confirmed" layout: the number, then the order as its details page shows it, with
 * its life and the withdrawal request when the order was read with the link.
 */
export function OrderConfirmation({ order, paymentSlip, progress, token }: OrderView) {
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
        {/* From the moment it was placed (the server's text), so the server and the browser agree. */}
        {order.deliveryEstimate && <p className="delivery-estimate">{order.deliveryEstimate}</p>}
      </div>
      {progress && <OrderProgress order={order} progress={progress} />}
      <OrderSummary order={order} paymentSlip={paymentSlip} />
      {progress && <OrderWithdrawal order={order} progress={progress} token={token} />}
      <p className="order-confirmed-links">
        <Link href="/proizvodi" className="button primary">
          Nastavi kupovinu
        </Link>
      </p>
    </div>
  );
}
