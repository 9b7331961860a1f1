import { useSelector } from '@xstate/react';
import { selectFailureMessage, selectReviewChanges } from '../../../machines/checkout/checkout.selectors';
import { useCheckout } from '../../lib/shop-selectors';

/**
 * After the server refused the order because the cart changed since the review (409 ORDER_CHANGED):
 * what changed, above the re-fetched lines and totals the shopper now confirms.
 */
export function ReviewChangesNotice() {
  const checkout = useCheckout();
  const changes = useSelector(checkout, selectReviewChanges);
  const message = useSelector(checkout, selectFailureMessage);
  if (changes.length === 0) return null;
  return (
    <div className="cart-notice warning review-changes" role="alert">
      <p className="cart-notice-title">{message}</p>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p>Ništa nije naručeno. Pregled ispod prikazuje korpu kakva je sada.</p>
    </div>
  );
}
