import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { postgresAdminUrl, postgresUrlOf } from './template-database';

/**
 * The suite runs many PostgreSQL databases at once on a busy 2-core machine, where opening a
 * connection can take over a second: the deadlines a frozen server is tested with
 * (test/reliability, their own databases) would close the database gate on a merely slow one.
 */
const SUITE_DEADLINES = { acquireMs: 10_000, catalogReadMs: 20_000, writeMs: 20_000 };

/** Which database the server tests run on: PGlite, or PostgreSQL in the `server-pg` project. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

// Read once per test file: several databases of one file load the same tarball.
let pgliteTemplate: Promise<Blob> | undefined;

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created next to
 * TEST_DATABASE_URL's and dropped again by `close()`. Both start as a copy of the template the
 * project's global setup migrated once (test/utils/*-template.setup.ts); without one (a project
 * that has no such setup) the database is migrated here.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const templateFile = inject('pgliteTemplateFile');
    if (!templateFile) {
      const database = await openDatabase({ dataDir: null });
      await database.migrate();
      return database;
    }
    pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
    return openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate });
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplateName');
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({
    databaseUrl: postgresUrlOf(name),
    poolSize: 20,
    deadlines: SUITE_DEADLINES,
  });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
