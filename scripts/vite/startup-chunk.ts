import type { Plugin } from 'vite';

const isAppModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/**
 * The chunk for the shop's own modules every start runs: src/app/start-shop.tsx and what it imports
 * statically, less the entry's own (src/app/main.tsx), as a codeSplitting group's name. Left to
 * itself the bundler spreads them over about 20 chunks, one per set of pages that share a module:
 * each file pays again, in its own gzip stream, for the words the others share, and a first visit
 * downloads all of them. One chunk is 4 KB gzip less (bench/results/bundle.md). Grouping what
 * several pages share the same way was measured too: each page then downloads what only the
 * others need, 1–4 KB more than this.
 */
export function startupChunk() {
  const start = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunk',
    apply: 'build',
    buildEnd() {
      const collect = (id: string, into: Set<string>, stop: Set<string> = new Set()) => {
        if (into.has(id) || stop.has(id) || !isAppModule(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) collect(imported, into, stop);
      };
      const ids = [...this.getModuleIds()];
      const entryId = ids.find((id) => id.endsWith('/src/app/main.tsx'));
      const startId = ids.find((id) => id.endsWith('/src/app/start-shop.tsx'));
      if (!entryId || !startId) return;
      const entry = new Set<string>();
      collect(entryId, entry);
      collect(startId, start, entry);
    },
  };
  return {
    plugin,
    /** A codeSplitting group's name function: `shop` for the start's modules, null for the rest. */
    name: (id: string) => (start.has(id) ? 'shop' : null),
  };
}
