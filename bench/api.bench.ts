// `npm run bench:api`: loads the built server with autocannon (50 connections, no pipelining) on
// a category listing, a search, GET /api/cart with 5 items and add-item — on PGlite, and on
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set — beside a bare Fastify route in the
// same run, and writes req/s, p50/p99 latency and the ratio to the bare route to bench/results/api.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../test/utils/free-port';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CARTS_FOR_ADD_ITEM = 400;

type Row = {
  target: string;
  database: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function start(script: string, env: Record<string, string>, readyUrl: string) {
  const child = spawn('npx', ['tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(readyUrl, child);
  return child;
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(title: string, database: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION_S,
    ...options,
  });
  const row = {
    target: title,
    database,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as any, cookie: response.headers.get('set-cookie') };
}

async function benchShop(database: string, databaseUrl: string | undefined): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = await start(
    'server/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
    `${base}/api/health`,
  );
  try {
    const categories = (await json(`${base}/api/categories`)).body as { slug: string }[];
    const listing = (await json(`${base}/api/products?available=true&pageSize=5&sort=popular`)).body;
    const productIds: number[] = listing.items.map((p: { id: number }) => p.id);
    const created = await json(`${base}/api/cart/create`, { method: 'POST' });
    const cartId: string = created.body.cartId;
    const cookie = `cart_id=${cartId}`;
    for (const productId of productIds) {
      await json(`${base}/api/cart/add-item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ cartId, productId }),
      });
    }
    const cart = (await json(`${base}/api/cart`, { headers: { cookie } })).body;
    if (cart.cartItems.length !== 5) throw new Error('the cart should hold 5 items');

    // add-item needs a cart that still has room; rotate over many carts and products.
    const carts: string[] = [];
    for (let i = 0; i < CARTS_FOR_ADD_ITEM; i++)
      carts.push((await json(`${base}/api/cart/create`, { method: 'POST' })).body.cartId);
    let next = 0;

    const rows: Row[] = [];
    rows.push(
      await load('category listing', database, {
        url: `${base}/api/products?category=${categories[0]!.slug}&sort=price_asc&page=1`,
      }),
    );
    rows.push(await load('search', database, { url: `${base}/api/products/search?q=frizider` }));
    rows.push(
      await load('GET /api/cart (5 items)', database, { url: `${base}/api/cart`, headers: { cookie } }),
    );
    rows.push(
      await load('add-item', database, {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/cart/add-item',
            setupRequest: (request) => {
              const index = next++;
              const target = carts[index % carts.length]!;
              const productId = productIds[Math.floor(index / carts.length) % productIds.length]!;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  cookie: `cart_id=${target}`,
                },
                body: JSON.stringify({ cartId: target, productId }),
              };
            },
          },
        ],
      }),
    );
    return rows;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withFreshPostgres<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const barePort = await freePort();
const bare = await start(
  'bench/bare-server.ts',
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/bare`,
);
const rows: Row[] = [];
try {
  rows.push(await load('bare Fastify route', '—', { url: `http://127.0.0.1:${barePort}/bare` }));
  rows.push(...(await benchShop('PGlite', undefined)));
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl)
    rows.push(...(await withFreshPostgres(postgresUrl, (url) => benchShop('PostgreSQL', url))));
} finally {
  await stop(bare);
}

const bareRate = rows[0]!.reqPerSec;
const lines = [
  '# API benchmark',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} by \`npm run bench:api\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
  `autocannon, ${CONNECTIONS} connections, no pipelining, ${DURATION_S} s per target; server and load generator share the machine.`,
  '',
  '| target | database | req/s | p50 ms | p99 ms | vs bare route | non-2xx | errors |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.database} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${((r.reqPerSec / bareRate) * 100).toFixed(1)} % | ${r.non2xx} | ${r.errors} |`,
  ),
  '',
];
writeFileSync(path.join('bench', 'results', 'api.md'), lines.join('\n'));
console.log(lines.join('\n'));
