// One server test file's database, the old way (migrate a new one) against the new way (copy the
// migrated template), timed alternately so both meet the same machine load. PostgreSQL too when
// TEST_DATABASE_URL is set. Usage: npx tsx bench/test-database.bench.ts [rounds=3]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../server/db/client';

const rounds = Number(process.argv[2] ?? 3);
const adminUrl = process.env.TEST_DATABASE_URL;
const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
const newName = () => `bench_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round(performance.now() - start);
}

async function migratedPostgres(name: string, template?: string) {
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlOf(name), poolSize: 1 });
  if (!template) await database.migrate();
  return database;
}

const templateDb = await openDatabase({ dataDir: null });
await templateDb.migrate();
const dump = await (templateDb.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
await templateDb.close();
const pgTemplate = adminUrl ? newName() : undefined;
if (pgTemplate) await (await migratedPostgres(pgTemplate)).close();

const results: Record<string, number[]> = {
  pgliteMigrate: [],
  pgliteTemplate: [],
  pgMigrate: [],
  pgTemplate: [],
};
for (let round = 0; round < rounds; round++) {
  results.pgliteMigrate!.push(
    await timed(async () => {
      const database = await openDatabase({ dataDir: null });
      await database.migrate();
      await database.close();
    }),
  );
  results.pgliteTemplate!.push(
    await timed(async () => {
      const database = await openDatabase({ dataDir: null, loadDataDir: dump });
      await database.ping();
      await database.close();
    }),
  );
  for (const [key, template] of [
    ['pgMigrate', undefined],
    ['pgTemplate', pgTemplate],
  ] as const) {
    if (!pgTemplate) continue;
    results[key]!.push(
      await timed(async () => {
        const name = newName();
        await (await migratedPostgres(name, template)).close();
        await admin(`drop database ${name}`);
      }),
    );
  }
  console.log(`round ${round + 1}: load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
}
if (pgTemplate) await admin(`drop database ${pgTemplate}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, values] of Object.entries(results)) {
  if (values.length > 0) console.log(`${name}: ${values.join(', ')} ms, median ${median(values)} ms`);
}
