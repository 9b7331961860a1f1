import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `description: …` property of an object literal in the tree. */
function descriptionProperties(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'Property') {
      const key = node.key as Node & { name?: string; value?: unknown };
      if (!node.computed && (key.name === 'description' || key.value === 'description')) {
        found.push(node);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
}

/**
 * Leaves the states' and transitions' `description`s out of the machines a browser downloads
 * (machines/**\/*.machine.ts, client build only). They are written for Stately and for the people
 * reading the diagram; no code reads them, and they were 1.3 KB gzip of every first visit. Tests,
 * the server renderer and the visualizer read the sources, descriptions and all.
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]machines[\\/].+\.machine\.ts$/.test(id)) return null;
      const properties = descriptionProperties(this.parse(code) as unknown as Node);
      if (properties.length === 0) return null;
      const edited = new MagicString(code);
      for (const property of properties) {
        const comma = /^\s*,/.exec(code.slice(property.end));
        edited.remove(property.start, property.end + (comma ? comma[0].length : 0));
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
