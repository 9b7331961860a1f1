import type { Order } from '../../../contract/orders';
import { formatDate } from '../../lib/format-date';
import type { OrderProgress, TimelineEntry } from './order-progress.types';
import { WithdrawalRequest } from './withdrawal-request';
import '../../components/ui/fact-rows.css';
import './order-progress.css';

type Props = { order: Order; progress: OrderProgress; token?: string | undefined };

const lastOf = (progress: OrderProgress, event: 'deliver' | 'requestWithdrawal') =>
  progress.timeline.findLast((entry) => entry.event === event);

/** What followed the request (machines/order-lifecycle): a cancel before shipping, or the return. */
function afterRequest(progress: OrderProgress, requested: TimelineEntry): string {
  if (requested.to.fulfilment === 'cancelled') return 'Porudžbina još nije bila poslata, pa je otkazana.';
  if (progress.lifecycle.fulfilment === 'returned') return 'Vraćene proizvode smo primili.';
  return 'Proizvode nam vratite najkasnije 14 dana od tog dana.';
}

/**
 * What the window says while open: until its last day, or until 14 days after delivery. A date
 * ends with its own dot ("28. marta 2026."), which ends the sentence too.
 */
function OpenWindow({ until }: { until: string | null }) {
  return (
    <p>
      Od ugovora možete odustati bez navođenja razloga{' '}
      {until ? (
        <>
          do <time dateTime={until}>{formatDate(until)}</time>
        </>
      ) : (
        'sve do isteka 14 dana od prijema robe.'
      )}
    </p>
  );
}

/**
 * "Odustanak od ugovora" on an order's page (Zakon o zaštiti potrošača): the request while the
 * window is open; once asked, when; once the window closed, until when it was open. A cancelled
 * order that was never withdrawn from has nothing to withdraw from.
 */
export function OrderWithdrawal({ order, progress, token }: Props) {
  const requested = lastOf(progress, 'requestWithdrawal');
  const { open, until } = progress.withdrawal;
  if (!requested && !open && !until) return null;
  return (
    <section className="order-summary-section order-withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">Odustanak od ugovora</h2>
      {requested ? (
        <p>
          Zahtev za odustanak od ugovora poslali ste{' '}
          <time dateTime={requested.at}>{formatDate(requested.at)}</time> {afterRequest(progress, requested)}
        </p>
      ) : open ? (
        <>
          <OpenWindow until={until} />
          <WithdrawalRequest
            order={order}
            deliveredAt={lastOf(progress, 'deliver')?.at ?? null}
            token={token}
          />
        </>
      ) : (
        <p>
          Odustanak od ugovora bio je moguć do <time dateTime={until!}>{formatDate(until!)}</time>
        </p>
      )}
    </section>
  );
}
