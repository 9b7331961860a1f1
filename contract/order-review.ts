import { formatRsd } from './format';
import { type PricedLine, orderTotals, payPrice } from './money';
import { type PromoRule, promoDiscount } from './promo-rules';

/**
 * What the shopper saw on the review step, sent with the order: the server places the order only
 * while its own re-pricing of the cart gives exactly this, so nobody pays for an order they did not see.
 */
export type ReviewedLine = { productId: number; quantity: number; unitPrice: number };
/** The promo code the shopper saw applied and the dinars it took off (contract/promo.ts). */
export type ReviewedPromo = { code: string; discount: number };
export type ReviewedOrder = {
  lines: ReviewedLine[];
  shipping: number;
  total: number;
  promo?: ReviewedPromo;
};

/** A code as a review applies it: its name and what it takes off. */
export type ReviewPromoRule = Pick<PromoRule, 'code' | 'kind' | 'value'>;

/** A cart line as both sides hold it: a product with its prices and a quantity. */
export type ReviewableLine = PricedLine & { product: PricedLine['product'] & { id: number } };

/**
 * The review of these lines: pay price per line, shipping and total by the shared money rules, and
 * with a code its discount off the goods subtotal (shipping stays as the subtotal decides it).
 */
export function reviewOf(lines: readonly ReviewableLine[], promo?: ReviewPromoRule | null): ReviewedOrder {
  const { subtotal, shipping, total } = orderTotals(lines);
  const discount = promo ? promoDiscount(promo, subtotal) : 0;
  return {
    lines: lines.map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      unitPrice: payPrice(product),
    })),
    shipping,
    total: total - discount,
    ...(promo ? { promo: { code: promo.code, discount } } : {}),
  };
}

/**
 * What differs between the review the shopper saw and the order as it stands now, in Serbian, one
 * sentence per change; empty when they are the same. `nameOf` names a product by id.
 */
export function reviewChanges(
  seen: ReviewedOrder,
  now: ReviewedOrder,
  nameOf: (productId: number) => string,
): string[] {
  const changes: string[] = [];
  const seenById = new Map(seen.lines.map((line) => [line.productId, line]));
  const nowById = new Map(now.lines.map((line) => [line.productId, line]));
  const name = (productId: number) => `„${nameOf(productId)}“`;
  for (const line of now.lines) {
    const before = seenById.get(line.productId);
    if (!before) {
      changes.push(`U korpu je dodat proizvod ${name(line.productId)} (količina: ${line.quantity}).`);
      continue;
    }
    if (before.quantity !== line.quantity) {
      changes.push(
        `Količina proizvoda ${name(line.productId)} je promenjena sa ${before.quantity} na ${line.quantity}.`,
      );
    }
    if (before.unitPrice !== line.unitPrice) {
      changes.push(
        `Cena proizvoda ${name(line.productId)} je promenjena sa ${formatRsd(before.unitPrice)} na ${formatRsd(line.unitPrice)}.`,
      );
    }
  }
  for (const line of seen.lines) {
    if (!nowById.has(line.productId)) changes.push(`Iz korpe je uklonjen proizvod ${name(line.productId)}.`);
  }
  const seenDiscount = seen.promo?.discount ?? 0;
  const nowDiscount = now.promo?.discount ?? 0;
  if (seenDiscount !== nowDiscount) {
    changes.push(`Popust po kodu je promenjen sa ${formatRsd(seenDiscount)} na ${formatRsd(nowDiscount)}.`);
  }
  if (seen.shipping !== now.shipping) {
    changes.push(`Dostava je promenjena sa ${formatRsd(seen.shipping)} na ${formatRsd(now.shipping)}.`);
  }
  if (seen.total !== now.total) {
    changes.push(`Ukupno za plaćanje je sada ${formatRsd(now.total)} umesto ${formatRsd(seen.total)}.`);
  }
  return changes;
}

/**
 * Whether the only difference is the promo code (applied, removed or another): the shopper's own
 * change on the review, which the totals show, not a change to name.
 */
export function onlyPromoChanged(seen: ReviewedOrder, now: ReviewedOrder): boolean {
  if ((seen.promo?.code ?? null) === (now.promo?.code ?? null)) return false;
  const { promo: _seen, ...seenRest } = seen;
  return reviewChanges({ ...seenRest, total: now.total }, { ...now, promo: undefined }, String).length === 0;
}

export const ORDER_CHANGED_TEXT =
  'Porudžbina se promenila od kada ste je pregledali. Proverite izmene i potvrdite porudžbinu ponovo.';
