import { z } from 'zod/mini';
import { uuidSchema } from './common';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  normalizePromoCode,
  promoKinds,
  promoRefusalCodes,
} from './promo-rules';

/** The promo codes' API shapes (the rules without zod are ./promo-rules.ts, re-exported here). */
export * from './promo-rules';

const dinarsSchema = z.int().check(z.nonnegative(), z.maximum(1_000_000_000));
const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Unesite datum kao GGGG-MM-DD.'));

/** The code a shopper types in the cart or on the review step. */
export const applyPromoBodySchema = z.object({
  cartId: uuidSchema,
  code: z.string().check(z.trim(), z.minLength(1, 'Unesite kod.'), z.maxLength(100)),
});

/** The code applied to a cart, with its discount on the cart as it is now. */
export const appliedPromoSchema = z.object({
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.int(),
  discount: z.int(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;
export const cartPromoResponseSchema = z.object({ promo: z.nullable(appliedPromoSchema) });

/** A refusal of a code, 422: the reason in `error`, one of promoRefusalCodes in `code`. */
export const promoRefusedErrorSchema = z.object({
  error: z.string(),
  code: z.enum(promoRefusalCodes),
});

/** The back office's new code (and the CLI's, server/db/promo-add-cli.ts). */
export const promoCreateBodySchema = z
  .object({
    code: z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'Unesite kod.'), z.maxLength(PROMO_CODE_MAX_LENGTH)),
      z.transform(normalizePromoCode),
    ),
    kind: z.enum(promoKinds, 'Izaberite iznos ili procenat.'),
    value: z.int().check(z.positive('Popust mora biti veći od 0.'), z.maximum(1_000_000_000)),
    minOrder: dinarsSchema,
    validFrom: daySchema,
    validTo: daySchema,
    maxUses: z.nullable(z.int().check(z.positive())),
    maxUsesPerCustomer: z.nullable(z.int().check(z.positive())),
  })
  .check(
    z.refine((body) => PROMO_CODE_PATTERN.test(body.code), {
      message: 'Kod sme da sadrži samo slova bez kvačica, cifre, crtu i donju crtu.',
      path: ['code'],
    }),
    z.refine((body) => body.kind !== 'percent' || body.value <= 100, {
      message: 'Procenat može biti najviše 100.',
      path: ['value'],
    }),
    z.refine((body) => body.validFrom <= body.validTo, {
      message: 'Kod ne može da prestane da važi pre nego što počne.',
      path: ['validTo'],
    }),
  );
export type PromoCreateBody = z.infer<typeof promoCreateBodySchema>;

export const adminPromoSchema = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.int(),
  minOrder: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.nullable(z.int()),
  maxUsesPerCustomer: z.nullable(z.int()),
  active: z.boolean(),
  uses: z.int(),
  createdAt: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;
export const adminPromoListResponseSchema = z.object({ items: z.array(adminPromoSchema) });
export const adminPromoResponseSchema = z.object({ promo: adminPromoSchema });
