import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupChunk } from '../../scripts/vite/startup-chunk';

/** A module graph as the bundler reports it: each module's static imports. */
const graph: Record<string, string[]> = {
  '/shop/index.html': ['/shop/src/app/main.tsx'],
  '/shop/src/app/main.tsx': ['/shop/src/lib/chunk-reload.ts', '\0vite/preload-helper.js'],
  '/shop/src/lib/chunk-reload.ts': [],
  '\0vite/preload-helper.js': [],
  '/shop/src/app/start-shop.tsx': ['/shop/src/app/app.tsx', '/shop/src/lib/chunk-reload.ts'],
  '/shop/src/app/app.tsx': ['/shop/machines/app/app.machine.ts', '/shop/node_modules/react/index.js'],
  '/shop/machines/app/app.machine.ts': ['/shop/node_modules/xstate/dist/xstate.esm.js'],
  '/shop/node_modules/react/index.js': [],
  '/shop/node_modules/xstate/dist/xstate.esm.js': [],
  '/shop/src/features/cart/cart-page.tsx': ['/shop/src/features/cart/cart-line.tsx'],
  '/shop/src/features/cart/cart-line.tsx': [],
};

function planned() {
  const startup = startupChunk();
  const buildEnd = (startup.plugin as Plugin & { buildEnd: (this: unknown) => void }).buildEnd;
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
  });
  return Object.fromEntries(Object.keys(graph).map((id) => [id, startup.name(id)]));
}

describe('startup-chunk', () => {
  it("puts the start's own modules in one chunk, and nothing else", () => {
    expect(planned()).toEqual({
      '/shop/index.html': null,
      // The entry's imports stay the entry's: the entry must not import the whole shop.
      '/shop/src/app/main.tsx': null,
      '/shop/src/lib/chunk-reload.ts': null,
      '\0vite/preload-helper.js': null,
      '/shop/src/app/start-shop.tsx': 'shop',
      '/shop/src/app/app.tsx': 'shop',
      '/shop/machines/app/app.machine.ts': 'shop',
      // Libraries have their own chunk (vite.config.ts), pages theirs.
      '/shop/node_modules/react/index.js': null,
      '/shop/node_modules/xstate/dist/xstate.esm.js': null,
      '/shop/src/features/cart/cart-page.tsx': null,
      '/shop/src/features/cart/cart-line.tsx': null,
    });
  });
});
