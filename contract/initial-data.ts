import { z } from 'zod/mini';
import {
  categoryTreeSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
} from './catalog';

/**
 * The first screen's data the server embeds in the page it serves (server/pages), as
 * `<script type="application/json" id="initial-data">` (INITIAL_DATA_ID in page-head.ts, which the
 * client reads without zod), so the first load needs no second round
 * trip: the categories for the header on every page; on /proizvod/{slug} the product as
 * GET /api/products/{slug} answers it; on /proizvodi and /proizvodi/{slug} without a query the
 * first page as GET /api/products answers `query`. Only public catalogue data, read per request.
 */
export const initialDataSchema = z.object({
  categories: categoryTreeSchema,
  product: z.optional(productDetailSchema),
  listing: z.optional(z.object({ query: productListQuerySchema, list: productListSchema })),
});
export type InitialData = z.infer<typeof initialDataSchema>;
