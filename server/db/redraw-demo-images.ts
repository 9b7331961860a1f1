import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { products } from './schema';
import { buildDemoCatalog } from './seed-catalog';

/** The demo images before product types: a subcategory's icon in colour variant 1, 2 or 3. */
const RETIRED_DEMO_IMAGE = '/images/catalog/[a-z-]+-[123][.]svg';

/**
 * Gives demo products seeded before the product-type drawings their type's three views: the old
 * colour-variant files are gone, so a data directory seeded earlier would show broken images.
 * Touches only products of the demo catalogue (by slug) whose images are still retired demo files,
 * so imported products and changed images stay as they are. Returns how many were updated.
 */
export async function redrawRetiredDemoImages(db: Db): Promise<number> {
  const demoImages = new Map(buildDemoCatalog().products.map((product) => [product.slug, product.images]));
  // By slug first (its unique index), so a large imported catalogue is not scanned at every start.
  const stale = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        inArray(products.slug, [...demoImages.keys()]),
        sql`${products.images}::text ~ ${RETIRED_DEMO_IMAGE}`,
      ),
    );
  if (stale.length === 0) return 0;
  const updates = stale.map(({ slug }) => ({ slug, images: demoImages.get(slug)! }));
  await db.transaction(async (tx) => {
    for (const { slug, images } of updates) {
      await tx.update(products).set({ images }).where(eq(products.slug, slug));
    }
  });
  return updates.length;
}
