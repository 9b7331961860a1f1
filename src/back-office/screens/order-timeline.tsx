import type { AdminOrderDetail } from '../../../contract/admin';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { FULFILMENT_LABELS, PAYMENT_LABELS, TIMELINE_LABELS } from '../labels';

/** The order's history: each transition with when, who, from which state to which, and its note. */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetail['timeline'] }) {
  if (timeline.length === 0) return <p>Porudžbina je primljena; još nema promena.</p>;
  return (
    <ol className="admin-timeline">
      {timeline.map((entry) => {
        const fulfilment = entry.from.fulfilment !== entry.to.fulfilment;
        const payment = entry.from.payment !== entry.to.payment;
        return (
          <li key={`${entry.at}-${entry.event}`}>
            <p className="admin-timeline-title">
              <strong>
                {TIMELINE_LABELS[entry.event]} {formatDate(entry.at)}
              </strong>{' '}
              <time dateTime={entry.at} className="admin-sub">
                {formatDateTime(entry.at).split(' ').pop()}
              </time>
            </p>
            <p className="admin-sub">
              {entry.actor.kind === 'staff' ? 'Osoblje' : 'Kupac'}: {entry.actor.name}
              {fulfilment &&
                ` · ${FULFILMENT_LABELS[entry.from.fulfilment]} → ${FULFILMENT_LABELS[entry.to.fulfilment]}`}
              {payment && ` · ${PAYMENT_LABELS[entry.from.payment]} → ${PAYMENT_LABELS[entry.to.payment]}`}
            </p>
            {entry.note && <p>{entry.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
