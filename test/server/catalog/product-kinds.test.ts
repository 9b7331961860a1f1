import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_VIEWS,
  type ProductKind,
  kindNamedIn,
  productKindImagePath,
  productKindImages,
  productKinds,
} from '../../../server/db/product-kinds';
import { buildDemoCatalog } from '../../../server/db/seed-catalog';
import { demoCatalog } from '../../../server/db/seed-catalog-data';
import { categoryPalettes } from '../../../scripts/catalog-drawings/catalog-drawings';
import { renderPlaceholder, renderView } from '../../../scripts/catalog-drawings/render';

const publicDir = path.join(import.meta.dirname, '..', '..', '..', 'public');
const imagesDir = path.join(publicDir, 'images', 'catalog');
const { products } = buildDemoCatalog(new Date('2025-01-01T00:00:00Z'));
const kinds = Object.keys(productKinds) as ProductKind[];
const fileOf = (kind: ProductKind, view: (typeof IMAGE_VIEWS)[number]) =>
  readFileSync(path.join(publicDir, productKindImagePath(kind, view)), 'utf8');

describe('the demo products’ types and drawings', () => {
  it('draws every demo product as what its name says (an air fryer as an air fryer, not a kettle)', () => {
    const wrong = products
      .filter((product) => {
        const named = kindNamedIn(product.name);
        return !named || product.images.join() !== productKindImages(named).join();
      })
      .map((product) => `${product.name} → ${product.images[0]}`);
    expect(wrong).toEqual([]);
  });

  it('reads the most specific type from a name: a stovetop kettle is no stove, a side by side is its own fridge', () => {
    expect(kindNamedIn('Čajnik za šporet Metalac Beli')).toBe('stovetop-kettle');
    expect(kindNamedIn('Kombinovani šporet Gorenje K5')).toBe('stove');
    expect(kindNamedIn('Side by side frižider LG GSX')).toBe('side-by-side-fridge');
    expect(kindNamedIn('Friteza na vrući vazduh Philips HD9252')).toBe('air-fryer');
    expect(kindNamedIn('Kišobran')).toBeUndefined();
  });

  it('gives a tie between words of one length to the type listed first', () => {
    expect(kindNamedIn('Laptop ili tablet')).toBe('laptop');
    expect(kindNamedIn('Tablet ili laptop')).toBe('laptop');
  });

  it('uses every type, each for the products of one top category', () => {
    const categoryOfKind = new Map<ProductKind, string>();
    for (const top of demoCatalog) {
      for (const template of top.children.flatMap((child) => child.templates)) {
        expect(categoryOfKind.get(template.kind) ?? top.slug, template.kind).toBe(top.slug);
        categoryOfKind.set(template.kind, top.slug);
      }
    }
    expect([...categoryOfKind.keys()].sort()).toEqual([...kinds].sort());
  });

  it('gives every product its type’s three views, the front first', () => {
    for (const product of products) {
      expect(product.images).toHaveLength(3);
      expect(product.images.map((image) => image.replace(/^.*-(\w+)\.svg$/, '$1'))).toEqual([...IMAGE_VIEWS]);
      for (const image of product.images) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
    }
  });

  it('keeps only the drawings in use: the three views of each type and the placeholder', () => {
    const expected = [
      ...kinds.flatMap((kind) => IMAGE_VIEWS.map((view) => `${kind}-${view}.svg`)),
      'placeholder.svg',
    ];
    expect(readdirSync(imagesDir).sort()).toEqual(expected.sort());
  });

  it('draws each type differently, and each view of a type differently', () => {
    const withoutLabel = (svg: string) => svg.replace(/aria-label="[^"]*"/, '');
    const fronts = kinds.map((kind) => withoutLabel(fileOf(kind, 'front')));
    expect(new Set(fronts).size).toBe(kinds.length);
    for (const kind of kinds) {
      const views = IMAGE_VIEWS.map((view) => withoutLabel(fileOf(kind, view)));
      expect(new Set(views).size, kind).toBe(IMAGE_VIEWS.length);
    }
  });

  it('makes small square 800 × 800 SVGs named in Serbian', () => {
    for (const kind of kinds) {
      for (const view of IMAGE_VIEWS) {
        const svg = fileOf(kind, view);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 800" width="800" height="800"/);
        expect(svg).toContain(`aria-label="${productKinds[kind].label}, `);
        expect(svg.length, `${kind}-${view}`).toBeLessThan(4096);
      }
    }
  });

  it('has committed what the generator draws (npx tsx scripts/generate-catalog-images.ts)', () => {
    expect(readFileSync(path.join(imagesDir, 'placeholder.svg'), 'utf8')).toBe(renderPlaceholder());
    demoCatalog.forEach((top, index) => {
      for (const { kind } of top.children.flatMap((child) => child.templates)) {
        for (const view of IMAGE_VIEWS) {
          expect(fileOf(kind, view), `${kind}-${view}`).toBe(
            renderView(kind, view, categoryPalettes[index]!),
          );
        }
      }
    });
  });
});
