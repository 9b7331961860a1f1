import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatRsd } from '../../../contract/format';
import { countOf } from '../../../contract/plural';
import { paymentCheckMachine } from '../../../machines/payment-check/payment-check.machine';
import { selectCheckedOrder } from '../../../machines/payment-check/payment-check.selectors';
import { formatDateTime } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import { useScreenActor } from '../../lib/use-screen-actor';
import type { OrderListQuery } from '../admin-api';
import { ORDER_LIST_IDS, orderListLoader } from '../actors/order.actors';
import { AdminScreen, pageFrom, queryOf } from '../admin-ui';
import { ListSearch } from '../list-search';
import { PagedTable } from '../paged-table';
import {
  FULFILMENT_LABELS,
  ORDER_FORMS,
  ORDER_STATUS_FILTERS,
  PAYMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  STATUS_FILTER_LABELS,
} from '../labels';
import { MarkPaidPanel } from './mark-paid-panel';

type Kind = 'all' | 'payments' | 'withdrawals';

const KINDS: Record<Kind, { title: string; path: string; status?: OrderListQuery['status'] }> = {
  all: { title: 'Porudžbine', path: '/porudzbine' },
  payments: { title: 'Uplate na čekanju', path: '/uplate', status: 'awaitingPayment' },
  withdrawals: { title: 'Odustanci', path: '/odustanci', status: 'withdrawalRequested' },
};

const statusFrom = (value: string | null) =>
  (ORDER_STATUS_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as OrderListQuery['status'])
    : undefined;

/** The search box and, on the list of all orders, the status filter; both live in the URL. */
function Filters({ kind, query }: { kind: Kind; query: OrderListQuery }) {
  const [, navigate] = useLocation();
  const { path } = KINDS[kind];
  const go = (next: Partial<OrderListQuery>) =>
    navigate(
      `${path}${queryOf({ status: kind === 'all' ? query.status : undefined, q: query.q, ...next, page: undefined })}`,
    );
  return (
    <ListSearch
      id="order-search"
      initial={query.q ?? ''}
      placeholder="Broj, ime, e-adresa, telefon ili poziv na broj"
      onSearch={(q) => go({ q })}
    >
      {kind === 'all' && (
        <div className="field">
          <label htmlFor="order-status">Status</label>
          <select
            id="order-status"
            value={query.status ?? ''}
            onChange={(event) => go({ status: statusFrom(event.target.value) })}
          >
            <option value="">Sve porudžbine</option>
            {ORDER_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      )}
    </ListSearch>
  );
}

/**
 * A list of orders: all of them (filtered by status), the bank transfers waiting for payment
 * (with the slip's "poziv na broj" and "Označi kao plaćeno") or the withdrawal requests. Filters,
 * search and page are the URL's, so a list can be shared and the Back button returns to it.
 */
export function OrderListScreen({ kind }: { kind: Kind }) {
  const params = new URLSearchParams(useSearch());
  const { title, path, status } = KINDS[kind];
  const query: OrderListQuery = {
    status: status ?? statusFrom(params.get('status')),
    q: params.get('q') ?? undefined,
    page: pageFrom(params.get('page')),
  };
  const list = useLoader(orderListLoader, query, { systemId: ORDER_LIST_IDS[kind] });
  const check = useScreenActor('paymentCheck', paymentCheckMachine);
  const paying = useSelector(check, (snapshot) => (snapshot ? selectCheckedOrder(snapshot) : null));
  return (
    <AdminScreen title={title}>
      <Filters key={`${query.status}-${query.q}`} kind={kind} query={query} />
      {kind === 'payments' && paying && (
        <MarkPaidPanel
          key={paying}
          orderId={paying}
          onClose={() => check?.send({ type: 'paymentCheck.close' })}
        />
      )}
      <PagedTable
        list={list}
        caption={(page) => `${title}: ${countOf(page.total, ORDER_FORMS)}`}
        columns={[
          'Broj',
          'Datum',
          'Kupac',
          'Iznos',
          kind === 'payments' ? 'Poziv na broj' : 'Plaćanje',
          'Status',
          ...(kind === 'payments' ? ['Uplata'] : []),
        ]}
        row={(order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link href={`/porudzbine/${order.id}`}>{order.number}</Link>
            </th>
            <td>{formatDateTime(order.createdAt)}</td>
            <td>
              {order.customerName}
              <span className="admin-sub">
                {order.email} · {order.phone}
              </span>
            </td>
            <td className="number">{formatRsd(order.total)}</td>
            {kind === 'payments' ? (
              <td>
                <code>{order.paymentReference}</code>
              </td>
            ) : (
              <td>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
            )}
            <td>
              {FULFILMENT_LABELS[order.lifecycle.fulfilment]}
              <span className="admin-sub">{PAYMENT_LABELS[order.lifecycle.payment]}</span>
            </td>
            {kind === 'payments' && (
              <td>
                <button
                  type="button"
                  className="button secondary"
                  aria-label={`Označi kao plaćeno: porudžbina br. ${order.number}`}
                  onClick={() => check?.send({ type: 'paymentCheck.open', orderId: order.id })}
                >
                  Označi kao plaćeno
                </button>
              </td>
            )}
          </tr>
        )}
        empty="Nema porudžbina za ove uslove."
        hrefOf={(page) =>
          `${path}${queryOf({ status: kind === 'all' ? query.status : undefined, q: query.q, page })}`
        }
      />
    </AdminScreen>
  );
}
