import { describe, expect, it } from 'vitest';
import { reviewChanges, reviewOf } from '../../contract/order-review';
import {
  type PromoRule,
  normalizePromoCode,
  promoCreateBodySchema,
  promoDiscount,
  promoRefusalOf,
  promoValueText,
} from '../../contract/promo';

const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'ZIMA10',
  kind: 'percent',
  value: 10,
  minOrder: 0,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  ...overrides,
});
// 10:00 in Belgrade on 15 December 2026.
const mid = new Date('2026-12-15T09:00:00Z');
const fresh = { total: 0, byCustomer: 0 };
const judge = (r: PromoRule | undefined, { subtotal = 10_000, usage = fresh, now = mid } = {}) =>
  promoRefusalOf(r, { subtotal, usage, now });

describe('normalizePromoCode', () => {
  it('ignores case and the spaces around the code', () => {
    expect(normalizePromoCode('  zima10 ')).toBe('ZIMA10');
    expect(normalizePromoCode('Zima10')).toBe('ZIMA10');
  });
});

describe('promoDiscount: whole dinars, never below 0, off the goods subtotal', () => {
  it('rounds a percentage to whole dinars, half up', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 1_995)).toBe(200); // 199.5
    expect(promoDiscount({ kind: 'percent', value: 10 }, 1_994)).toBe(199); // 199.4
    expect(promoDiscount({ kind: 'percent', value: 15 }, 12_345)).toBe(1_852); // 1851.75
  });
  it('takes a fixed amount as it is, but never more than the goods cost', () => {
    expect(promoDiscount({ kind: 'amount', value: 500 }, 4_000)).toBe(500);
    expect(promoDiscount({ kind: 'amount', value: 500 }, 300)).toBe(300);
    expect(promoDiscount({ kind: 'percent', value: 100 }, 7_777)).toBe(7_777);
    expect(promoDiscount({ kind: 'amount', value: 500 }, 0)).toBe(0);
  });
  it('leaves shipping alone: the review takes the discount off the goods, shipping as the goods decide', () => {
    const lines = [{ product: { id: 1, price: 4_000, discountPrice: 0, shippingPrice: 290 }, quantity: 1 }];
    const review = reviewOf(lines, { code: 'MINUS', kind: 'amount', value: 1_000 });
    expect(review).toMatchObject({
      shipping: 290,
      total: 4_000 - 1_000 + 290,
      promo: { code: 'MINUS', discount: 1_000 },
    });
    // From 5.000 RSD delivery is free, judged on the goods before the code: a code never adds shipping.
    const free = reviewOf([{ ...lines[0]!, quantity: 2 }], { code: 'ZIMA10', kind: 'percent', value: 10 });
    expect(free).toMatchObject({ shipping: 0, total: 7_200, promo: { discount: 800 } });
    expect(reviewOf(lines)).not.toHaveProperty('promo');
  });
  it('names a changed discount as a change of the reviewed order', () => {
    const lines = [{ product: { id: 1, price: 4_000, discountPrice: 0, shippingPrice: 290 }, quantity: 1 }];
    const seen = reviewOf(lines, { code: 'X', kind: 'amount', value: 1_000 });
    const forged = { ...seen, promo: { code: 'X', discount: 3_000 } };
    expect(reviewChanges(forged, seen, String)).toContain(
      'Popust po kodu je promenjen sa 3.000\u00a0RSD na 1.000\u00a0RSD.',
    );
    expect(reviewChanges(seen, seen, String)).toEqual([]);
  });
});

describe('promoRefusalOf: every refusal with its code and Serbian reason', () => {
  it('accepts a valid code', () => {
    expect(judge(rule())).toBeNull();
  });
  it('refuses an unknown code', () => {
    expect(judge(undefined)).toEqual({ code: 'PROMO_UNKNOWN', reason: 'Kod ne postoji.' });
  });
  it('refuses an inactive code', () => {
    expect(judge(rule({ active: false }))).toEqual({
      code: 'PROMO_INACTIVE',
      reason: 'Kod trenutno nije aktivan.',
    });
  });
  it('refuses a code before its first day, naming it in the genitive', () => {
    expect(judge(rule(), { now: new Date('2026-11-30T22:59:00Z') })).toEqual({
      code: 'PROMO_NOT_YET_VALID',
      reason: 'Kod važi od 1. decembra 2026.',
    });
    // 00:00 of 1 December in Belgrade is 23:00 UTC the day before.
    expect(judge(rule(), { now: new Date('2026-11-30T23:00:00Z') })).toBeNull();
  });
  it('refuses an expired code after its last Belgrade day', () => {
    expect(judge(rule(), { now: new Date('2026-12-31T22:59:00Z') })).toBeNull();
    expect(judge(rule(), { now: new Date('2026-12-31T23:00:00Z') })).toEqual({
      code: 'PROMO_EXPIRED',
      reason: 'Kod je istekao.',
    });
  });
  it('refuses a code used up in all', () => {
    expect(judge(rule({ maxUses: 3 }), { usage: { total: 2, byCustomer: 0 } })).toBeNull();
    expect(judge(rule({ maxUses: 3 }), { usage: { total: 3, byCustomer: 0 } })).toEqual({
      code: 'PROMO_USED_UP',
      reason: 'Kod je iskorišćen.',
    });
  });
  it('refuses a code this customer already used as often as allowed', () => {
    expect(judge(rule({ maxUsesPerCustomer: 1 }), { usage: { total: 5, byCustomer: 0 } })).toBeNull();
    expect(judge(rule({ maxUsesPerCustomer: 1 }), { usage: { total: 5, byCustomer: 1 } })).toEqual({
      code: 'PROMO_ALREADY_USED',
      reason: 'Već ste iskoristili ovaj kod.',
    });
  });
  it('refuses an order below the minimum, in the shop’s money format', () => {
    expect(judge(rule({ minOrder: 5_000 }), { subtotal: 5_000 })).toBeNull();
    expect(judge(rule({ minOrder: 5_000 }), { subtotal: 4_999 })).toEqual({
      code: 'PROMO_BELOW_MINIMUM',
      reason: 'Kod važi za porudžbine od 5.000\u00a0RSD.',
    });
  });
});

describe('promoCreateBodySchema', () => {
  const body = {
    code: ' zima10 ',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    maxUses: null,
    maxUsesPerCustomer: 1,
  };
  it('normalises the code', () => {
    expect(promoCreateBodySchema.parse(body).code).toBe('ZIMA10');
  });
  it.each([
    [{ value: 101 }, 'Procenat može biti najviše 100.'],
    [{ value: 0 }, 'Popust mora biti veći od 0.'],
    [{ validTo: '2026-11-30' }, 'Kod ne može da prestane da važi pre nego što počne.'],
    [{ code: 'ŽIMA' }, 'Kod sme da sadrži samo slova bez kvačica, cifre, crtu i donju crtu.'],
  ])('refuses %o in Serbian', (overrides, message) => {
    const result = promoCreateBodySchema.safeParse({ ...body, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
  it('writes what a code takes off', () => {
    expect(promoValueText({ kind: 'percent', value: 10 })).toBe('10\u00a0%');
    expect(promoValueText({ kind: 'amount', value: 1500 })).toBe('1.500\u00a0RSD');
  });
});
