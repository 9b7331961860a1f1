import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './sql-rows';

/**
 * The catalogue's change counter (migration 0006): every write to products, categories or reviews,
 * by whatever program, moves it.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select last_value::text as version from catalog_version`),
  );
  return row?.version ?? '';
}
