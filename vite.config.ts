import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { startupChunk } from './scripts/vite/startup-chunk.ts';
import { stripMachineDescriptions } from './scripts/vite/strip-machine-descriptions.ts';

const buildId = process.env.BUILD_ID || Date.now().toString(36);
// `npm run dev` (package.json dev:api) gives the API the same DEV_PORT as its allowed origin: a
// fallback port would make every POST fail the API's same-origin check, so Vite stops instead.
const devPort = Number(process.env.DEV_PORT || 5173);
const apiOrigin = `http://localhost:${process.env.API_PORT || 3000}`;

/** Writes dist/version.json, which the server serves and open tabs poll for a new build. */
function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

const startup = startupChunk();

const clientBuild = {
  outDir: 'dist',
  // One stylesheet, linked by index.html: a page the server rendered is styled at its first
  // paint, before any page chunk arrives (the whole shop's CSS is about 9 KB gzip).
  cssCodeSplit: false,
  // No preload links for a dynamic import's chunks: the shop imports its code after the first
  // paint, and appending those links cost a slow phone a 95 ms task (4× CPU, 17 links on a
  // server-rendered page), more than the one round trip it saves; the browser finds a chunk's
  // imports when it parses the chunk.
  modulePreload: false,
  sourcemap: true,
  target: 'es2022',
  rolldownOptions: {
    output: {
      // Chunks by when the shop needs them (bench/bundle.bench.ts measures a first visit). Left to
      // itself, rolldown spreads what loads together over many small shared chunks, each costing
      // a request and compressing worse.
      codeSplitting: {
        groups: [
          // zod and the contract's schemas arrive only with a form's check: one chunk for all.
          { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 0 },
          // The libraries every start needs, in one chunk rather than spread over the shop's.
          {
            name: 'vendor',
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|xstate|@xstate|wouter|use-sync-external-store|regexparam|redaxios|js-cookie)[\\/]/,
            priority: 1,
          },
          // The shop's own code every start runs, in one chunk (scripts/vite/startup-chunk.ts): only
          // the modules it names, not their imports too, or it would take what the entry imports
          // (and the entry would import the whole shop).
          { name: startup.name, priority: 0, includeDependenciesRecursively: false },
        ],
      },
    },
  },
} satisfies BuildOptions;

/** The server renderer, src/app/entry-server.tsx: one file beside dist-server/main.js, for Node. */
const serverRendererBuild = {
  outDir: 'dist-server',
  emptyOutDir: false,
  sourcemap: true,
  target: 'node20',
  rolldownOptions: { output: { codeSplitting: false } },
} satisfies BuildOptions;

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text asset (index.html too), served by @fastify/static's
  // preCompressed; source maps are left out: they are not served by default. The server renderer
  // (`npm run build:ssr`, beside dist-server/main.js) is JavaScript for Node alone.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        versionFile(),
        startup.plugin,
        stripMachineDescriptions(),
        compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ }),
      ],
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // @xstate/react and wouter import the store hook's shim for React 17; on React 19 the same
    // package's own entries hand over React's built-in useSyncExternalStore instead.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: isSsrBuild ? serverRendererBuild : clientBuild,
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': apiOrigin, '/version.json': apiOrigin },
  },
}));
