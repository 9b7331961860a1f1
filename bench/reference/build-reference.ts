import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Builds the bare Vite + React reference page (bench/reference/) into `outDir`, as the shop's
 * client is built (brotli and gzip copies), for the benchmarks that measure the shop beside it.
 */
export async function buildReference(outDir: string): Promise<void> {
  await build({
    root: path.resolve(import.meta.dirname),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  copyFileSync(
    path.resolve(import.meta.dirname, '../../public/images/catalog/placeholder.svg'),
    path.join(outDir, 'placeholder.svg'),
  );
}

/** The JavaScript the built reference page downloads, gzip level 9, in KB. */
export function referenceJsKb(outDir: string): number {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024,
      0,
    );
}
