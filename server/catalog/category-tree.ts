import { asc, sql } from 'drizzle-orm';
import type { CategoryNode } from '../../contract/catalog';
import type { Db } from '../db/client';
import { catalogFacets, categories } from '../db/schema';

export type CategoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  position: number;
};
export type Breadcrumb = { name: string; slug: string };

/** All categories in memory: a shop has tens or hundreds of them, never millions. */
export class CategoryIndex {
  private readonly byId = new Map<number, CategoryRow>();
  private readonly bySlug = new Map<string, CategoryRow>();
  private readonly childrenOf = new Map<number | null, CategoryRow[]>();

  /** Rows must come ordered by position, then name; children keep that order. */
  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.bySlug.set(row.slug, row);
      const siblings = this.childrenOf.get(row.parentId) ?? [];
      siblings.push(row);
      this.childrenOf.set(row.parentId, siblings);
    }
  }

  findById(id: number): CategoryRow | undefined {
    return this.byId.get(id);
  }

  findBySlug(slug: string): CategoryRow | undefined {
    return this.bySlug.get(slug);
  }

  children(parentId: number | null): CategoryRow[] {
    return this.childrenOf.get(parentId) ?? [];
  }

  /** The category and every category below it. */
  selfAndDescendantIds(id: number): number[] {
    const ids: number[] = [];
    const pending = [id];
    while (pending.length > 0) {
      const current = pending.pop()!;
      if (ids.includes(current)) continue; // a cycle in hand-edited data must not hang the server
      ids.push(current);
      for (const child of this.children(current)) pending.push(child.id);
    }
    return ids;
  }

  /** Breadcrumbs from the top category down to this one, itself included. */
  path(id: number): Breadcrumb[] {
    const path: Breadcrumb[] = [];
    const seen = new Set<number>();
    for (let row = this.byId.get(id); row && !seen.has(row.id); row = this.byId.get(row.parentId ?? -1)) {
      seen.add(row.id);
      path.unshift({ name: row.name, slug: row.slug });
    }
    return path;
  }
}

export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), sql`shop_normalize(${categories.name})`, asc(categories.id));
  return new CategoryIndex(rows);
}

/** Each category's own products, summed from catalog_facets' kept counts (migration 0009). */
export function categoryCountsQuery(db: Db) {
  return db
    .select({
      categoryId: catalogFacets.categoryId,
      count: sql<number>`sum(${catalogFacets.productCount})`.mapWith(Number),
    })
    .from(catalogFacets)
    .groupBy(catalogFacets.categoryId);
}

/**
 * The category tree with each category's product count, its descendants' products included; no
 * product is counted per request.
 */
export async function loadCategoryTree(db: Db): Promise<CategoryNode[]> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), categoryCountsQuery(db)]);
  const directCount = new Map(counts.map((row) => [row.categoryId, row.count]));
  const build = (parentId: number | null, ancestors: ReadonlySet<number>): CategoryNode[] =>
    index
      .children(parentId)
      .filter((row) => !ancestors.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set([...ancestors, row.id]));
        const ownCount = directCount.get(row.id) ?? 0;
        const productCount = children.reduce((sum, child) => sum + child.productCount, ownCount);
        return { id: row.id, name: row.name, slug: row.slug, productCount, children };
      });
  return build(null, new Set());
}
