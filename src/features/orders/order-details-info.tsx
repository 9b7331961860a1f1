import type { Order } from '../../../contract/orders';
import { paymentMethodLabels } from './order-labels';

/** Who ordered, where it goes and how it is paid. */
export function OrderDetailsInfo({ order }: { order: Order }) {
  const { customer, address } = order;
  return (
    <section className="order-section" aria-labelledby="order-info-title">
      <h2 id="order-info-title">Dostava i plaćanje</h2>
      <div className="order-info-grid">
        <div>
          <h3>Kupac</h3>
          <p>
            {customer.firstName} {customer.lastName}
            <br />
            {customer.email}
            <br />
            {customer.phone}
          </p>
        </div>
        <div>
          <h3>Adresa za dostavu</h3>
          <p>
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </p>
        </div>
        <div>
          <h3>Način plaćanja</h3>
          <p>{paymentMethodLabels[order.paymentMethod]}</p>
        </div>
        {order.note && (
          <div>
            <h3>Napomena</h3>
            <p className="order-note">{order.note}</p>
          </div>
        )}
      </div>
    </section>
  );
}
