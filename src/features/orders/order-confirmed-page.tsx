import { useSearch } from 'wouter';
import { isUuid } from '../../../contract/uuid';
import { selectPlacedOrder } from '../../../machines/checkout/checkout.selectors';
import { systemIds } from '../../../machines/shared/system';
import { orderLoader } from '../../actors/screen-data';
import { PageLoading } from '../../components/ui/status';
import { useCheckoutActor, usePartSelector } from '../../lib/shop-selectors';
import { useLoader } from '../../lib/use-loader';
import { OrderConfirmation } from './order-confirmation';
import { OrderUnavailable } from './order-unavailable';
import '../../styles/checkout.css';

const BAD_LINK = 'Link ka porudžbini nije potpun ili nije ispravan. Proverite link iz e-poruke sa potvrdom.';

/** The order read from the server with the link's token (a later visit, the confirmation e-mail). */
function LoadedConfirmation({ id, token }: { id: string; token: string | undefined }) {
  const loaded = useLoader(orderLoader, token ? { id, token } : { id }, { systemId: systemIds.order });
  if (loaded.status === 'failed')
    return <OrderUnavailable message={loaded.error ?? BAD_LINK} onRetry={loaded.retry} />;
  if (!loaded.data) return <PageLoading label="Učitavanje porudžbine…" />;
  return (
    <OrderConfirmation
      order={loaded.data.order}
      paymentSlip={loaded.data.paymentSlip}
      progress={loaded.data}
      token={token}
    />
  );
}

/**
 * /potvrdjena-kupovina?order=&token=: the order just placed. Right after checkout the checkout still
 * holds it, so it shows at once; otherwise it is loaded with the link's token.
 */
export function OrderConfirmedPage() {
  const placed = usePartSelector(useCheckoutActor(), selectPlacedOrder, null);
  const params = new URLSearchParams(useSearch());
  const id = params.get('order') ?? '';
  const token = params.get('token') || undefined;
  if (placed && placed.order.id === id)
    return <OrderConfirmation order={placed.order} paymentSlip={placed.paymentSlip} />;
  if (!isUuid(id)) return <OrderUnavailable message={BAD_LINK} />;
  return <LoadedConfirmation id={id} token={token} />;
}
