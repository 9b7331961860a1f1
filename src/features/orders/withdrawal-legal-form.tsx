import type { ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import { WITHDRAWAL_RECIPIENT, withdrawalFormWords as words } from '../../../contract/withdrawal-form';
import { TypedText } from '../../components/ui/typed-text';
import { formatDate } from '../../lib/format-date';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The legal withdrawal form (Pravilnik o obrascu za odustanak, "Sl. glasnik RS" 21/2022) filled in
 * from the order: to whom, the goods, the order and its dates, the consumer's name and addresses.
 * The reason (optional) is the form's one field to fill; the date is the day it is sent.
 */
export function WithdrawalLegalForm({ order, deliveredAt }: { order: Order; deliveredAt: string | null }) {
  const { customer, address } = order;
  return (
    <section className="withdrawal-legal-form" aria-labelledby="withdrawal-legal-form-title">
      <h3 id="withdrawal-legal-form-title">{words.title}</h3>
      <dl className="fact-rows order-progress-facts">
        <Row term={words.recipient}>{WITHDRAWAL_RECIPIENT}</Row>
      </dl>
      <p>{words.statement}</p>
      <ul className="withdrawal-goods">
        {order.items.map((item) => (
          <li key={item.productId}>
            {item.name} — {item.quantity} kom.
          </li>
        ))}
      </ul>
      <dl className="fact-rows order-progress-facts">
        <Row term={words.orderNumber}>{order.number}</Row>
        <Row term={words.orderedAt}>{formatDate(order.createdAt)}</Row>
        <Row term={words.deliveredAt}>{deliveredAt ? formatDate(deliveredAt) : words.notDelivered}</Row>
        <Row term={words.customerName}>
          <TypedText text={`${customer.firstName} ${customer.lastName}`} />
        </Row>
        <Row term={words.address}>
          <TypedText text={`${address.street}, ${address.postalCode} ${address.city}`} />
        </Row>
        <Row term={words.email}>{customer.email}</Row>
      </dl>
    </section>
  );
}
