import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance of the shop.
const MIGRATION_LOCK_KEY = 74_231_907;

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | {
      dataDir: string | null /* null: in memory */;
      /** Start from this dump of a data directory (PGlite's `dumpDataDir`), not an empty database. */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { unaccent, pg_trgm, fuzzystrmatch },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * How long a request may wait on PostgreSQL: to connect or get a pooled connection, and for one
 * query. A server that stops answering (frozen, not down) then gives 503 instead of hanging.
 */
export const DB_TIMEOUTS = { connectMs: 5_000, queryMs: 20_000 } as const;

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    query_timeout: DB_TIMEOUTS.queryMs,
    statement_timeout: DB_TIMEOUTS.queryMs,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Migrations may take longer than a request's query (an index on a big catalogue).
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
