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

const migrations = path.resolve('server/db/migrations');
const LIFECYCLE_MIGRATION = '0018_order_lifecycle';

/** The migrations folder as it was before the given migration. */
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

describe('migration 0018: existing orders take their lifecycle from their status', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('received → placed, processing → confirmed; payment from the method and how far the order got', async () => {
    const client = await PGlite.create({ extensions: { unaccent, pg_trgm, fuzzystrmatch } });
    const db = drizzle(client);
    const before = migrationsBefore(LIFECYCLE_MIGRATION);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    let serial = 100_000;
    const insert = (status: string, method: string) =>
      client.query(
        `insert into orders (id, number, idempotency_key, cart_id, status, first_name, last_name, email, phone,
           street, city, postal_code, payment_method, access_token_hash, created_at)
         values (gen_random_uuid(), $1, gen_random_uuid()::text, gen_random_uuid(), $2, 'Ana', 'Anić',
           'Ana@Primer.rs', '060 123-4567', 'Ulica 1', 'Beograd', '11000', $3, 'hash', '2026-06-15T12:00:00Z')`,
        [`47-2026-${serial++}`, status, method],
      );
    const statuses = ['received', 'processing', 'shipped', 'delivered', 'cancelled'];
    for (const method of ['cash_on_delivery', 'bank_transfer'])
      for (const status of statuses) await insert(status, method);

    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<Record<string, unknown>>(
      `select payment_method, fulfilment_state, payment_state, version, delivered_at, refunded_amount, search_text
         from orders order by number`,
    );
    expect(rows.map((row) => [row.payment_method, row.fulfilment_state, row.payment_state])).toEqual([
      ['cash_on_delivery', 'placed', 'payOnDelivery'],
      ['cash_on_delivery', 'confirmed', 'payOnDelivery'],
      ['cash_on_delivery', 'shipped', 'payOnDelivery'],
      ['cash_on_delivery', 'delivered', 'paid'],
      ['cash_on_delivery', 'cancelled', 'voided'],
      ['bank_transfer', 'placed', 'awaitingPayment'],
      ['bank_transfer', 'confirmed', 'awaitingPayment'],
      ['bank_transfer', 'shipped', 'paid'],
      ['bank_transfer', 'delivered', 'paid'],
      ['bank_transfer', 'cancelled', 'voided'],
    ]);
    for (const row of rows) {
      expect(row.version).toBe(0);
      expect(row.refunded_amount).toBe(0);
      // A delivered order's placement stands in for its unknown delivery.
      if (row.fulfilment_state === 'delivered')
        expect(new Date(row.delivered_at as string).toISOString()).toBe('2026-06-15T12:00:00.000Z');
      else expect(row.delivered_at).toBeNull();
    }
    // What the back office searches: folded name, e-mail, the number's and the phone's digits.
    expect(rows[0]!.search_text).toBe('ana anic ana@primer.rs 472026100000 0601234567');
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'orders' and column_name = 'status'`,
    );
    expect(columns.rows).toEqual([]);
    await client.close();
  });
});
