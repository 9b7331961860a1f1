import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { categories } from '../../server/db/schema';
import { createTestDatabase, testDbKind } from '../utils/test-database';

const journal = JSON.parse(
  readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('every server test file starts on its own copy of one migrated template', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('the project migrated a template once for the whole run', () => {
    const template = inject(testDbKind === 'pglite' ? 'pgliteTemplateFile' : 'postgresTemplateName');
    expect(template).toEqual(expect.any(String));
  });

  it('a new database has every migration applied and no rows', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    expect(await first.db.$count(categories)).toBe(0);
  });

  it('two copies of the template share no rows', async () => {
    await first.db.insert(categories).values({ name: 'Samo u prvoj', slug: 'samo-u-prvoj' });
    expect(await first.db.$count(categories)).toBe(1);
    expect(await second.db.$count(categories)).toBe(0);
  });
});
