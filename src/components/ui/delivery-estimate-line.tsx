import { useSyncExternalStore } from 'react';
import './delivery-estimate.css';
import { type DeliveryKind, deliveryEstimate, deliveryKindOf } from '../../../contract/delivery-estimate';

// The clock is read after hydration, never on the server: a page may be served from the page cache
// long after it was rendered (server/cache), and the estimate must be the one of the moment the
// shopper looks. So the server and the hydrating browser both render no date (getServerSnapshot),
// and React renders the browser's estimate right after: no mismatch, no stale date. A minute's
// tick moves it on when the 14:00 cut-off or midnight passes while the page is open.
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, 60_000);
  return () => clearInterval(timer);
};
const noEstimateYet = () => null;

/** "Isporuka: od 1. do 3. decembra" of an order placed now; null on the server and while hydrating. */
export function useDeliveryEstimate(kind: DeliveryKind): string | null {
  return useSyncExternalStore(everyMinute, () => deliveryEstimate(new Date(), kind).text, noEstimateYet);
}

/**
 * The delivery date line of the product page, the cart and the review: bulky when any of the
 * goods ships at the bulky price (contract/delivery-estimate.ts).
 */
export function DeliveryEstimateLine({ shippingPrices }: { shippingPrices: readonly number[] }) {
  const text = useDeliveryEstimate(deliveryKindOf(shippingPrices));
  return <p className="delivery-estimate">{text}</p>;
}
