import { discountWindowProblem } from '../../contract/discount';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { type CatalogImport, catalogImportSchema } from '../../contract/catalog';
import { cyrillicToLatin } from '../../contract/serbian-script';
import { type StoredAttribute, typedValueProblem } from '../../contract/product-specs';
import { serbianErrorMap } from '../../contract/zod-serbian';
import { hasValidCheckDigit } from '../catalog/ean';
import type { Db } from './client';
import { isImageAddress } from './image-address';
import { replaceProductLinks } from './import-links';
import { categories, products } from './schema';

/** A catalogue file that cannot be imported; `problems` lists every reason, one per line. */
export class CatalogImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`Katalog nije uvezen:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CatalogImportError';
  }
}

export type ImportCounts = {
  categoriesCreated: number;
  categoriesUpdated: number;
  productsCreated: number;
  productsUpdated: number;
  /** Search synonyms created or replaced. */
  synonymsSaved: number;
};

/** A parsed catalogue; synonyms may be left out (a file without them sets none). */
export type CatalogImportData = Omit<CatalogImport, 'synonyms'> & { synonyms?: CatalogImport['synonyms'] };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const INSERT_BATCH = 500;

/** A typed text line's longest value (the value table indexes lines up to 200 characters). */
const MAX_ATTRIBUTE_TEXT = 200;

/** `categories[2].parent` from zod's ['categories', 2, 'parent']. */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** Checks a catalogue file's JSON against the import format (contract/catalog catalogImportSchema). */
export function parseCatalogImport(json: unknown): CatalogImport {
  const result = catalogImportSchema.safeParse(json, { error: serbianErrorMap });
  if (!result.success) {
    throw new CatalogImportError(
      result.error.issues.map(
        (issue: z.core.$ZodIssue) => `${formatPath(issue.path) || '(fajl)'}: ${issue.message}`,
      ),
    );
  }
  return result.data;
}

function duplicates(slugs: readonly string[], what: string, list: string): string[] {
  const firstIndex = new Map<string, number>();
  const problems: string[] = [];
  slugs.forEach((slug, index) => {
    const first = firstIndex.get(slug);
    if (first === undefined) firstIndex.set(slug, index);
    else problems.push(`${list}[${index}].slug: ${what} "${slug}" se ponavlja (već je u ${list}[${first}]).`);
  });
  return problems;
}

/** A typed line's value must fit its key's definition (contract/product-specs.ts); a key comes once. */
function attributeProblems(
  attributes: CatalogImport['products'][number]['attributes'],
  at: string,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  attributes.forEach((attribute, index) => {
    if (attribute.key === undefined) {
      if (attribute.name === undefined) problems.push(`${at}[${index}].name: navedite key ili name.`);
      else if (typeof attribute.value !== 'string')
        problems.push(`${at}[${index}].value: Vrednost nije odgovarajućeg tipa.`);
      return;
    }
    const problem = typedValueProblem(attribute.key, attribute.value);
    if (problem)
      problems.push(`${at}[${index}]${problem.startsWith('nepoznata') ? '.key' : '.value'}: ${problem}`);
    else if (typeof attribute.value === 'string' && attribute.value.length > MAX_ATTRIBUTE_TEXT)
      problems.push(`${at}[${index}].value: najviše ${MAX_ATTRIBUTE_TEXT} znakova.`);
    const first = seen.get(attribute.key);
    if (first !== undefined)
      problems.push(
        `${at}[${index}].key: karakteristika "${attribute.key}" se ponavlja (već je u ${at}[${first}]).`,
      );
    else seen.set(attribute.key, index);
  });
  return problems;
}

/** A checked line as products store it: typed by its key, or free by its name. */
function storedAttribute(line: CatalogImport['products'][number]['attributes'][number]): StoredAttribute {
  return line.key !== undefined
    ? { key: line.key, value: line.value }
    : { name: line.name!, value: String(line.value) };
}

/** What the file and the database together must satisfy; every problem, not just the first. */
function findProblems(data: CatalogImportData, storedParents: ReadonlyMap<string, string | null>): string[] {
  const problems = [
    ...duplicates(
      data.categories.map((c) => c.slug),
      'kategorija',
      'categories',
    ),
    ...duplicates(
      data.products.map((p) => p.slug),
      'proizvod',
      'products',
    ),
  ];
  // The tree after the import: stored categories, with the file's overriding them.
  const parents = new Map(storedParents);
  for (const category of data.categories) parents.set(category.slug, category.parent ?? null);

  data.categories.forEach((category, index) => {
    if (category.parent && !parents.has(category.parent)) {
      problems.push(
        `categories[${index}].parent: kategorija "${category.parent}" ne postoji ni u fajlu ni u bazi.`,
      );
      return;
    }
    const chain = [category.slug];
    for (let parent = parents.get(category.slug); parent; parent = parents.get(parent)) {
      if (chain.includes(parent)) {
        problems.push(
          `categories[${index}].parent: kategorije prave krug (${[...chain, parent].join(' → ')}).`,
        );
        break;
      }
      chain.push(parent);
    }
  });
  data.products.forEach((product, index) => {
    if (!parents.has(product.category)) {
      problems.push(
        `products[${index}].category: kategorija "${product.category}" ne postoji ni u fajlu ni u bazi.`,
      );
    }
    if (!hasValidCheckDigit(product.ean)) {
      problems.push(`products[${index}].ean: kontrolna cifra EAN koda "${product.ean}" nije ispravna.`);
    }
    const discount = discountWindowProblem(product.price, {
      discountPrice: product.discountPrice ?? 0,
      discountFrom: product.discountFrom ?? null,
      discountUntil: product.discountUntil ?? null,
    });
    if (discount) problems.push(`products[${index}].${discount.field}: ${discount.message}`);
    if (((product.netQuantity ?? null) === null) !== ((product.netUnit ?? null) === null)) {
      problems.push(`products[${index}].netUnit: neto količina se navodi sa jedinicom (kg, l, m ili kom).`);
    }
    problems.push(...attributeProblems(product.attributes, `products[${index}].attributes`));
    product.images.forEach((image, imageIndex) => {
      if (isImageAddress(image)) return;
      problems.push(
        `products[${index}].images[${imageIndex}]: slika proizvoda „${product.name}“ ("${image}") mora biti putanja na sajtu (/images/…) ili http(s) adresa.`,
      );
    });
  });
  return problems;
}

/** The file's categories ordered so that a parent from the file always comes before its children. */
function parentsFirst(list: CatalogImport['categories']): CatalogImport['categories'][] {
  const inFile = new Map(list.map((category) => [category.slug, category]));
  const depth = (slug: string): number => {
    const parent = inFile.get(slug)?.parent;
    return parent && inFile.has(parent) ? depth(parent) + 1 : 0;
  };
  const levels: CatalogImport['categories'][] = [];
  for (const category of list) {
    const level = depth(category.slug);
    levels[level] = [...(levels[level] ?? []), category];
  }
  return levels.filter(Boolean);
}

async function upsertCategories(tx: Tx, data: CatalogImportData) {
  const ids = new Map<string, number>();
  const positions = new Map(data.categories.map((category, index) => [category.slug, index]));
  const referenced = data.categories.flatMap((c) => (c.parent ? [c.parent] : []));
  const stored =
    referenced.length > 0
      ? await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, referenced))
      : [];
  for (const row of stored) ids.set(row.slug, row.id);

  let created = 0;
  for (const level of parentsFirst(data.categories)) {
    const rows = await tx
      .insert(categories)
      .values(
        level.map((category) => ({
          name: category.name,
          slug: category.slug,
          parentId: category.parent ? ids.get(category.parent)! : null,
          position: positions.get(category.slug)!,
        })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        set: {
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          position: sql`excluded.position`,
        },
      })
      // xmax is 0 only on a row this statement inserted (PostgreSQL's documented upsert idiom).
      .returning({ id: categories.id, slug: categories.slug, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of rows) {
      ids.set(row.slug, row.id);
      if (row.inserted) created++;
    }
  }
  return { created, updated: data.categories.length - created };
}

async function upsertProducts(tx: Tx, data: CatalogImportData) {
  const slugs = [...new Set(data.products.map((p) => p.category))];
  const categoryIds = new Map(
    slugs.length > 0
      ? (
          await tx
            .select({ id: categories.id, slug: categories.slug })
            .from(categories)
            .where(inArray(categories.slug, slugs))
        ).map((row) => [row.slug, row.id])
      : [],
  );
  let created = 0;
  for (let start = 0; start < data.products.length; start += INSERT_BATCH) {
    const batch = data.products.slice(start, start + INSERT_BATCH);
    const rows = await tx
      .insert(products)
      .values(
        // The file's discount is the scheduled one; the trigger shop_sale_window sets the one in effect.
        batch.map(
          ({
            category,
            discountPrice,
            discountFrom,
            discountUntil,
            accessories: _accessories,
            related: _related,
            ...product
          }) => ({
            ...product,
            attributes: product.attributes.map(storedAttribute),
            salePrice: discountPrice,
            saleFrom: discountFrom ?? null,
            saleUntil: discountUntil ?? null,
            discountPrice: 0,
            categoryId: categoryIds.get(category)!,
          }),
        ),
      )
      .onConflictDoUpdate({
        target: products.slug,
        // Popularity and creation date belong to the shop, not to the supplier's file.
        set: {
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          ean: sql`excluded.ean`,
          brand: sql`excluded.brand`,
          description: sql`excluded.description`,
          price: sql`excluded.price`,
          discountPrice: sql`excluded.discount_price`,
          salePrice: sql`excluded.sale_price`,
          saleFrom: sql`excluded.sale_from`,
          saleUntil: sql`excluded.sale_until`,
          netQuantity: sql`excluded.net_quantity`,
          netUnit: sql`excluded.net_unit`,
          shippingPrice: sql`excluded.shipping_price`,
          available: sql`excluded.available`,
          stock: sql`excluded.stock`,
          images: sql`excluded.images`,
          attributes: sql`excluded.attributes`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += rows.filter((row) => row.inserted).length;
  }
  return { created, updated: data.products.length - created };
}

/**
 * The file's synonyms, as search keys on both sides (Cyrillic read in Latin, then shop_search_key),
 * replacing a word's earlier list.
 */
async function upsertSynonyms(tx: Tx, synonyms: CatalogImport['synonyms']): Promise<number> {
  if (synonyms.length === 0) return 0;
  const rows = synonyms.map(({ word, synonyms }) => ({
    word: cyrillicToLatin(word),
    synonyms: synonyms.map(cyrillicToLatin),
  }));
  await tx.execute(sql`
    insert into search_synonyms (word, synonyms)
    select shop_search_key(entry.word), array(select shop_search_key(s) from unnest(entry.synonyms) as s)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as entry(word text, synonyms text[])
    on conflict (word) do update set synonyms = excluded.synonyms`);
  return rows.length;
}

/**
 * Imports a parsed catalogue in one transaction: categories by slug (parents first), then
 * products by slug; existing ones are updated, others are left as they are; then the kept facet
 * counts and the search's top lists are made anew in one pass each. Throws
 * CatalogImportError, having written nothing, when the file contradicts itself or the database.
 */
export async function importCatalog(db: Db, data: CatalogImportData): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ slug: categories.slug, parentSlug: sql<string | null>`parent.slug` })
      .from(categories)
      .leftJoin(sql`categories as parent`, sql`parent.id = ${categories.parentId}`);
    const problems = findProblems(data, new Map(stored.map((row) => [row.slug, row.parentSlug])));
    if (problems.length > 0) throw new CatalogImportError(problems);

    // The kept facet counts (migration 0009) and the search's top lists (0011) are rebuilt once
    // below, not per batch of products.
    await tx.execute(sql`set local shop.bulk_catalog = 'on'`);
    const categoryCounts = await upsertCategories(tx, data);
    const productCounts = await upsertProducts(tx, data);
    const linkProblems = await replaceProductLinks(tx, data);
    if (linkProblems.length > 0) throw new CatalogImportError(linkProblems);
    await tx.execute(sql`select shop_rebuild_catalog_facets()`);
    await tx.execute(sql`select shop_rebuild_attribute_values()`);
    await tx.execute(sql`select shop_rebuild_search_top()`);
    const synonymsSaved = await upsertSynonyms(tx, data.synonyms ?? []);
    return {
      synonymsSaved,
      categoriesCreated: categoryCounts.created,
      categoriesUpdated: categoryCounts.updated,
      productsCreated: productCounts.created,
      productsUpdated: productCounts.updated,
    };
  });
}

/** The tables an import writes, itself or by its triggers. */
const IMPORTED_TABLES =
  'products, categories, search_vocabulary, search_name_words, search_synonyms, catalog_facets, search_top_words, search_top_products, product_attribute_values, catalog_attribute_facets';

/**
 * VACUUM ANALYZE of what an import wrote, as autovacuum would do some time later: the planner's
 * statistics for the new catalogue, and its pages marked all-visible, so that a listing page past
 * the first reads the ids before it from the sort's index alone (listing-page.ts). After the
 * import's transaction: VACUUM cannot run inside one.
 */
export async function settleImportedCatalog(db: Db): Promise<void> {
  await db.execute(sql.raw(`vacuum analyze ${IMPORTED_TABLES}`));
}
