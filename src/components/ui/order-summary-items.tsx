import { Link } from 'wouter';
import { formatRsd } from '../../../contract/format';
import type { Order } from '../../../contract/orders';
import { orderSummaryLabels as labels } from '../../lib/order-labels';

/**
 * The ordered products (product, quantity, unit price, line total), then subtotal, the promo code's
 * discount, shipping, total: the confirmation and the shopper's order details.
 */
export function OrderSummaryItems({ order }: { order: Order }) {
  return (
    <section className="order-summary-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{labels.itemsTitle}</h2>
      <table className="order-summary-items">
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.unitPrice}</th>
            <th scope="col">{labels.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <th scope="row">
                <div className="order-summary-product">
                  <img src={item.thumbnail} alt="" width={56} height={56} loading="lazy" />
                  <Link href={`/proizvod/${item.slug}`}>{item.name}</Link>
                </div>
              </th>
              <td data-label={labels.quantity}>{item.quantity}</td>
              <td data-label={labels.unitPrice}>{formatRsd(item.unitPrice)}</td>
              <td data-label={labels.lineTotal}>{formatRsd(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="fact-rows order-summary-totals">
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{formatRsd(order.subtotal)}</dd>
        </div>
        {order.promoCode && order.discount ? (
          <div className="order-summary-discount">
            <dt>
              {labels.discount} {order.promoCode})
            </dt>
            <dd>−{formatRsd(order.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{labels.shipping}</dt>
          <dd>{order.shipping === 0 ? labels.freeShipping : formatRsd(order.shipping)}</dd>
        </div>
        <div className="order-summary-total">
          <dt>{labels.total}</dt>
          <dd>{formatRsd(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
