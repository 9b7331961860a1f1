import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { freePort } from '../../utils/free-port';

const root = path.resolve(import.meta.dirname, '../../..');

export type Mail = { to: string; subject: string; text: string; links: string[] };

/** The built shop running as `npm start` runs it, on its own port, data directory and database. */
export type ShopServer = {
  url: string;
  dataDir: string;
  database: 'pglite' | 'postgres';
  /** The mails the shop wrote to $DATA_DIR/outbox, oldest first. */
  mails(): Promise<Mail[]>;
  /** The newest mail to `address`, waiting up to 10 s for it to be written. */
  lastMailTo(address: string, subject?: RegExp): Promise<Mail>;
  /**
   * Runs statements on the shop's database while it runs: on PostgreSQL beside the server; on PGlite
   * (which the server process holds) the server stops, the same data directory is opened here, and
   * the server starts again on the same port and data directory (sessions and carts stay).
   */
  withDatabase<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Runs one of the shop's command-line tools (`npm run staff:add -- …`: the script and its
   * arguments) on the shop's database, as an operator on the server would, with standard input
   * not a terminal; on PGlite the server stops for it and starts again, as for withDatabase.
   */
  cli(script: string, args: string[], env?: Record<string, string>): Promise<CliResult>;
  /** What the server wrote to stdout and stderr (warnings and errors: LOG_LEVEL=warn). */
  log(): string;
  /** Stops the server and deletes its data directory and database. */
  stop(): Promise<void>;
};

export type CliResult = { code: number | null; output: string };

/** One SQL statement with $1… parameters; answers its rows. */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not become healthy in 120 s:\n${output()}`);
}

/** The driver's own client under drizzle (a PGlite instance or a pg Pool): both answer `{ rows }`. */
function runnerOf(db: object): SqlRunner {
  const client = (db as { $client: unknown }).$client as {
    query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  };
  return async (text, params = []) => (await client.query(text, params)).rows;
}

/**
 * Starts the built shop as production runs it (`npm run build` wrote dist/ and dist-server/;
 * scripts/test.mjs builds both first) with a fresh
 * DATA_DIR, and a fresh PostgreSQL database when TEST_DATABASE_URL is set (PGlite otherwise).
 */
export async function startShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prodavnica-e2e-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  let log = '';
  const spawnServer = (): ChildProcess => {
    const started = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        // Chromium and the journeys share two busy cores with the server, whose PGlite queries run on
        // its event loop: a slow second there is the test machine's, not an overload to answer 503 to.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        // Every journey registers its own shoppers from 127.0.0.1; the login limit stays as shipped.
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_FORGOT_PER_HOUR: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    return started;
  };
  const stopServer = async (running: ChildProcess) => {
    const exited = new Promise((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) resolve(null);
      else running.once('exit', resolve);
    });
    running.kill('SIGTERM');
    await exited;
  };
  let child = spawnServer();
  await waitForHealth(url, child, () => log);

  const outbox = path.join(dataDir, 'outbox');
  async function mails(): Promise<Mail[]> {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (name) => {
        const parsed = await simpleParser(readFileSync(path.join(outbox, name)));
        const text = parsed.text ?? '';
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
        return {
          to: to ?? '',
          subject: parsed.subject ?? '',
          text,
          links: text.match(/https?:\/\/[^\s)>\]]+/g) ?? [],
        };
      }),
    );
  }

  /**
   * Gives the database to `work` alone: on PostgreSQL it is shared anyway; PGlite's data directory
   * is the server process's, so the server stops and then starts again on the same port and data.
   */
  async function withDataToItself<T>(work: () => Promise<T>): Promise<T> {
    if (postgres) return work();
    await stopServer(child);
    try {
      return await work();
    } finally {
      child = spawnServer();
      await waitForHealth(url, child, () => log);
    }
  }

  return {
    url,
    dataDir,
    database: postgres ? 'postgres' : 'pglite',
    log: () => log,
    mails,
    async lastMailTo(address, subject) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = (await mails())
          .filter((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)))
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no mail to ${address} arrived`);
    },
    async withDatabase(work) {
      const { openDatabase } = await import('../../../server/db/client');
      const options = postgres
        ? { databaseUrl: postgres.url, poolSize: 1 }
        : { dataDir: path.join(dataDir, 'db') };
      return withDataToItself(async () => {
        const database = await openDatabase(options);
        try {
          return await work(runnerOf(database.db));
        } finally {
          await database.close();
        }
      });
    },
    cli(script, args, env = {}) {
      return withDataToItself(
        () =>
          new Promise<CliResult>((resolve, reject) => {
            const tool = spawn(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], {
              cwd: root,
              env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', ...env },
              stdio: ['pipe', 'pipe', 'pipe'],
            });
            let output = '';
            tool.stdout.on('data', (chunk) => {
              output += chunk;
            });
            tool.stderr.on('data', (chunk) => {
              output += chunk;
            });
            tool.stdin.end();
            tool.once('error', reject);
            tool.once('close', (code) => resolve({ code, output }));
          }),
      );
    },
    async stop() {
      await stopServer(child);
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
