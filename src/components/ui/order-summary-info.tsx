import type { ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import { TypedText } from './typed-text';
import { orderSummaryLabels as labels, paymentMethodLabels } from '../../lib/order-labels';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * Who ordered, where it goes and how it is paid, each a titled part the page can be searched by;
 * what the shopper typed stays as typed in either script.
 */
export function OrderSummaryInfo({ order }: { order: Order }) {
  const { customer, address } = order;
  return (
    <section className="order-summary-section" aria-labelledby="order-info-title">
      <h2 id="order-info-title">{labels.deliveryTitle}</h2>
      <div className="order-summary-info">
        <Part id="order-customer-title" title={labels.customer}>
          <p>
            <TypedText text={`${customer.firstName} ${customer.lastName}`} />
            <br />
            {customer.email}
            <br />
            {customer.phone}
          </p>
        </Part>
        <Part id="order-address-title" title={labels.address}>
          <p>
            <TypedText text={address.street} />
            <br />
            {address.postalCode} <TypedText text={address.city} />
          </p>
        </Part>
        <Part id="order-payment-title" title={labels.paymentMethod}>
          <p>{paymentMethodLabels[order.paymentMethod]}</p>
        </Part>
        {order.company && (
          <Part id="order-invoice-title" title={labels.invoice}>
            <p>
              R1, na firmu <TypedText text={order.company.name} />
              <br />
              PIB {order.company.pib}
              <br />
              Matični broj {order.company.registrationNumber}
            </p>
          </Part>
        )}
        {order.note && (
          <Part id="order-note-title" title={labels.note}>
            <p className="order-summary-note" data-script="latin">
              {order.note}
            </p>
          </Part>
        )}
      </div>
    </section>
  );
}
