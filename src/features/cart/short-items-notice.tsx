import type { ShortItem } from '../../../machines/checkout/checkout.types';
import { PIECE_FORMS, countOf, plural } from '../../../contract/plural';

/** After the order was refused for stock (409): which products ran short, and by how much. */
export function ShortItemsNotice({ items, message }: { items: ShortItem[]; message: string | null }) {
  return (
    <div className="cart-notice warning" role="alert">
      <p className="cart-notice-title">{message ?? 'Nekih proizvoda nema dovoljno na stanju.'}</p>
      <ul>
        {items.map((item) => (
          <li key={item.productId}>
            <strong>{item.name}</strong>: poručili ste {countOf(item.requested, PIECE_FORMS)},{' '}
            {item.available > 0
              ? `na stanju ${plural(item.available, ['je', 'su', 'je'])} ${countOf(item.available, PIECE_FORMS)}`
              : 'nema ga na stanju'}
            .
          </li>
        ))}
      </ul>
      <p>Prilagodite količine ili uklonite te proizvode, pa nastavite.</p>
    </div>
  );
}
