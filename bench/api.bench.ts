// `npm run bench:api`: loads the server with autocannon (50 connections, no pipelining) on the
// catalogue reads (categories, a product page, a category listing, search for a common word, a rare
// word and a typo; each read cached — the same URL again — and uncached — a new URL each time),
// GET /api/cart with 5 items, add-item and placing an order — on PGlite, and on PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set — beside a bare Fastify route in the same run and, on
// PostgreSQL, beside the same SQL run straight through pg (bench/sql-reference.ts); writes req/s,
// p50/p99 latency, the ratio to the bare route and the load average to bench/results/api-<N>.md (N: products).
// The shop runs built, as `npm start` runs it (dist-server/main.js).
// BENCH_PRODUCTS=10000 (or 100000) imports a generated catalogue of that size (bench/generate-
// catalog.ts) through `catalog:import` instead of the demo seed; BENCH_DATABASES=postgres skips
// PGlite; BENCH_DURATION sets the seconds per target (10).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { reviewOf } from '../contract/order-review';
import { openDatabase } from '../server/db/client';
import { freePort } from '../test/utils/free-port';
import { generateCatalog } from './generate-catalog';
import { type Statement, recordStatements, replayStatements } from './sql-reference';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CARTS_FOR_ADD_ITEM = 400;
/** Orders placed in the order target: each takes a cart of its own and a piece of stock. */
const ORDERS = Number(process.env.BENCH_ORDERS || 400);

const PRODUCTS = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
const DATABASES = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',');

