import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidModel97 } from '../../../contract/model-97';
import { ORDER_NUMBER_PATTERN, orderNumberOf } from '../../../contract/order-number';

const migrations = path.resolve('server/db/migrations');
const NUMBER_MIGRATION = '0004_order_number_code';

/** The migrations folder as it was before the order-number migration. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0004: sequential order numbers become codes', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('backfills each old order with its year and old number under model-97 control digits, unique', async () => {
    const client = await PGlite.create({ extensions: { unaccent, pg_trgm, fuzzystrmatch } });
    const db = drizzle(client);
    const before = migrationsBefore(NUMBER_MIGRATION);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    const insert = (number: number | null, createdAt: string) =>
      client.query(
        `insert into orders (id, ${number === null ? '' : 'number, '}idempotency_key, cart_id, first_name,
           last_name, email, phone, street, city, postal_code, payment_method, access_token_hash, created_at)
         values (gen_random_uuid(), ${number === null ? '' : `${number}, `}gen_random_uuid()::text,
           gen_random_uuid(), 'Ana', 'Anić', 'ana@primer.rs', '0601234567', 'Ulica 1', 'Beograd', '11000',
           'cash_on_delivery', 'hash', $1)`,
        [createdAt],
      );
    await insert(null, '2026-03-01T10:00:00Z'); // the sequence's first number: 1
    await insert(17, '2026-06-15T12:00:00Z');
    // 23:30 UTC on New Year's Eve is already the new year in Belgrade.
    await insert(1042, '2025-12-31T23:30:00Z');
    await insert(12345678, '2024-05-05T08:00:00Z');

    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ number: string }>('select number from orders order by number');
    expect(rows.map((row) => row.number).sort()).toEqual(
      [
        orderNumberOf(2026, '000001'),
        orderNumberOf(2026, '000017'),
        orderNumberOf(2026, '001042'),
        orderNumberOf(2024, '12345678'),
      ].sort(),
    );
    for (const { number } of rows) {
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(isValidModel97(number)).toBe(true);
    }
    await expect(
      client.query(`update orders set number = $1 where number <> $1`, [rows[0]!.number]),
    ).rejects.toThrow(/orders_number_unique/);
    const { rows: columns } = await client.query<{ is_nullable: string; column_default: string | null }>(
      `select is_nullable, column_default from information_schema.columns
       where table_name = 'orders' and column_name = 'number'`,
    );
    expect(columns).toEqual([{ is_nullable: 'NO', column_default: null }]);
    await client.close();
  });
});
