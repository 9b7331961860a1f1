import { Link, useParams } from 'wouter';
import { formatRsd } from '../../../contract/format';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { formatDateTime } from '../../lib/format-date';
import { ActionNotice, AdminScreen } from '../admin-ui';
import {
  ACTION_DONE,
  CARRIER_LABELS,
  FULFILMENT_LABELS,
  PAYMENT_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../labels';
import { OrderActions } from './order-actions';
import { OrderTimeline } from './order-timeline';
import { useAdminOrder } from './use-admin-order';

/** One order: its lines, address, customer, payment, shipment, timeline and its allowed actions. */
function OrderDetail({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  const { detail } = order;
  const title = detail ? `Porudžbina br. ${detail.order.number}` : 'Porudžbina';
  return (
    <AdminScreen title={title} actions={<Link href="/porudzbine">Sve porudžbine</Link>}>
      {order.status === 'loading' && <PageLoading />}
      {order.status === 'loadFailed' && (
        <ErrorState
          message={order.error ?? ''}
          onRetry={() => order.actor?.send({ type: 'adminOrder.retry' })}
        />
      )}
      {detail && (
        <div className="admin-order">
          <p className="admin-status-line">
            <span className="badge">{FULFILMENT_LABELS[detail.lifecycle.fulfilment]}</span>{' '}
            <span className="badge">{PAYMENT_LABELS[detail.lifecycle.payment]}</span>{' '}
            <span className="admin-sub">primljena {formatDateTime(detail.order.createdAt)}</span>
          </p>
          <section aria-labelledby="order-actions-title" className="admin-panel">
            <h2 id="order-actions-title">Radnje</h2>
            {order.status === 'done' && order.sent && (
              <ActionNotice kind="success">{ACTION_DONE[order.sent]}</ActionNotice>
            )}
            {order.notice && <ActionNotice kind="info">{order.notice}</ActionNotice>}
            {(order.status === 'conflict' || order.status === 'failed') && order.error && (
              <ActionNotice kind="error">{order.error}</ActionNotice>
            )}
            <OrderActions
              order={order}
              orderId={orderId}
              refundable={detail.order.total - detail.refundedAmount}
            />
          </section>
          <div className="admin-columns">
            <section aria-labelledby="order-customer-title">
              <h2 id="order-customer-title">Kupac</h2>
              <p>
                {detail.order.customer.firstName} {detail.order.customer.lastName}
                <br />
                <a href={`mailto:${detail.order.customer.email}`}>{detail.order.customer.email}</a>
                <br />
                {detail.order.customer.phone}
              </p>
              <h2>Adresa za dostavu</h2>
              <p>
                {detail.order.address.street}
                <br />
                {detail.order.address.postalCode} {detail.order.address.city}
              </p>
              {detail.order.company && (
                <>
                  <h2>Račun R1 (pravno lice)</h2>
                  <p>
                    {detail.order.company.name}
                    <br />
                    PIB {detail.order.company.pib}
                    <br />
                    Matični broj {detail.order.company.registrationNumber}
                  </p>
                </>
              )}
              {detail.order.note && (
                <>
                  <h2>Napomena kupca</h2>
                  <p>{detail.order.note}</p>
                </>
              )}
            </section>
            <section aria-labelledby="order-payment-title">
              <h2 id="order-payment-title">Plaćanje i dostava</h2>
              <dl className="admin-facts">
                <dt>Način plaćanja</dt>
                <dd>{PAYMENT_METHOD_LABELS[detail.order.paymentMethod]}</dd>
                <dt>Poziv na broj</dt>
                <dd>
                  <code>{detail.paymentReference}</code>
                </dd>
                {detail.refundedAmount > 0 && (
                  <>
                    <dt>Vraćeno</dt>
                    <dd>{formatRsd(detail.refundedAmount)}</dd>
                  </>
                )}
                {detail.shipment && (
                  <>
                    <dt>Kurirska služba</dt>
                    <dd>{CARRIER_LABELS[detail.shipment.carrier]}</dd>
                    <dt>Broj pošiljke</dt>
                    <dd>
                      <a href={detail.shipment.trackingUrl} target="_blank" rel="noreferrer">
                        {detail.shipment.trackingNumber}
                      </a>
                    </dd>
                  </>
                )}
              </dl>
            </section>
          </div>
          <table className="admin-table">
            <caption>Stavke porudžbine</caption>
            <thead>
              <tr>
                <th scope="col">Proizvod</th>
                <th scope="col">Cena</th>
                <th scope="col">Količina</th>
                <th scope="col">Ukupno</th>
              </tr>
            </thead>
            <tbody>
              {detail.order.items.map((item) => (
                <tr key={item.productId}>
                  <th scope="row">{item.name}</th>
                  <td className="number">{formatRsd(item.unitPrice)}</td>
                  <td className="number">{item.quantity}</td>
                  <td className="number">{formatRsd(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {detail.order.promoCode && detail.order.discount ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    Popust (kod {detail.order.promoCode})
                  </th>
                  <td className="number">−{formatRsd(detail.order.discount)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3}>
                  Dostava
                </th>
                <td className="number">{formatRsd(detail.order.shipping)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Ukupno
                </th>
                <td className="number">{formatRsd(detail.order.total)}</td>
              </tr>
            </tfoot>
          </table>
          <section aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title">Istorija porudžbine</h2>
            <OrderTimeline timeline={detail.timeline} />
          </section>
        </div>
      )}
    </AdminScreen>
  );
}

/** /admin/porudzbine/{id}: a new id is a new order's machine. */
export function OrderDetailScreen() {
  const { id } = useParams<{ id: string }>();
  return <OrderDetail key={id} orderId={id} />;
}
