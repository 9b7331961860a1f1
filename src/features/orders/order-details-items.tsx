import { Link } from 'wouter';
import { formatRsd } from '../../../contract/format';
import type { Order } from '../../../contract/orders';

/** The ordered products with unit prices and line totals, then subtotal, shipping and total. */
export function OrderDetailsItems({ order }: { order: Order }) {
  return (
    <section className="order-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title">Proizvodi</h2>
      <table className="order-items">
        <thead>
          <tr>
            <th scope="col">Proizvod</th>
            <th scope="col">Cena</th>
            <th scope="col">Količina</th>
            <th scope="col">Ukupno</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <th scope="row">
                <div className="order-item-product">
                  <img src={item.thumbnail} alt="" width={56} height={56} loading="lazy" />
                  <Link href={`/proizvod/${item.slug}`}>{item.name}</Link>
                </div>
              </th>
              <td data-label="Cena">{formatRsd(item.unitPrice)}</td>
              <td data-label="Količina">{item.quantity}</td>
              <td data-label="Ukupno">{formatRsd(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div>
          <dt>Vrednost proizvoda</dt>
          <dd>{formatRsd(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Dostava</dt>
          <dd>{order.shipping === 0 ? 'Besplatna' : formatRsd(order.shipping)}</dd>
        </div>
        <div className="order-total">
          <dt>Ukupno za plaćanje</dt>
          <dd>{formatRsd(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
