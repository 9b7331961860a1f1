import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder';
import { type PostgresOptions, openPostgres } from './postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** The same database for catalogue reads, whose statements get a shorter deadline (db/postgres.ts). */
  catalogDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** False while the database is known not to answer (a request met its deadline, no probe answered since). */
  answering(): boolean;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | PostgresOptions
  | {
      dataDir: string | null /* null: in memory */;
      /** Start from this dump of a data directory (PGlite's `dumpDataDir`), not an empty database. */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'databaseUrl' in options ? openPostgres(options) : openPglite(options.dataDir, options.loadDataDir);
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
    // PGlite runs in this process: a statement deadline would not free it.
    catalogDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    answering: () => !client.closed,
    close: () => client.close(),
  };
}
