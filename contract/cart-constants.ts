// The cart's constants, apart from ./cart.ts and its schemas: the client reads them without loading zod.

/** The most pieces of one product a cart line holds. */
export const MAX_LINE_QUANTITY = 99;
