import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { LINKS_PER_KIND, type Product, type ProductRelated, RELATED_LIMIT } from '../../contract/catalog';
import type { Db } from '../db/client';
import { productLinks, products } from '../db/schema';
import { toProductDto } from './product-dto';

/** A product's explicit links of one kind, in the import's order (product_links' order index). */
async function linked(db: Db, productId: number, kind: 'accessory' | 'related', limit: number) {
  const rows = await db
    .select({ product: products })
    .from(productLinks)
    .innerJoin(products, eq(products.id, productLinks.linkedId))
    .where(
      and(eq(productLinks.productId, productId), eq(productLinks.kind, kind), sql`${products.available}`),
    )
    .orderBy(asc(productLinks.position))
    .limit(limit);
  return rows.map((row) => row.product);
}

/**
 * The most popular offered products of a category (of one brand, when given), the product left
 * out: read from the category's popularity index (category_id, popularity desc, id), LIMIT'ed.
 */
function popularInCategory(db: Db, product: { id: number; categoryId: number }, brand?: string) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
        sql`${products.available}`,
        ...(brand === undefined ? [] : [sql`${products}.brand_key = shop_normalize(${brand})`]),
      ),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(RELATED_LIMIT);
}

/**
 * "Slični proizvodi" and "Dodatna oprema" of the product with this slug (undefined when there is
 * none): its explicit related links first, then its category's most popular products of its brand,
 * then of any brand, RELATED_LIMIT in all; its accessory links in their order.
 */
export async function findProductRelated(db: Db, slug: string): Promise<ProductRelated | undefined> {
  const [product] = await db
    .select({ id: products.id, categoryId: products.categoryId, brand: products.brand })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!product) return undefined;
  const [explicit, sameBrand, sameCategory, accessories] = await Promise.all([
    linked(db, product.id, 'related', RELATED_LIMIT),
    popularInCategory(db, product, product.brand),
    popularInCategory(db, product),
    linked(db, product.id, 'accessory', LINKS_PER_KIND),
  ]);
  const related: Product[] = [];
  const taken = new Set<number>([product.id]);
  for (const row of [...explicit, ...sameBrand, ...sameCategory]) {
    if (related.length >= RELATED_LIMIT || taken.has(row.id)) continue;
    taken.add(row.id);
    related.push(toProductDto(row));
  }
  return { related, accessories: accessories.map(toProductDto) };
}
