import { formatRsd } from '../../../contract/format';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { ActionNotice } from '../admin-ui';
import { ACTION_DONE, PAYMENT_LABELS } from '../labels';
import { useAdminOrder } from './use-admin-order';

/**
 * Uplate na čekanju: the order a transfer is for, read again with its version, so the amount and
 * the "poziv na broj" can be checked against the bank statement before it is marked paid.
 */
export function MarkPaidPanel({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useAdminOrder(orderId);
  const { detail } = order;
  return (
    <section className="admin-panel" aria-labelledby="mark-paid-title">
      <h2 id="mark-paid-title">
        Evidentiranje uplate{detail ? ` za porudžbinu br. ${detail.order.number}` : ''}
      </h2>
      {order.status === 'loading' && <PageLoading />}
      {order.status === 'loadFailed' && (
        <ErrorState
          message={order.error ?? ''}
          onRetry={() => order.actor?.send({ type: 'adminOrder.retry' })}
        />
      )}
      {detail && (
        <dl className="admin-facts">
          <dt>Iznos</dt>
          <dd>{formatRsd(detail.order.total)}</dd>
          <dt>Poziv na broj</dt>
          <dd>
            <code>{detail.paymentReference}</code>
          </dd>
          <dt>Kupac</dt>
          <dd>
            {detail.order.customer.firstName} {detail.order.customer.lastName}
          </dd>
          <dt>Plaćanje</dt>
          <dd>{PAYMENT_LABELS[detail.lifecycle.payment]}</dd>
        </dl>
      )}
      {order.status === 'done' && order.sent && (
        <ActionNotice kind="success">{ACTION_DONE[order.sent]}</ActionNotice>
      )}
      {order.notice && <ActionNotice kind="info">{order.notice}</ActionNotice>}
      {(order.status === 'conflict' || order.status === 'failed') && order.error && (
        <ActionNotice kind="error">{order.error}</ActionNotice>
      )}
      <div className="admin-actions">
        {order.allowed.includes('markPaid') && (
          <button
            type="button"
            className="button primary"
            disabled={order.busy}
            onClick={() => order.actor?.send({ type: 'adminOrder.act', action: { type: 'markPaid' } })}
          >
            Potvrdi uplatu
          </button>
        )}
        <button type="button" className="button secondary" onClick={onClose}>
          Zatvori
        </button>
      </div>
    </section>
  );
}
