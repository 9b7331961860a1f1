import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { categories } from '../../server/db/schema';
import { rowsOf } from '../../server/db/sql-rows';
import { createTestDatabase, testDbKind } from '../utils/test-database';
import { postgresAdminUrl } from '../utils/template-database';

describe('the embedded database (PGlite) in a data folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pglite-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates the folder, keeps what was written after it is closed, and refuses pings once closed', async () => {
    const dataDir = path.join(folder, 'duboko', 'db');
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.migrate();
    await first.ping();
    await first.db.insert(categories).values({ name: 'Ostaje', slug: 'ostaje' });
    await first.close();
    await expect(first.ping()).rejects.toThrow();

    const second = await openDatabase({ dataDir });
    try {
      await second.migrate();
      expect(await second.db.select({ slug: categories.slug }).from(categories)).toEqual([
        { slug: 'ostaje' },
      ]);
    } finally {
      await second.close();
    }
  });
});

// The shop's own PostgreSQL connections: only in the server-pg project.
describe.skipIf(testDbKind !== 'postgres')('PostgreSQL connections', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    const made = await createTestDatabase();
    // A second pool on the same database, with the shop's defaults (no poolSize).
    url = (made.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    database = await openDatabase({ databaseUrl: url });
    database.close = ((close) => async () => {
      await close();
      await made.close();
    })(database.close);
  });
  afterAll(() => database?.close());

  it('is a postgres database whose server cancels a catalogue read after 2 s and any other statement after 5 s', async () => {
    expect(database.kind).toBe('postgres');
    await database.ping();
    const timeoutOf = async (db: Database['db']) =>
      rowsOf<{ statement_timeout: string }>(await db.execute(sql`show statement_timeout`))[0];
    expect(await timeoutOf(database.catalogDb)).toEqual({ statement_timeout: '2s' });
    expect(await timeoutOf(database.db)).toEqual({ statement_timeout: '5s' });
  });

  it('answers a catalogue read that runs past its deadline with the cancellation, not a hang', async () => {
    await expect(database.catalogDb.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
    // The server answered (it cancelled the statement): PostgreSQL still counts as answering.
    expect(database.answering()).toBe(true);
  });

  it('gives a catalogue import no statement deadline', async () => {
    const batch = await openDatabase({ databaseUrl: url, batch: true });
    try {
      const [row] = rowsOf<{ statement_timeout: string }>(
        await batch.db.execute(sql`show statement_timeout`),
      );
      expect(row).toEqual({ statement_timeout: '0' });
    } finally {
      await batch.close();
    }
  });

  it('opens at most 10 connections by default', async () => {
    const pids = await Promise.all(
      Array.from({ length: 14 }, async () => {
        const [row] = rowsOf<{ pid: number }>(
          await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`),
        );
        return row!.pid;
      }),
    );
    expect(new Set(pids).size).toBe(10);
  });

  it('survives an idle connection the server ends, and answers again', async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    try {
      const [row] = rowsOf<{ name: string }>(
        await database.db.execute(sql`select current_database() as name`),
      );
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [row!.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await expect
        .poll(() =>
          database.ping().then(
            () => 'answers',
            () => 'fails',
          ),
        )
        .toBe('answers');
    } finally {
      await admin.end();
    }
  });

  it('migrates only while holding the shop’s migration lock, waiting for another instance that holds it', async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(74231907)');
      let migrated = false;
      const migration = database.migrate().then(() => {
        migrated = true;
      });
      const waiting = async () =>
        (
          await other.query(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 74231907 and not granted",
          )
        ).rows[0].n;
      await expect.poll(waiting).toBe(1);
      expect(migrated).toBe(false);
      await other.query('select pg_advisory_unlock(74231907)');
      await migration;
      expect(migrated).toBe(true);
      expect(await waiting()).toBe(0);
      // Released again: the next instance can take it at once.
      expect((await other.query('select pg_try_advisory_lock(74231907) as taken')).rows).toEqual([
        { taken: true },
      ]);
      await other.query('select pg_advisory_unlock(74231907)');
    } finally {
      await other.end();
    }
  });
});
