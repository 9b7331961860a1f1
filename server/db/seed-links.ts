import type { ProductKind } from './product-kinds';
import { kindNamedIn } from './product-kinds';

/** The demo catalogue's accessories: what a shopper buying the first kind often adds (issue 36). */
export const DEMO_ACCESSORY_KINDS: readonly [ProductKind, ProductKind][] = [
  ['laptop', 'monitor'],
  ['tv', 'soundbar'],
  ['espresso-machine', 'coffee-pot'],
];

/** How many accessories each demo product gets: the most popular of the accessory kind. */
const PER_PRODUCT = 3;

type Seeded = { id: number; name: string; popularity: number; available: boolean };

/** The demo catalogue's accessory links (product_links rows) between its stored products. */
export function demoAccessoryLinks(rows: readonly Seeded[]) {
  const byKind = new Map<ProductKind, Seeded[]>();
  for (const row of rows) {
    const kind = kindNamedIn(row.name);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
  }
  return DEMO_ACCESSORY_KINDS.flatMap(([kind, accessoryKind]) => {
    const accessories = (byKind.get(accessoryKind) ?? [])
      .filter((row) => row.available)
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .slice(0, PER_PRODUCT);
    return (byKind.get(kind) ?? []).flatMap((product) =>
      accessories.map((accessory, index) => ({
        productId: product.id,
        kind: 'accessory' as const,
        linkedId: accessory.id,
        position: index + 1,
      })),
    );
  });
}
