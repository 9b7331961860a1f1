import { z } from 'zod/mini';

/**
 * What the server embeds in a storefront page it rendered with React (server/pages), as
 * `<script type="application/json" id="initial-data">` (INITIAL_DATA_ID in page-head.ts), so the
 * browser hydrates the same tree and asks nothing twice:
 * - `reads`: every public catalogue read the body was rendered from, keyed by loader and query
 *   (src/lib/page-reads.ts), each as the API answered it;
 * - `parts`: the lazily loaded pages and layouts the body shows, whose chunks the browser loads
 *   before it hydrates (src/app/lazy-page.ts).
 */
export const initialDataSchema = z.object({
  reads: z.record(z.string(), z.unknown()),
  parts: z.array(z.string()),
});
export type InitialData = z.infer<typeof initialDataSchema>;
