import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

const root = path.resolve(import.meta.dirname, '../..');

function viewFiles(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `<img …>` of a file: where it is and the attributes it names. */
function imagesOf(file: string): { where: string; attributes: string[] }[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: { where: string; attributes: string[] }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const element = node as Node;
    if (element.type === 'JSXOpeningElement') {
      const name = element.name as Node;
      if (name.type === 'JSXIdentifier' && name.name === 'img') {
        const attributes = (element.attributes as Node[]).map((attribute) =>
          attribute.type === 'JSXAttribute' ? String((attribute.name as Node).name) : '{...spread}',
        );
        found.push({ where: `${path.relative(root, file)}:${element.loc?.start.line}`, attributes });
      }
    }
    for (const [key, value] of Object.entries(element)) if (key !== 'loc') visit(value);
  };
  visit(ast.program);
  return found;
}

const images = viewFiles().flatMap(imagesOf);

describe('every <img> in the views', () => {
  it('is found: the scan reads the product gallery, cards and cart lines', () => {
    const files = new Set(images.map(({ where }) => where.split(':')[0]));
    expect(files).toContain('src/features/product/product-gallery.tsx');
    expect(files).toContain('src/components/ui/product-card.tsx');
    expect(files).toContain('src/features/cart/cart-line.tsx');
  });

  it('states its width and height, so the page does not jump while pictures load', () => {
    const unsized = images
      .filter(({ attributes }) => !attributes.includes('width') || !attributes.includes('height'))
      .map(({ where }) => where);
    expect(unsized).toEqual([]);
  });
});
