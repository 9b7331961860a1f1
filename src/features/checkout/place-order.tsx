import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import {
  selectCanRetry,
  selectIsPlacing,
  selectPlaceFailure,
} from '../../../machines/checkout/checkout.selectors';
import { Link } from 'wouter';
import { useCheckout } from '../../lib/shop-selectors';

/** The server refused the order (not for stock): the same request would fail again. */
const selectIsRefused = (snapshot: SnapshotFrom<typeof checkoutMachine>) =>
  snapshot.matches({ payment: 'refused' });

/** What the order button says: ordering means paying (distance-selling law wants it said there). */
const PLACE_ORDER_LABEL = 'Poruči uz obavezu plaćanja';

/**
 * "Poruči uz obavezu plaćanja" beside the terms it accepts, the wait while the order is sent, and
 * what failed: after no answer "Pokušajte ponovo" (the same idempotency key, so the order is placed
 * at most once); after a refusal, back to editing.
 */
export function PlaceOrder() {
  const checkout = useCheckout();
  const placing = useSelector(checkout, selectIsPlacing);
  const failure = useSelector(checkout, selectPlaceFailure);
  const canRetry = useSelector(checkout, selectCanRetry);
  const refused = useSelector(checkout, selectIsRefused);
  return (
    <div className="place-order">
      <p className="form-error" role="alert">
        {!placing && failure}
      </p>
      {canRetry ? (
        <button
          type="button"
          className="button primary"
          onClick={() => checkout.send({ type: 'checkout.retry' })}
        >
          Pokušajte ponovo
        </button>
      ) : refused ? (
        <button
          type="button"
          className="button primary"
          onClick={() => checkout.send({ type: 'checkout.back' })}
        >
          Izmeni porudžbinu
        </button>
      ) : (
        <button
          type="button"
          className="button primary"
          disabled={placing}
          onClick={() => checkout.send({ type: 'checkout.place' })}
        >
          {placing ? 'Slanje porudžbine…' : PLACE_ORDER_LABEL}
        </button>
      )}
      <p className="form-note">
        Porudžbinom prihvatate <Link href="/uslovi-koriscenja">Uslove korišćenja</Link> i obavezu da platite
        iznos „Ukupno“ iz pregleda iznad.
      </p>
      <p className="form-note" role="status">
        {placing ? 'Porudžbina se šalje, molimo sačekajte.' : ''}
      </p>
    </div>
  );
}
