import { formatRsd } from '../../../contract/format';

type Props = {
  subtotal: number;
  shipping: number;
  total: number;
  /** A promo code's discount off the goods, and the code (contract/promo.ts). */
  discount?: number | undefined;
  promoCode?: string | null | undefined;
  /** Explanations under the shipping row (bulky items, how much is left to free delivery). */
  shippingNotes?: string[];
};

/** Subtotal, shipping (spec §9) and total, as the cart, the review and the confirmation show them. */
export function OrderTotals({ subtotal, shipping, total, discount, promoCode, shippingNotes = [] }: Props) {
  return (
    <dl className="order-totals">
      <div className="order-totals-row">
        <dt>Međuzbir</dt>
        <dd>{formatRsd(subtotal)}</dd>
      </div>
      {promoCode && discount !== undefined && (
        <div className="order-totals-row discount">
          <dt>Popust (kod {promoCode})</dt>
          <dd>−{formatRsd(discount)}</dd>
        </div>
      )}
      <div className="order-totals-row">
        <dt>Dostava</dt>
        <dd>{shipping === 0 ? 'Besplatna dostava' : formatRsd(shipping)}</dd>
      </div>
      {shippingNotes.map((note) => (
        <div key={note} className="order-totals-note">
          <dt className="visually-hidden">Napomena o dostavi</dt>
          <dd>{note}</dd>
        </div>
      ))}
      <div className="order-totals-row total">
        <dt>Ukupno</dt>
        <dd>{formatRsd(total)}</dd>
      </div>
    </dl>
  );
}
