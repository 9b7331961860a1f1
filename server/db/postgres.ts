import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './client';
import { DatabaseGate, databaseNotAnswering } from './database-gate';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/**
 * How long a request may wait on PostgreSQL (docs/scale-out.md, docs/outages.md). A server that
 * stops answering (frozen, not down) then costs a request at most these, and once one of them has
 * tripped (DatabaseGate) new requests get their 503 at once until it answers again.
 */
export const DB_DEADLINES = {
  /** Getting a pooled connection, or opening a new one. */
  acquireMs: 1_000,
  /** One statement of a catalogue read (categories, listings, search, product pages, sitemap). */
  catalogReadMs: 2_000,
  /** One statement of anything else: carts, accounts, orders and the checkout's transaction. */
  writeMs: 5_000,
  /**
   * The client gives up this long after the server's own statement_timeout: a live server has
   * cancelled the statement by then (57014), so only a server that does not answer at all is left.
   */
  clientMarginMs: 500,
  /** Opening the connection that applies the migrations, at start. */
  migrateConnectMs: 5_000,
} as const;

// Any constant works; it only has to be the same for every instance of the shop.
const MIGRATION_LOCK_KEY = 74_231_907;

/** A node-postgres callback: the error first, then what succeeded. */
type Callback = (error: Error | null, ...rest: unknown[]) => void;

/**
 * A pg client that hands each error of a query to the gate and, when the server did not answer
 * in time, drops its connection: the statements queued behind (a transaction's ROLLBACK) then fail
 * at once instead of each waiting out its own deadline, and the pool replaces the connection.
 */
function deadlineClient(gate: DatabaseGate): typeof pg.Client {
  return class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A connection lost while checked out (dropped below, or ended by the server) is reported to
      // the query using it; without a listener the 'error' event would end the process.
      this.on('error', () => {});
    }

    // pg's query has many overloads; this one only watches what any of them reports.
    override query(...args: unknown[]): never {
      const failed = (error: unknown) => {
        gate.observe(error);
        if (error instanceof Error && error.message === 'Query read timeout')
          (
            this as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
      };
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as Callback;
        args[last] = (error: Error | null, ...rest: unknown[]) => {
          if (error) failed(error);
          callback(error, ...rest);
        };
      }
      const result = (super.query as (...all: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.catch(failed);
      return result as never;
    }
  };
}

/** A pool whose connect fails at once while the gate is closed, and reports its own timeouts to it. */
function gatedPool(gate: DatabaseGate, options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...options, Client: deadlineClient(gate) });
  const connect = pool.connect.bind(pool) as (callback: Callback) => void;
  // Pool.query uses connect's callback form; drizzle's transactions its promise form.
  (pool as unknown as { connect: unknown }).connect = (callback?: Callback) => {
    const attempt = (done: Callback) => {
      if (!gate.open) return process.nextTick(() => done(databaseNotAnswering()));
      connect((error, ...rest) => {
        if (error) gate.observe(error);
        done(error, ...rest);
      });
    };
    if (callback) return attempt(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      attempt((error, client) => (error ? reject(error) : resolve(client as pg.PoolClient))),
    );
  };
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

export type DbDeadlines = { [K in keyof typeof DB_DEADLINES]: number };

/** A pool of `max` connections whose statements get `statementMs` (none when undefined). */
const poolOptions = (
  databaseUrl: string,
  max: number,
  statementMs: number | undefined,
  deadlines: DbDeadlines,
): pg.PoolConfig => ({
  connectionString: databaseUrl,
  max,
  connectionTimeoutMillis: deadlines.acquireMs,
  ...(statementMs === undefined
    ? {}
    : { statement_timeout: statementMs, query_timeout: statementMs + deadlines.clientMarginMs }),
});

export type PostgresOptions = {
  databaseUrl: string;
  /** Connections for writes and everything else; catalogue reads get half as many more. */
  poolSize?: number;
  /** Catalogue import and other batches: no statement deadline (an index on a big catalogue). */
  batch?: boolean;
  /** Other deadlines than DB_DEADLINES (the test suite's, on a busy machine). */
  deadlines?: Partial<DbDeadlines>;
};

/** PostgreSQL through two pools: catalogue reads with their short deadline, everything else. */
export async function openPostgres({
  databaseUrl,
  poolSize = 10,
  batch = false,
  deadlines: given = {},
}: PostgresOptions): Promise<Database> {
  const deadlines: DbDeadlines = { ...DB_DEADLINES, ...given };
  const probe = async () => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: deadlines.acquireMs,
      query_timeout: deadlines.acquireMs,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      // A frozen server would hold `end` too: the socket is dropped instead.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
  const gate = new DatabaseGate(probe);
  const pool = gatedPool(
    gate,
    poolOptions(databaseUrl, poolSize, batch ? undefined : deadlines.writeMs, deadlines),
  );
  const catalogPool = gatedPool(
    gate,
    poolOptions(databaseUrl, Math.max(2, Math.ceil(poolSize / 2)), deadlines.catalogReadMs, deadlines),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    catalogDb: drizzle(catalogPool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Migrations may take longer than a request's query (an index on a big catalogue).
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: deadlines.migrateConnectMs,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    answering: () => gate.open,
    close: async () => {
      gate.stop();
      await Promise.all([pool.end(), catalogPool.end()]);
    },
  };
}
