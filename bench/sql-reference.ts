// The "same SQL through pg" reference of bench/api.bench.ts: the statements the shop runs for one
// request, recorded from the real app in this process, then replayed straight through a pg pool
// under the same concurrency as the HTTP load. The gap between the two is what the shop's own
// code, Fastify and HTTP cost on top of the database.
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { createTestServer } from '../test/utils/test-server';

export type Statement = { text: string; values: unknown[] };
export type ReplayResult = { reqPerSec: number; p50: number; p99: number; errors: number };

/** Runs each GET `url` once through the real app on `databaseUrl`; answers the SQL each one ran. */
export async function recordStatements(databaseUrl: string, urls: readonly string[]): Promise<Statement[][]> {
  const database = await openDatabase({ databaseUrl });
  // No back-in-stock sweeps: their statements would be recorded with the request's.
  const server = await createTestServer({ database, config: { stockAlertCheckMs: 0 } });
  let recording: Statement[] | undefined;
  const query = pg.Client.prototype.query;
  // Every statement of a pooled client, whether drizzle sends it through the pool or a transaction.
  pg.Client.prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (recording && text) recording.push({ text, values: Array.isArray(values) ? values : [] });
    return (query as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof query;
  try {
    const recorded: Statement[][] = [];
    for (const url of urls) {
      recording = [];
      const response = await server.app.inject(url);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      recorded.push(recording);
    }
    return recorded;
  } finally {
    recording = undefined;
    pg.Client.prototype.query = query;
    await server.close();
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * `connections` workers, each replaying one request's statements in order on one pooled client
 * (the shop's pool size, 10), again and again for `durationS` seconds.
 */
export async function replayStatements(
  databaseUrl: string,
  statements: readonly Statement[],
  { connections, durationS, poolSize = 10 }: { connections: number; durationS: number; poolSize?: number },
): Promise<ReplayResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + durationS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const client = await pool.connect();
      try {
        for (const statement of statements) await client.query(statement.text, statement.values);
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.end();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(latencies.length / durationS),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
  };
}
