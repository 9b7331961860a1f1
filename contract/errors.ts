import { z } from 'zod/mini';

/** Machine-readable error codes; every API error carries one beside its Serbian text. */
export const errorCodes = [
  'VALIDATION_ERROR',
  /** A spec filter names an attribute the shop does not filter by. */
  'UNKNOWN_ATTRIBUTE',
  /** A spec filter's value or range is not one the attribute takes. */
  'BAD_ATTRIBUTE_FILTER',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'NOT_VERIFIED',
  'RATE_LIMITED',
  'CONFLICT',
  'CART_NOT_FOUND',
  'CART_EMPTY',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_UNAVAILABLE',
  'OUT_OF_STOCK',
  /** A back-in-stock alert asked for a product that is in stock (it can be ordered now). */
  'IN_STOCK',
  'ORDER_CHANGED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'TOKEN_INVALID',
  /** A used verification link whose address is confirmed (a second click). */
  'ALREADY_VERIFIED',
  'WRONG_PASSWORD',
  'ALREADY_IN_WISHLIST',
  'ALREADY_REVIEWED',
  'IDEMPOTENCY_MISMATCH',
  /** Back office (issue 33): an order event the lifecycle does not allow now. */
  'TRANSITION_NOT_ALLOWED',
  /** A staff call before the TOTP second factor of this session. */
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  /** The stock changed since the operator read it. */
  'STOCK_CHANGED',
  /** A withdrawal asked outside its window (placement until 14 days after delivery). */
  'WITHDRAWAL_CLOSED',
  'UNSUPPORTED_IMAGE',
  'PAYLOAD_TOO_LARGE',
  /** Promo codes (contract/promo.ts promoRefusalCodes): why a code cannot be used on this order. */
  'PROMO_UNKNOWN',
  'PROMO_INACTIVE',
  'PROMO_NOT_YET_VALID',
  'PROMO_EXPIRED',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'PROMO_BELOW_MINIMUM',
  /** The placement names another code than the cart's reviewed one. */
  'PROMO_MISMATCH',
  'SERVICE_UNAVAILABLE',
  'REQUEST_TIMEOUT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  shouldLogin: z.optional(z.boolean()),
  issues: z.optional(z.array(validationIssueSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Plain acknowledgement for calls whose answer carries nothing else. */
export const successSchema = z.object({ success: z.literal(true) });
