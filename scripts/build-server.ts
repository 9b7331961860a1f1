// `npm run build` (after vite build): bundles the server with esbuild into dist-server/main.js, so
// production runs plain JavaScript on node instead of TypeScript through tsx (less memory, one
// process). The shop's own code (server/, contract/) is bundled; packages stay in node_modules, which
// keeps native modules (@node-rs/argon2) and PGlite's wasm and data files where they expect to be.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the server into `outDir` (dist-server/ by default); answers the file to run. */
export async function buildServer(outDir = path.join(root, 'dist-server')): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'main.js');
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // server/db/migrations-folder.ts finds the SQL migrations beside itself: beside main.js once bundled.
  cpSync(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const outfile = await buildServer();
  console.log(`server built: ${path.relative(root, outfile)}`);
}
