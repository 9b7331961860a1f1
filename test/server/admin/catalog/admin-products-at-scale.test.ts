import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminProducts } from '../../../../server/catalog-admin/admin-product-list';
import { COUNT_BOUND } from '../../../../server/catalog/read-bounds';
import { type Database, openDatabase } from '../../../../server/db/client';
import { rowsOf } from '../../../../server/db/sql-rows';
import { GENERATED, generateCatalog } from '../../../utils/generated-catalog';
import { postgresUrlOf } from '../../../utils/template-database';
import { createTestDatabase, testDbKind } from '../../../utils/test-database';

const PRODUCTS = 100_000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every statement a read sends, with how it was planned and how long it took (EXPLAIN ANALYZE). */
async function plansOf(database: Database, read: () => Promise<unknown>) {
  const recorded: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (text) recorded.push({ text, values: Array.isArray(values) ? values : [] });
    return (query as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof query;
  try {
    await read();
  } finally {
    pg.Client.prototype.query = query;
  }
  // Replayed in order on one connection, in one transaction: a `set local` the read sends holds
  // for the statements after it, as it did for the read.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const plans = [];
  try {
    await client.query('begin');
    for (const { text, values } of recorded) {
      if (/^(begin|commit|rollback)/i.test(text)) continue;
      if (/^set /i.test(text)) {
        await client.query(text, values);
        continue;
      }
      const result = await client.query(`explain (analyze, format json) ${text}`, values);
      const [explained] = result.rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
      plans.push({ text, nodes: nodesOf(explained!.Plan), ms: explained!['Execution Time'] });
    }
  } finally {
    await client.query('rollback');
    client.release();
  }
  return plans;
}

// As catalog-plans-at-scale.test.ts: the planner's choices at 100 000 products, on PostgreSQL.
describe.skipIf(testDbKind === 'pglite')(`the back office’s product list at ${PRODUCTS} products`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Generated without the suite's statement deadline: the shared machine may be busy.
    const [{ name }] = rowsOf<{ name: string }>(
      await database.db.execute(sql`select current_database() as name`),
    ) as [{ name: string }];
    const batch = await openDatabase({ databaseUrl: postgresUrlOf(name), batch: true, poolSize: 1 });
    try {
      await generateCatalog(batch.db, PRODUCTS);
    } finally {
      await batch.close();
    }
  });
  afterAll(() => database?.close());

  const reads = {
    'the first page': { page: 1 },
    'page 20': { page: 20 },
    'a top category': { category: 1, page: 1 },
    'a common word (a tenth of the catalogue)': { q: GENERATED.commonWord, page: 1 },
    'a rare word (one model code)': { q: GENERATED.modelCode(54_321), page: 1 },
    'the low-stock list': { lowStock: 'true' as const, page: 1 },
  };
  for (const [label, query] of Object.entries(reads)) {
    it(`reads ${label} from indexes, never scanning the products table`, async () => {
      const answer = await listAdminProducts(database.db, query);
      if (label !== 'the low-stock list') expect(answer.items.length).toBeGreaterThan(0);
      const plans = await plansOf(database, () => listAdminProducts(database.db, query));
      const scans = plans.flatMap((plan) =>
        plan.nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'),
      );
      console.info(`${label}: ${plans.map((plan) => `${plan.ms.toFixed(1)} ms`).join(' + ')}`);
      expect(scans).toEqual([]);
    });
  }

  it('counts a common word’s matches up to the bound and says the total is a lower bound', async () => {
    const answer = await listAdminProducts(database.db, { q: GENERATED.commonWord, page: 1 });
    expect(answer).toMatchObject({ total: COUNT_BOUND, totalIsLowerBound: true });
  });

  it('finds one product by its EAN through products_ean_idx', async () => {
    const [{ ean }] = rowsOf<{ ean: string }>(
      await database.db.execute(sql`select ean from products where id = 4321`),
    ) as [{ ean: string }];
    const plans = await plansOf(database, () => listAdminProducts(database.db, { q: ean, page: 1 }));
    const indexes = plans.flatMap((plan) => plan.nodes.map((node) => node['Index Name']).filter(Boolean));
    expect(indexes).toContain('products_ean_idx');
  });
});
