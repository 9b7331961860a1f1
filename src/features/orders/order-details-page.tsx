import { Link, useParams } from 'wouter';
import { orderDetailsLoader } from '../../actors/account.screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { formatDateTime } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import { OrderSummary } from '../../components/ui/order-summary';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

const backToHistory = (
  <Link href="/profil/istorija-kupovine" className="order-back">
    ← Nazad na istoriju kupovine
  </Link>
);

/** /profil/istorija-kupovine/{orderId}: one order (routes.tsx has already checked the id's form). */
export function OrderDetailsPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { status, data, error, retry } = useLoader(orderDetailsLoader, { id: orderId });

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

  const order = status === 'loaded' ? data?.order : undefined;
  return (
    <div className="orders-page">
      {backToHistory}
      <PageHeading title={order ? `Porudžbina br. ${order.number}` : 'Detalji porudžbine'}>
        {order ? `Porudžbina br. ${order.number}` : 'Detalji porudžbine'}
      </PageHeading>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status === 'loading' && <PageLoading label="Učitavanje porudžbine…" />}
      {order && data && (
        <>
          <p className="order-meta">
            Poručeno <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> · Status:{' '}
            <OrderStatusBadge status={order.status} />
          </p>
          <OrderSummary order={order} paymentSlip={data.paymentSlip} />
        </>
      )}
    </div>
  );
}
