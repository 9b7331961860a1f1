import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { adminProductCreateSchema, adminProductPatchSchema } from '../../contract/admin';
import { recordAudit } from '../admin/audit';
import type { ProductRow } from '../catalog/product-dto';
import { slugify } from '../catalog/slug';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { conflict, notFound } from '../http-errors';
import { auditedProduct } from './admin-product-dto';
import { checkCategoryExists, checkDiscount, checkEan, fieldError } from './product-rules';
import type { StaffActor, Tx } from './staff-actor';

export type ProductCreate = z.infer<typeof adminProductCreateSchema>;
export type ProductPatch = z.infer<typeof adminProductPatchSchema>;
/** A product write's result: the row before (none for a new one) and after, both committed. */
export type ProductChange = { before: ProductRow | undefined; after: ProductRow };

type DiscountFields = Pick<ProductPatch, 'discountPrice' | 'discountFrom' | 'discountUntil'>;

/**
 * The edited fields as columns: the back office's discount is the scheduled one (sale_price,
 * sale_from, sale_until); the discount in effect follows from it (trigger shop_sale_window).
 */
function productColumns<Fields extends ProductPatch>({
  discountPrice,
  discountFrom,
  discountUntil,
  ...fields
}: Fields) {
  return {
    ...fields,
    ...(discountPrice !== undefined && { salePrice: discountPrice }),
    ...(discountFrom !== undefined && { saleFrom: discountFrom }),
    ...(discountUntil !== undefined && { saleUntil: discountUntil }),
  };
}

/** The discount of a row with an edit's discount fields over it. */
const discountOf = (row: ProductRow, edit: DiscountFields = {}) => ({
  discountPrice: edit.discountPrice ?? row.salePrice,
  discountFrom: edit.discountFrom !== undefined ? edit.discountFrom : row.saleFrom,
  discountUntil: edit.discountUntil !== undefined ? edit.discountUntil : row.saleUntil,
});

const productNotFound = () => notFound('Proizvod nije pronađen.', 'PRODUCT_NOT_FOUND');

/** The product's row, locked until the transaction ends, so that edits of one product queue. */
async function lockProduct(tx: Tx, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw productNotFound();
  return row;
}

/** "frizider-gorenje", else "frizider-gorenje-2", "-3"…: the first slug of the name nobody has. */
async function freeSlugOf(tx: Tx, name: string): Promise<string> {
  const base = slugify(name);
  if (!base) throw fieldError('slug', 'Od naziva nije moguće napraviti adresu; unesite je.');
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(sql`${products.slug} = ${base} or ${products.slug} like ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const slugTaken = (slug: string) =>
  conflict(`Adresa "${slug}" već pripada drugom proizvodu.`, 'CONFLICT', {
    issues: [{ path: ['slug'], message: `Adresa "${slug}" već pripada drugom proizvodu.` }],
  });

/**
 * A new product, with its audit row, in one transaction. Without a slug one is made from the
 * name (the next free one); a slug given and taken is a 409.
 */
export async function createProduct(db: Db, input: ProductCreate, actor: StaffActor): Promise<ProductChange> {
  checkEan(input.ean);
  checkDiscount(
    input.price,
    {
      discountPrice: input.discountPrice,
      discountFrom: input.discountFrom ?? null,
      discountUntil: input.discountUntil ?? null,
    },
    'discountPrice',
  );
  return db.transaction(async (tx) => {
    await checkCategoryExists(tx, input.categoryId);
    const slug = input.slug ?? (await freeSlugOf(tx, input.name));
    const [row] = await tx
      .insert(products)
      .values({ ...productColumns(input), slug })
      .onConflictDoNothing({ target: products.slug })
      .returning();
    if (!row) throw slugTaken(slug);
    await recordAudit(tx, {
      ...actor,
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: auditedProduct(row),
    });
    return { before: undefined, after: row };
  });
}

/**
 * A product's edited fields, checked against the stored ones (the price pair), written with its
 * audit row in one transaction. An edit that changes nothing writes nothing.
 */
export async function updateProduct(
  db: Db,
  id: number,
  patch: ProductPatch,
  actor: StaffActor,
): Promise<ProductChange> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const changes = Object.fromEntries(
      Object.entries(productColumns(patch)).filter(
        ([field, value]) => before[field as keyof ProductRow] !== value,
      ),
    ) as ReturnType<typeof productColumns<ProductPatch>>;
    if (Object.keys(changes).length === 0) return { before, after: before };
    if (['price', 'salePrice', 'saleFrom', 'saleUntil'].some((field) => field in changes)) {
      const discountChanged = ['salePrice', 'saleFrom', 'saleUntil'].some((field) => field in changes);
      checkDiscount(
        changes.price ?? before.price,
        discountOf(before, patch),
        discountChanged ? 'discountPrice' : 'price',
      );
    }
    if (changes.categoryId !== undefined) await checkCategoryExists(tx, changes.categoryId);
    const [after] = await tx
      .update(products)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditedProduct(before),
      after: auditedProduct(after!),
    });
    return { before, after: after! };
  });
}

/**
 * The operator's stock count: sets the stock, with its audit row, in one transaction. With
 * `expectedStock` (the stock the operator saw) it is set only if nobody changed it since (an
 * order, another operator): otherwise 409 STOCK_CHANGED with the stock as it is now.
 */
export async function setProductStock(
  db: Db,
  id: number,
  body: { stock: number; expectedStock?: number | undefined },
  actor: StaffActor,
): Promise<ProductChange> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (body.expectedStock !== undefined && body.expectedStock !== before.stock) {
      throw conflict(
        `Stanje se promenilo u međuvremenu: sada je ${before.stock}. Proverite pa pokušajte ponovo.`,
        'STOCK_CHANGED',
        { stock: before.stock },
      );
    }
    if (body.stock === before.stock) return { before, after: before };
    const [after] = await tx
      .update(products)
      .set({ stock: body.stock, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'stock.set',
      entity: 'stock',
      entityId: id,
      before: { stock: before.stock },
      after: { stock: after!.stock },
    });
    return { before, after: after! };
  });
}

/** The product for the back office, or a 404. */
export async function findAdminProduct(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw productNotFound();
  return row;
}

/** Whether a change brought a sold-out product back (its waiting back-in-stock alerts are due). */
export const cameBackInStock = ({ before, after }: ProductChange) =>
  before !== undefined && !(before.available && before.stock > 0) && after.available && after.stock > 0;
