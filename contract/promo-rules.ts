import { formatDay } from './format-date';
import { formatRsd } from './format';
import { belgradeDateOf } from './belgrade-calendar';

/**
 * Promo codes (issue 36). A code takes a fixed amount or a percentage off the goods subtotal (the
 * pay prices × quantities), never off shipping: shipping is decided on the subtotal before the
 * discount, so a code never makes free delivery disappear. One code per order. Both sides compute
 * the discount with `promoDiscount`; the server alone decides whether a code applies.
 */

// No zod here: the cart machine (in the start chunk) computes discounts with these.

export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** How a shopper's typing becomes a code: case does not matter, spaces around it neither. */
export const normalizePromoCode = (input: string): string => input.trim().toUpperCase();

export const promoKinds = ['amount', 'percent'] as const;
export type PromoKind = (typeof promoKinds)[number];

/** A code as the rules read it; days are Belgrade calendar days `YYYY-MM-DD`, both inclusive. */
export type PromoRule = {
  code: string;
  kind: PromoKind;
  /** Dinars off for `amount`, percent (1–100) for `percent`. */
  value: number;
  minOrder: number;
  validFrom: string;
  validTo: string;
  /** Total uses of the code; null: no limit. */
  maxUses: number | null;
  /** Uses per customer (an account, or a guest's e-mail); null: no limit. */
  maxUsesPerCustomer: number | null;
  active: boolean;
};

/** How often the code was used, in all and by the customer placing the order. */
export type PromoUsage = { total: number; byCustomer: number };

/**
 * The discount of a code on a goods subtotal: a percentage rounds to whole dinars (half up), a
 * fixed amount is taken as it is, and neither ever takes more than the subtotal (the goods never
 * cost less than 0).
 */
export function promoDiscount(rule: Pick<PromoRule, 'kind' | 'value'>, subtotal: number): number {
  const off = rule.kind === 'percent' ? Math.round((subtotal * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(subtotal, off));
}

export const promoRefusalCodes = [
  'PROMO_UNKNOWN',
  'PROMO_INACTIVE',
  'PROMO_NOT_YET_VALID',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'PROMO_BELOW_MINIMUM',
] as const;
export type PromoRefusalCode = (typeof promoRefusalCodes)[number];
export type PromoRefusal = { code: PromoRefusalCode; reason: string };

export const PROMO_UNKNOWN_TEXT = 'Kod ne postoji.';

/** The Serbian reason of each refusal. */
export function promoRefusal(code: PromoRefusalCode, rule?: PromoRule): PromoRefusal {
  const reason = {
    PROMO_UNKNOWN: PROMO_UNKNOWN_TEXT,
    PROMO_INACTIVE: 'Kod trenutno nije aktivan.',
    PROMO_NOT_YET_VALID: `Kod važi od ${rule ? formatDay(rule.validFrom) : ''}`,
    PROMO_EXPIRED: 'Kod je istekao.',
    PROMO_USED_UP: 'Kod je iskorišćen.',
    PROMO_ALREADY_USED: 'Već ste iskoristili ovaj kod.',
    PROMO_BELOW_MINIMUM: `Kod važi za porudžbine od ${rule ? formatRsd(rule.minOrder) : ''}.`,
  }[code];
  return { code, reason };
}

/**
 * Why a code cannot be used on this order now, or null when it can. Checked in this order, so a
 * shopper hears the reason that matters most: unknown, switched off, dates, limits, then minimum.
 */
export function promoRefusalOf(
  rule: PromoRule | undefined,
  { subtotal, usage, now }: { subtotal: number; usage: PromoUsage; now: Date },
): PromoRefusal | null {
  if (!rule) return promoRefusal('PROMO_UNKNOWN');
  if (!rule.active) return promoRefusal('PROMO_INACTIVE', rule);
  const today = belgradeDateOf(now);
  if (today < rule.validFrom) return promoRefusal('PROMO_NOT_YET_VALID', rule);
  if (today > rule.validTo) return promoRefusal('PROMO_EXPIRED', rule);
  if (rule.maxUses !== null && usage.total >= rule.maxUses) return promoRefusal('PROMO_USED_UP', rule);
  if (rule.maxUsesPerCustomer !== null && usage.byCustomer >= rule.maxUsesPerCustomer) {
    return promoRefusal('PROMO_ALREADY_USED', rule);
  }
  if (subtotal < rule.minOrder) return promoRefusal('PROMO_BELOW_MINIMUM', rule);
  return null;
}

/** "10 %" or "500 RSD": what a code takes off, as the totals and the back office name it. */
export const promoValueText = ({ kind, value }: Pick<PromoRule, 'kind' | 'value'>): string =>
  kind === 'percent' ? `${value}\u00a0%` : formatRsd(value);
