import { describe, expect, it } from 'vitest';
import { typedValueProblem } from '../../../contract/product-specs';
import { kindSpecs } from '../../../server/catalog/kind-specs';
import { productKinds } from '../../../server/db/product-kinds';
import { buildDemoCatalog } from '../../../server/db/seed-catalog';
import { demoCatalog } from '../../../server/db/seed-catalog-data';

const catalog = buildDemoCatalog(new Date('2025-01-01T00:00:00Z'));
const kindOf = new Map(
  demoCatalog.flatMap((top) =>
    top.children.flatMap((sub) => sub.templates.map((template) => [template.name, template.kind] as const)),
  ),
);
const productKind = (name: string) =>
  [...kindOf].filter(([prefix]) => name.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0]![1];

describe('the demo catalogue’s typed specifications', () => {
  it('types every line of every product: each value fits its key, no key twice', () => {
    for (const product of catalog.products) {
      const keys = product.attributes.map((attribute) => attribute.key);
      expect(new Set(keys).size, product.name).toBe(keys.length);
      for (const attribute of product.attributes)
        expect(
          typedValueProblem(attribute.key, attribute.value),
          `${product.name}: ${attribute.key}`,
        ).toBeUndefined();
    }
  });

  it('gives every kind its own set, and each product only its kind’s keys', () => {
    expect(Object.keys(kindSpecs).sort()).toEqual(Object.keys(productKinds).sort());
    const used = new Map<string, Set<string>>();
    for (const product of catalog.products) {
      const kind = productKind(product.name);
      for (const attribute of product.attributes) {
        expect(kindSpecs[kind], `${product.name}: ${attribute.key}`).toContain(attribute.key);
        used.set(kind, (used.get(kind) ?? new Set()).add(attribute.key));
      }
    }
    for (const [kind, keys] of Object.entries(kindSpecs))
      expect([...(used.get(kind) ?? [])].sort(), kind).toEqual([...keys].sort());
  });

  it('describes fridges, washing machines, TVs, laptops, phones and monitors richly, with their energy class where the EU labels them', () => {
    const rich = { fridge: 10, 'washing-machine': 11, tv: 8, laptop: 9, phone: 8, monitor: 7 } as const;
    for (const [kind, least] of Object.entries(rich)) {
      const products = catalog.products.filter((product) => productKind(product.name) === kind);
      expect(products.length, kind).toBeGreaterThan(0);
      for (const product of products)
        expect(product.attributes.length, product.name).toBeGreaterThanOrEqual(least);
    }
    for (const kind of ['fridge', 'washing-machine', 'tv', 'monitor', 'dishwasher', 'tumble-dryer'] as const)
      expect(kindSpecs[kind]).toContain('energy_class');
  });
});