type Row = {
  target: string;
  database: string;
  load: string;
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

async function start(command: string[], env: Record<string, string>, readyUrl: string) {
  const child = spawn(command[0]!, command.slice(1), {
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

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function load(title: string, database: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    pipelining: 1,
    // A fixed number of requests (the orders) or a fixed time.
    ...(options.amount ? {} : { duration: DURATION_S }),
    ...options,
  });
  const row = {
    target: title,
    database,
    load: loadAverage(),
    // A fixed number of requests ends within a second or a few: count them over the run's own time
    // (autocannon's average is per whole second).
    reqPerSec: Math.round(options.amount ? result.requests.total / result.duration : result.requests.average),
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

/** Imports a generated catalogue of PRODUCTS products, then vacuums (PGlite has no autovacuum). */
async function importCatalog(dataDir: string, databaseUrl: string | undefined) {
  const file = path.join(dataDir, 'catalog.json');
  writeFileSync(file, JSON.stringify(generateCatalog(PRODUCTS!)));
  const env = { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/db/import-catalog-cli.ts', file], { env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import exited with ${code}`))));
  });
  console.log(`imported ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}

/** A new URL per request (an ignored parameter), so that no cache answers it. */
const uncached = (url: string) => {
  const parsed = new URL(url);
  let n = 0;
  return {
    url: parsed.origin,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: any) => ({
          ...request,
          path: `${parsed.pathname}${parsed.search}${parsed.search ? '&' : '?'}_=${n++}`,
        }),
      },
    ],
  };
};

/** `url` made unique once, as the uncached target makes it per request. */
const uncachedOnce = (url: string, tag: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.search ? '&' : '?'}_=${tag}`;
};

async function reference(title: string, databaseUrl: string, statements: Statement[]): Promise<Row> {
  const result = await replayStatements(databaseUrl, statements, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  const row = { target: title, database: 'PostgreSQL', load: loadAverage(), non2xx: 0, ...result };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * ORDERS guests each placing an order of one piece, as the review step sends it: every order has a
 * cart of its own, made beforehand over the products in stock, one piece of stock per order.
 */
async function loadOrders(base: string, database: string): Promise<Row> {
  const stockLeft = new Map<number, number>();
  for (let page = 1; stockLeft.size < 200 && page <= 10; page++) {
    const listing = (await json(`${base}/api/products?available=true&pageSize=60&page=${page}`)).body;
    for (const product of listing.items as { id: number; stock: number }[])
      if (product.stock > 0) stockLeft.set(product.id, product.stock);
    if (listing.items.length < 60) break;
  }
  const bodies: { cookie: string; body: string }[] = [];
  let ids = [...stockLeft.keys()];
  for (let i = 0; bodies.length < ORDERS && ids.length > 0; i++) {
    const productId = ids[i % ids.length]!;
    stockLeft.set(productId, stockLeft.get(productId)! - 1);
    if (stockLeft.get(productId) === 0) ids = ids.filter((id) => id !== productId);
    const cartId: string = (await json(`${base}/api/cart/create`, { method: 'POST' })).body.cartId;
    const cookie = `cart_id=${cartId}`;
    const headers = { 'content-type': 'application/json', cookie };
    await json(`${base}/api/cart/add-item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cartId, productId }),
    });
    const cart = (await json(`${base}/api/cart`, { headers: { cookie } })).body;
    const body = {
      cartId,
      reviewed: reviewOf(cart.cartItems),
      idempotencyKey: `bench-${randomBytes(12).toString('hex')}`,
      customer: {
        firstName: 'Jelena',
        lastName: 'Đorđević',
        email: `kupac-${bodies.length}@example.rs`,
        phone: '+381 64 123 4567',
      },
      address: { street: 'Kneza Miloša 12', city: 'Beograd', postalCode: '11000' },
      paymentMethod: 'cash_on_delivery',
    };
    bodies.push({ cookie, body: JSON.stringify(body) });
  }
  let next = 0;
  return load(`place an order (${bodies.length} orders)`, database, {
    url: base,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const order = bodies[next++ % bodies.length]!;
          return {
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json', cookie: order.cookie },
            body: order.body,
          };
        },
      },
    ],
  });
}

async function benchShop(database: string, databaseUrl: string | undefined): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  if (PRODUCTS) await importCatalog(dataDir, databaseUrl);
  const server = await start(
    ['node', 'dist-server/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      SEED_DEMO_CATALOG: PRODUCTS ? 'false' : 'true',
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

    // A leaf category (the demo seed's and the generated catalogue's first top category has some).
    const leaf = (categories as { slug: string; children?: { slug: string }[] }[]).find(
      (category) => category.children?.length,
    )?.children?.[0]?.slug;
    const productSlug: string = listing.items[0].slug;
    // A word few products share: the demo seed's model code, or a generated catalogue's highest
    // model numbers (M99993 is a prefix of no other code below 100 000).
    const rareWord = PRODUCTS ? `m${PRODUCTS - 7}` : productSlug.split('-').at(-1)!;
    const reads: [string, string][] = [
      ['categories', `${base}/api/categories`],
      ['product page', `${base}/api/products/${productSlug}`],
      [
        'category listing',
        `${base}/api/products?category=${leaf ?? categories[0]!.slug}&sort=price_asc&page=1`,
      ],
      ['search, common word', `${base}/api/products/search?q=frizider`],
      ['search, rare word', `${base}/api/products/search?q=${rareWord}`],
      ['search, typo', `${base}/api/products/search?q=frizder`],
    ];
    const rows: Row[] = [];
    // Requests still queued after a slow target would count against the next: wait until a fresh
    // database read gets through.
    let drains = 0;
    const drain = () => fetch(`${base}/api/products/${productSlug}?drain=${drains++}`).then((r) => r.text());
    const references = databaseUrl
      ? await recordStatements(
          databaseUrl,
          reads.map(([, url]) => uncachedOnce(url, 'reference')),
        )
      : [];
    for (const [index, [title, url]] of reads.entries()) {
      rows.push(await load(`${title} (cached)`, database, { url }));
      await drain();
      rows.push(await load(`${title} (uncached)`, database, uncached(url)));
      await drain();
      const statements = references[index];
      if (databaseUrl && statements)
        rows.push(await reference(`${title}: same SQL through pg`, databaseUrl, statements));
    }
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
    rows.push(await loadOrders(base, database));
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
  ['npx', 'tsx', 'bench/bare-server.ts'],
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/bare`,
);
const rows: Row[] = [];
try {
  rows.push(await load('bare Fastify route', '—', { url: `http://127.0.0.1:${barePort}/bare` }));
  if (DATABASES.includes('pglite')) rows.push(...(await benchShop('PGlite', undefined)));
  const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl && DATABASES.includes('postgres'))
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
  `Catalogue: ${PRODUCTS ? `${PRODUCTS} generated products (bench/generate-catalog.ts)` : 'the demo seed (about 300 products)'}. Load: the 1, 5 and 15 minute load averages when the target finished.`,
  '',
  '| target | database | req/s | p50 ms | p99 ms | vs bare route | non-2xx | errors | load |',
  '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.database} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${((r.reqPerSec / bareRate) * 100).toFixed(1)} % | ${r.non2xx} | ${r.errors} | ${r.load} |`,
  ),
  '',
];
writeFileSync(path.join('bench', 'results', `api-${PRODUCTS ?? 300}.md`), lines.join('\n'));
console.log(lines.join('\n'));
