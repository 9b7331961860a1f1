import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { adminCategoryBodySchema } from '../../contract/admin';
import { recordAudit } from '../admin/audit';
import {
  type CategoryIndex,
  type CategoryRow,
  categoryCountsQuery,
  loadCategoryIndex,
} from '../catalog/category-tree';
import { slugify } from '../catalog/slug';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { fieldError } from './product-rules';
import type { StaffActor, Tx } from './staff-actor';

type CategoryBody = z.infer<typeof adminCategoryBodySchema>;
export type CategoryPatch = Partial<CategoryBody>;
export type AdminCategory = CategoryRow & { productCount: number };

const categoryNotFound = () => notFound('Kategorija nije pronađena.', 'NOT_FOUND');

const slugTaken = (slug: string) =>
  conflict(`Adresa "${slug}" već pripada drugoj kategoriji.`, 'CONFLICT', {
    issues: [{ path: ['slug'], message: `Adresa "${slug}" već pripada drugoj kategoriji.` }],
  });

const audited = ({ id, name, slug, parentId, position }: CategoryRow) => ({
  id,
  name,
  slug,
  parentId,
  position,
});

/**
 * Every category in tree order (each parent before its children, siblings in the storefront's
 * order), with its products counted as the storefront counts them: its own and its descendants'.
 */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const [index, counts] = await Promise.all([loadCategoryIndex(db), categoryCountsQuery(db)]);
  const own = new Map(counts.map((row) => [row.categoryId, row.count]));
  const listed: AdminCategory[] = [];
  const walk = (parentId: number | null, ancestors: ReadonlySet<number>) => {
    for (const row of index.children(parentId)) {
      if (ancestors.has(row.id)) continue;
      const productCount = index
        .selfAndDescendantIds(row.id)
        .reduce((sum, id) => sum + (own.get(id) ?? 0), 0);
      listed.push({ ...row, productCount });
      walk(row.id, new Set([...ancestors, row.id]));
    }
  };
  walk(null, new Set());
  return listed;
}

/**
 * Category writes change the tree: one at a time (reads go on), so that two moves cannot each
 * pass the cycle check on a tree the other is changing.
 */
async function lockTree(tx: Tx): Promise<CategoryIndex> {
  await tx.execute(sql`lock table categories in share row exclusive mode`);
  return loadCategoryIndex(tx as unknown as Db);
}

function checkParent(index: CategoryIndex, parentId: number | null, moving?: number) {
  if (parentId === null) return;
  if (!index.findById(parentId)) throw fieldError('parentId', 'Nadređena kategorija ne postoji.');
  if (moving !== undefined && index.selfAndDescendantIds(moving).includes(parentId)) {
    throw fieldError('parentId', 'Kategorija ne može biti premeštena u samu sebe ni u svoju potkategoriju.');
  }
}

/** The first free slug of a name among the categories: "frizideri", "frizideri-2"… */
function freeSlug(index: CategoryIndex, name: string): string {
  const base = slugify(name);
  if (!base) throw fieldError('slug', 'Od naziva nije moguće napraviti adresu; unesite je.');
  if (!index.findBySlug(base)) return base;
  for (let n = 2; ; n++) if (!index.findBySlug(`${base}-${n}`)) return `${base}-${n}`;
}

/** The end of a parent's children: a new or moved category comes last among its siblings. */
const nextPosition = (index: CategoryIndex, parentId: number | null) =>
  Math.max(-1, ...index.children(parentId).map((row) => row.position)) + 1;

/** A new category with its audit row, in one transaction. */
export async function createCategory(db: Db, body: CategoryBody, actor: StaffActor): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const index = await lockTree(tx);
    checkParent(index, body.parentId);
    if (body.slug && index.findBySlug(body.slug)) throw slugTaken(body.slug);
    const [row] = await tx
      .insert(categories)
      .values({
        name: body.name,
        slug: body.slug ?? freeSlug(index, body.name),
        parentId: body.parentId,
        position: nextPosition(index, body.parentId),
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'category.create',
      entity: 'category',
      entityId: row!.id,
      before: null,
      after: audited(row!),
    });
    return row!;
  });
}

/**
 * Renames, re-addresses or moves (a new parent) a category, with its audit row, in one
 * transaction. It cannot move under itself or its descendants; a slug another category has is a 409.
 */
export async function updateCategory(
  db: Db,
  id: number,
  patch: CategoryPatch,
  actor: StaffActor,
): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const index = await lockTree(tx);
    const before = index.findById(id);
    if (!before) throw categoryNotFound();
    const moves = patch.parentId !== undefined && patch.parentId !== before.parentId;
    if (moves) checkParent(index, patch.parentId!, id);
    if (patch.slug !== undefined && patch.slug !== before.slug && index.findBySlug(patch.slug)) {
      throw slugTaken(patch.slug);
    }
    const changes = {
      ...(patch.name !== undefined && patch.name !== before.name ? { name: patch.name } : {}),
      ...(patch.slug !== undefined && patch.slug !== before.slug ? { slug: patch.slug } : {}),
      ...(moves ? { parentId: patch.parentId!, position: nextPosition(index, patch.parentId!) } : {}),
    };
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(categories).set(changes).where(eq(categories.id, id)).returning();
    await recordAudit(tx, {
      ...actor,
      action: moves ? 'category.move' : 'category.update',
      entity: 'category',
      entityId: id,
      before: audited(before),
      after: audited(after!),
    });
    return after!;
  });
}
