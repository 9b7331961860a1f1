import { Link } from 'wouter';
import { PIECE_FORMS, countOf } from '../../../contract/plural';
import { formatRsd } from '../../../contract/format';
import { ordersLoader } from '../../actors/screen-data';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, PageLoading } from '../../components/ui/status';
import { formatDate } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import { paymentMethodLabels } from '../../lib/order-labels';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

const orderForms = ['porudžbina', 'porudžbine', 'porudžbina'] as const;
/** /profil/istorija-kupovine: the user's orders, newest first as the server lists them. */
export function OrderHistoryPage() {
  const { status, data: orders, error, retry } = useLoader(ordersLoader, undefined);
  return (
    <div className="orders-page">
      <PageHeading>Istorija kupovine</PageHeading>
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {status === 'loading' && <PageLoading label="Učitavanje porudžbina…" />}
      {status === 'loaded' && orders && orders.length === 0 && (
        <EmptyState title="Još nemate nijednu porudžbinu.">
          <p>Kada nešto kupite, ovde ćete videti porudžbinu, njen status i sve detalje.</p>
          <Link href="/proizvodi" className="button primary">
            Pogledajte proizvode
          </Link>
        </EmptyState>
      )}
      {status === 'loaded' && orders && orders.length > 0 && (
        <>
          <p className="orders-count">{countOf(orders.length, orderForms)}</p>
          <ul className="order-list">
            {orders.map((order) => (
              <li key={order.id} className="order-card">
                <h2 className="order-card-title">Porudžbina br. {order.number}</h2>
                <dl className="order-card-facts">
                  <div>
                    <dt>Datum</dt>
                    <dd>
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <OrderStatusBadge status={order.status} />
                    </dd>
                  </div>
                  <div>
                    <dt>Ukupno</dt>
                    <dd>
                      {formatRsd(order.total)}{' '}
                      <span className="order-muted">({countOf(order.itemCount, PIECE_FORMS)})</span>
                    </dd>
                  </div>
                  <div>
                    <dt>Plaćanje</dt>
                    <dd>{paymentMethodLabels[order.paymentMethod]}</dd>
                  </div>
                </dl>
                <Link
                  href={`/profil/istorija-kupovine/${order.id}`}
                  className="button secondary"
                  aria-label={`Detalji porudžbine br. ${order.number}`}
                >
                  Detalji
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
