import { describe, expect, it } from 'vitest';
import { CategoryIndex, type CategoryRow } from '../../../server/catalog/category-tree';

const row = (id: number, parentId: number | null, name: string): CategoryRow => ({
  id,
  parentId,
  name,
  slug: name.toLowerCase(),
  position: 0,
});

// Ids chosen so that a top category's missing parent could be mistaken for category 1.
const shop = new CategoryIndex([
  row(1, null, 'Kuhinja'),
  row(7, null, 'Bela-tehnika'),
  row(8, 7, 'Frizideri'),
  row(9, 8, 'Kombinovani'),
  row(10, 7, 'Sporeti'),
]);

describe('CategoryIndex', () => {
  it('lists a category with every category below it, at any depth', () => {
    expect(shop.selfAndDescendantIds(7).sort((a, b) => a - b)).toEqual([7, 8, 9, 10]);
    expect(shop.selfAndDescendantIds(9)).toEqual([9]);
  });

  it('gives the breadcrumbs from the top category down, and a top category only itself', () => {
    expect(shop.path(9).map((crumb) => crumb.name)).toEqual(['Bela-tehnika', 'Frizideri', 'Kombinovani']);
    expect(shop.path(7)).toEqual([{ name: 'Bela-tehnika', slug: 'bela-tehnika' }]);
    expect(shop.path(404)).toEqual([]);
  });

  it('does not hang on a cycle in hand-edited data', () => {
    const cyclic = new CategoryIndex([row(3, 4, 'Prva'), row(4, 3, 'Druga')]);
    expect(cyclic.selfAndDescendantIds(3).sort((a, b) => a - b)).toEqual([3, 4]);
    expect(cyclic.path(3).map((crumb) => crumb.name)).toEqual(['Druga', 'Prva']);
  });
});
