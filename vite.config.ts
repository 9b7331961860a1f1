import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const buildId = process.env.BUILD_ID || Date.now().toString(36);
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
  plugins: [react(), versionFile()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/version.json': apiOrigin },
  },
});
