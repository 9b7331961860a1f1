import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

export default defineConfig({
  // Brotli and gzip copies of every text asset (index.html too), served by @fastify/static's
  // preCompressed; source maps are left out: they are not served by default.
  plugins: [
    react(),
    versionFile(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ }),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Chunks by when the shop needs them (bench/bundle.bench.ts measures a first visit). Left to
        // itself, rolldown spreads what loads together over many small shared chunks, each costing
        // a request and compressing worse.
        codeSplitting: {
          groups: [
            // What the first page needs (what the entry imports statically) in two chunks: the
            // libraries, which change seldom and stay cached across deploys, and the shop's own code.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'index', tags: ['$initial'], priority: 2 },
            // zod and the contract's schemas arrive only with a form's check: one chunk for all.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: { '/api': apiOrigin, '/version.json': apiOrigin },
  },
});
