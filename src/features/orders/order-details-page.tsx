import { Link, useParams } from 'wouter';
import { systemIds } from '../../../machines/shared/system';
import { orderDetailsLoader } from '../../actors/account.screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { formatDateTime } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import { OrderSummary } from '../../components/ui/order-summary';
import { OrderProgress } from './order-progress';
import { OrderWithdrawal } from './order-withdrawal';
import './orders.css';

const backToHistory = (
  <Link href="/profil/istorija-kupovine" className="order-back">
    ← Nazad na istoriju kupovine
  </Link>
);

/**
 * /profil/istorija-kupovine/{orderId}: one order (routes.tsx has already checked the id's form),
 * with its life and, while the window is open, the withdrawal request. The order stays shown while
 * it is read again (after a withdrawal request).
 */
export function OrderDetailsPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { status, data, error, retry } = useLoader(
    orderDetailsLoader,
    { id: orderId },
    { systemId: systemIds.order },
  );

  if (status === 'loaded' && data === null)
    return (
      <div className="orders-page">
        <PageHeading>Porudžbina nije pronađena</PageHeading>
        <EmptyState title="Ova porudžbina ne postoji ili ne pripada Vašem nalogu.">
          <Link href="/profil/istorija-kupovine" className="button primary">
            Nazad na istoriju kupovine
          </Link>
        </EmptyState>
      </div>
    );

  // The last answer is kept while another order loads: it shows only if it is this page's order.
  const shown = data && data.order.id === orderId ? data : null;
  const order = shown?.order;
  return (
    <div className="orders-page">
      {backToHistory}
      <PageHeading title={order ? `Porudžbina br. ${order.number}` : 'Detalji porudžbine'}>
        {order ? `Porudžbina br. ${order.number}` : 'Detalji porudžbine'}
      </PageHeading>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status === 'loading' && !shown && <PageLoading label="Učitavanje porudžbine…" />}
      {order && shown && (
        <>
          <p className="order-meta">
            Poručeno <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          <OrderProgress order={order} progress={shown} />
          <OrderSummary order={order} paymentSlip={shown.paymentSlip} />
          <OrderWithdrawal order={order} progress={shown} />
        </>
      )}
    </div>
  );
}
