import { z } from 'zod/mini';
import { LISTING_LIMITS } from './catalog-constants';

/** A price as typed in the listing's range: empty for no bound, else whole dinars (a fraction is dropped). */
const typedPrice = z.pipe(
  z.string().check(z.trim(), z.regex(/^(\d+([.,]\d*)?)?$/, 'Unesite cenu kao pozitivan broj.')),
  z.transform((text: string) => (text === '' ? null : Math.floor(Number(text.replace(',', '.'))))),
);

/**
 * The listing's price range as the shopper types it (the filter's form): each bound empty or a
 * price within the API's limit, the lowest not above the highest. The URL then carries the numbers
 * `productListQuerySchema` checks again.
 */
export const priceRangeSchema = z
  .object({
    minPrice: z.pipe(
      typedPrice,
      z.nullable(z.number().check(z.lte(LISTING_LIMITS.maxPrice, 'Cena je prevelika.'))),
    ),
    maxPrice: z.pipe(
      typedPrice,
      z.nullable(z.number().check(z.lte(LISTING_LIMITS.maxPrice, 'Cena je prevelika.'))),
    ),
  })
  .check(
    z.refine(({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice, {
      message: 'Najniža cena ne može biti veća od najviše.',
      path: ['maxPrice'],
    }),
  );
export type PriceRange = z.infer<typeof priceRangeSchema>;
