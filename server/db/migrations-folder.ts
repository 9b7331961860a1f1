import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SQL migrations, beside this file (and beside main.js once bundled: scripts/build-server.ts). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
