import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { categories, productLinks, products } from './schema';
import { buildDemoCatalog } from './seed-catalog';
import { demoAccessoryLinks } from './seed-links';

// Any constant works; it only has to be the same for every instance starting at once.
const SEED_LOCK_KEY = 74_231_908;
const INSERT_BATCH = 500;

/**
 * Seeds the demo catalogue (DESIGN §3) into a database without products; returns how many
 * products were added. Instances starting together take turns on an advisory lock, so only the
 * first one seeds.
 */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return 0;

    const catalog = buildDemoCatalog();
    const categoryIds = new Map<string, number>();
    // Parents first: the catalogue is two levels deep, top categories have no parent.
    for (const level of [null, 'child'] as const) {
      const rows = catalog.categories.filter((c) => (level === null ? c.parentSlug === null : c.parentSlug));
      await tx
        .insert(categories)
        .values(
          rows.map((c) => ({
            name: c.name,
            slug: c.slug,
            position: c.position,
            parentId: c.parentSlug ? categoryIds.get(c.parentSlug)! : null,
          })),
        )
        .onConflictDoNothing({ target: categories.slug });
      const stored = await tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(
          inArray(
            categories.slug,
            rows.map((c) => c.slug),
          ),
        );
      for (const row of stored) categoryIds.set(row.slug, row.id);
    }

    // The demo's discount is scheduled; the trigger shop_sale_window sets the one in effect.
    const rows = catalog.products.map(
      ({ categorySlug, discountPrice, discountFrom, discountUntil, ...product }) => ({
        ...product,
        salePrice: discountPrice,
        saleFrom: discountFrom ?? null,
        saleUntil: discountUntil ?? null,
        categoryId: categoryIds.get(categorySlug)!,
      }),
    );
    const stored: { id: number; name: string; popularity: number; available: boolean }[] = [];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      stored.push(
        ...(await tx
          .insert(products)
          .values(rows.slice(start, start + INSERT_BATCH))
          .returning({
            id: products.id,
            name: products.name,
            popularity: products.popularity,
            available: products.available,
          })),
      );
    }
    // The demo's price history as if the shop had run: each regular price since the product was
    // created, its discount from its first day, so that "najniža cena u poslednjih 30 dana" has
    // something to show.
    await tx.execute(sql`delete from price_history`);
    await tx.execute(sql`
      insert into price_history (product_id, price, pay_price, changed_at)
        select id, price, price, created_at from products
        union all
        select id, price, discount_price, greatest(created_at, sale_from::timestamp at time zone 'Europe/Belgrade')
          from products where discount_price > 0`);
    const links = demoAccessoryLinks(stored);
    for (let start = 0; start < links.length; start += INSERT_BATCH)
      await tx.insert(productLinks).values(links.slice(start, start + INSERT_BATCH));
    return rows.length;
  });
}
