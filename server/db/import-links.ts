import { inArray, or, sql } from 'drizzle-orm';
import type { CatalogImportData } from './import-catalog';
import { productLinks, products } from './schema';

type Tx = Parameters<Parameters<import('./client').Db['transaction']>[0]>[0];

const KINDS = { accessories: 'accessory', related: 'related' } as const;

/**
 * The file's explicit links (`accessories`, `related`: slugs or EANs), after its products are
 * stored: each product that names a list gets exactly that list (in its order); one that names
 * none keeps what it had. Returns the problems (an unknown or ambiguous name, a product naming
 * itself) so that the import writes nothing.
 */
export async function replaceProductLinks(tx: Tx, data: CatalogImportData): Promise<string[]> {
  const named = data.products.filter((product) => product.accessories || product.related);
  if (named.length === 0) return [];
  const refs = [
    ...new Set(named.flatMap((product) => [...(product.accessories ?? []), ...(product.related ?? [])])),
  ];
  const slugs = named.map((product) => product.slug);
  const rows = await tx
    .select({ id: products.id, slug: products.slug, ean: products.ean })
    .from(products)
    .where(or(inArray(products.slug, [...refs, ...slugs]), inArray(products.ean, refs)));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const byEan = new Map<string, number[]>();
  for (const row of rows) byEan.set(row.ean, [...(byEan.get(row.ean) ?? []), row.id]);

  const problems: string[] = [];
  const links: { productId: number; kind: 'accessory' | 'related'; linkedId: number; position: number }[] =
    [];
  data.products.forEach((product, index) => {
    const productId = bySlug.get(product.slug)!;
    for (const [field, kind] of Object.entries(KINDS) as [
      keyof typeof KINDS,
      (typeof KINDS)[keyof typeof KINDS],
    ][]) {
      const seen = new Set<number>();
      (product[field] ?? []).forEach((ref, refIndex) => {
        const where = `products[${index}].${field}[${refIndex}]`;
        const eanIds = byEan.get(ref) ?? [];
        const linkedId = bySlug.get(ref) ?? (eanIds.length === 1 ? eanIds[0] : undefined);
        if (linkedId === undefined) {
          problems.push(
            eanIds.length > 1
              ? `${where}: EAN "${ref}" ima više proizvoda; navedite slug.`
              : `${where}: proizvod "${ref}" ne postoji ni u fajlu ni u bazi (navedite slug ili EAN).`,
          );
          return;
        }
        if (linkedId === productId) {
          problems.push(`${where}: proizvod „${product.name}“ ne može biti povezan sam sa sobom.`);
          return;
        }
        if (seen.has(linkedId)) return;
        seen.add(linkedId);
        links.push({ productId, kind, linkedId, position: seen.size });
      });
    }
  });
  if (problems.length > 0) return problems;

  for (const [field, kind] of Object.entries(KINDS) as [
    keyof typeof KINDS,
    (typeof KINDS)[keyof typeof KINDS],
  ][]) {
    const replaced = named.filter((product) => product[field]).map((product) => bySlug.get(product.slug)!);
    if (replaced.length === 0) continue;
    await tx
      .delete(productLinks)
      .where(sql`${productLinks.kind} = ${kind} and ${inArray(productLinks.productId, replaced)}`);
  }
  for (let start = 0; start < links.length; start += 1000)
    await tx.insert(productLinks).values(links.slice(start, start + 1000));
  return [];
}
