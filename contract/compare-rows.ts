import { groupRank } from './product-specs';

/** An attribute as products carry it; `group` (the specification's section) may come with typed attributes. */
export type ComparedAttribute = { name: string; value: string; group?: string | undefined };

/** One row of the comparison table: an attribute's value for each product ('' where it has none). */
export type CompareRow = { name: string; values: string[]; differs: boolean };

/** Rows under a section heading; `group` is null for attributes without one. */
export type CompareSection = { group: string | null; rows: CompareRow[] };

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('sr') === b.trim().toLocaleLowerCase('sr');

/**
 * The comparison table of these products' attributes, compared by name and value: one row per
 * attribute name in the order first met, grouped by section (attributes without one first, then
 * the sections in the specification's order with "Ostalo" last: groupRank in ./product-specs.ts);
 * a row differs when any two products' values differ (a product without the attribute differs from
 * one with it).
 */
export function compareSections(
  products: readonly { attributes: readonly ComparedAttribute[] }[],
): CompareSection[] {
  const sections = new Map<string | null, Map<string, string[]>>();
  sections.set(null, new Map());
  products.forEach((product, column) => {
    for (const { name, value, group } of product.attributes) {
      const key = group?.trim() ? group.trim() : null;
      const rows = sections.get(key) ?? new Map<string, string[]>();
      sections.set(key, rows);
      const values = rows.get(name) ?? products.map(() => '');
      if (values[column] === '') values[column] = value;
      rows.set(name, values);
    }
  });
  return [...sections.entries()]
    .map(([group, rows]) => ({
      group,
      rows: [...rows.entries()].map(([name, values]) => ({
        name,
        values,
        differs: values.some((value) => !same(value, values[0]!)),
      })),
    }))
    .filter((section) => section.rows.length > 0)
    .sort((a, b) => sectionRank(a.group) - sectionRank(b.group));
}

const sectionRank = (group: string | null) => (group === null ? -1 : groupRank(group));
