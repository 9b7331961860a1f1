import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripMachineDescriptions } from '../../scripts/vite/strip-machine-descriptions';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
const transform = (stripMachineDescriptions() as Plugin & { transform: Transform }).transform.bind({
  parse: parseAst,
});

/** Every property key in the program, in order: what the machine config is made of. */
function keysOf(code: string): string[] {
  const keys: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { type, key } = node as { type?: string; key?: { name?: string; value?: string } };
    if (type === 'Property' && key) keys.push(String(key.name ?? key.value));
    for (const value of Object.values(node)) visit(value);
  };
  visit(parseAst(code));
  return keys;
}

const machineFile = path.resolve(import.meta.dirname, '../../machines/checkout/checkout.machine.ts');

describe('strip-machine-descriptions (client build)', () => {
  it("leaves a machine's every description out and keeps everything else, key by key", async () => {
    const { code } = await transformWithOxc(readFileSync(machineFile, 'utf8'), machineFile);
    const before = keysOf(code);
    expect(before.filter((key) => key === 'description').length).toBeGreaterThan(10);

    const stripped = transform(code, machineFile);

    expect(stripped).not.toBeNull();
    expect(keysOf(stripped!.code)).toEqual(before.filter((key) => key !== 'description'));
  });

  it('takes the comma after a description, so the object stays valid wherever it stood', () => {
    const code = `export const m = { a: { description: 'x', on: {} }, b: { on: {}, description: "y" }, c: { description: \`z\` } };`;
    const { code: out } = transform(code, '/shop/machines/m/m.machine.ts')!;
    expect(out).toBe('export const m = { a: {  on: {} }, b: { on: {},  }, c: {  } };');
    expect(() => parseAst(out)).not.toThrow();
  });

  it("touches no file but a machine's: a page's meta description stays", () => {
    const code = `export const head = { description: 'Opis stranice' };`;
    expect(transform(code, '/shop/src/lib/document-head.ts')).toBeNull();
    expect(transform(code, '/shop/machines/cart/cart.selectors.ts')).toBeNull();
  });
});
