import type { ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import { TypedText } from '../../components/ui/typed-text';
import { formatDate } from '../../lib/format-date';
import { paymentStateLabels, timelineLabels } from './order-lifecycle-labels';
import type { OrderProgress as Progress, TimelineEntry } from './order-progress.types';
import { OrderShipment } from './order-shipment';
import { OrderStatusBadge } from './order-status-badge';
import '../../components/ui/fact-rows.css';
import './order-progress.css';

/**
 * What a step's note tells the shopper: the shop's reason for a cancel, the shopper's own reason
 * for a withdrawal (as typed), the amount refunded (the server writes it as "28.970 RSD"). The
 * shipment's note (carrier and number) is the parcel's facts above.
 */
function StepNote({ entry }: { entry: TimelineEntry }) {
  if (!entry.note) return null;
  if (entry.event === 'cancel') return <p className="order-step-note">Razlog: {entry.note}</p>;
  if (entry.event === 'refund') return <p className="order-step-note">Iznos: {entry.note}</p>;
  if (entry.event === 'requestWithdrawal')
    return (
      <p className="order-step-note">
        Razlog: <TypedText text={entry.note} />
      </p>
    );
  return null;
}

/** One step, read as a sentence: "Poslato 27. novembra 2026." */
function Step({ label, at, children }: { label: string; at: string; children?: ReactNode }) {
  return (
    <li className="order-step">
      <span className="order-step-label">{label}</span> <time dateTime={at}>{formatDate(at)}</time>
      {children}
    </li>
  );
}

/**
 * The order's life as the shopper sees it: where the goods and the payment stand, the parcel with
 * its tracking link once shipped, and every step since the order was placed, with its date.
 */
export function OrderProgress({ order, progress }: { order: Order; progress: Progress }) {
  const { lifecycle, timeline, shipment } = progress;
  return (
    <section className="order-summary-section order-progress" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title">Tok porudžbine</h2>
      <dl className="fact-rows order-progress-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Plaćanje</dt>
          <dd>{paymentStateLabels[lifecycle.payment]}</dd>
        </div>
      </dl>
      {shipment && <OrderShipment shipment={shipment} />}
      <ol className="order-timeline" aria-label="Koraci porudžbine">
        <Step label={timelineLabels.place} at={order.createdAt} />
        {timeline.map((entry) => (
          <Step key={`${entry.at} ${entry.event}`} label={timelineLabels[entry.event]} at={entry.at}>
            <StepNote entry={entry} />
          </Step>
        ))}
      </ol>
    </section>
  );
}
