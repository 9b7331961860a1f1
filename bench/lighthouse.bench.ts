// `npm run bench:lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G and 4× CPU
// slowdown) in Debian's Chromium on the built shop — /, /proizvodi, a category, a product, /korpa
// with items — and on a bare Vite + React reference page of 24 product cards (bench/reference/),
// built and served the same way (brotli/gzip copies, @fastify/static preCompressed) in the same
// run. RUNS interleaved rounds (5); medians of score, FCP, LCP, TBT and CLS, with the load average, go to
// bench/results/lighthouse.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { freePort } from '../test/utils/free-port';
import { buildReference } from './reference/build-reference';

const RUNS = Number(process.env.BENCH_RUNS || 5);

type Metrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function waitFor(url: string, child?: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function serveReference(root: string, port: number) {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

async function measure(chromePort: number, url: string, cookie?: string): Promise<Metrics> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const audits = result!.lhr.audits;
  return {
    score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']!.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']!.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']!.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']!.numericValue ?? Number.NaN,
  };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const shopPort = await freePort();
const referencePort = await freePort();
const shopBase = `http://127.0.0.1:${shopPort}`;
await buildReference(path.join(work, 'reference'));
const reference = await serveReference(path.join(work, 'reference'), referencePort);
const shop = spawn('node', ['dist-server/main.js'], {
  env: {
    ...process.env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    // As production runs it (vite's build() above also set NODE_ENV=production in this process).
    NODE_ENV: 'production',
    PUBLIC_URL: shopBase,
    SEED_DEMO_CATALOG: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const rows: { page: string; metrics: Metrics; load: string }[] = [];
try {
  await waitFor(`${shopBase}/api/health`, shop);
  const categories = (await (await fetch(`${shopBase}/api/categories`)).json()) as { slug: string }[];
  const listing = (await (await fetch(`${shopBase}/api/products?available=true&pageSize=3`)).json()) as {
    items: { id: number; slug: string }[];
  };
  const created = (await (await fetch(`${shopBase}/api/cart/create`, { method: 'POST' })).json()) as {
    cartId: string;
  };
  const cookie = `cart_id=${created.cartId}`;
  for (const item of listing.items)
    await fetch(`${shopBase}/api/cart/add-item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ cartId: created.cartId, productId: item.id }),
    });

  const pages: [string, string, string?][] = [
    ['reference: Vite + React, 24 cards', `http://127.0.0.1:${referencePort}/`],
    ['/', `${shopBase}/`],
    ['/proizvodi', `${shopBase}/proizvodi`],
    [`/proizvodi/${categories[0]!.slug}`, `${shopBase}/proizvodi/${categories[0]!.slug}`],
    [`/proizvod/${listing.items[0]!.slug}`, `${shopBase}/proizvod/${listing.items[0]!.slug}`],
    ['/korpa (3 items)', `${shopBase}/korpa`, cookie],
  ];
  // Rounds interleave the pages, so a change of the machine's load touches every page alike.
  const runs = new Map<string, Metrics[]>(pages.map(([page]) => [page, []]));
  for (let round = 0; round < RUNS; round++)
    for (const [page, url, pageCookie] of pages)
      runs.get(page)!.push(await measure(chrome.port, url, pageCookie));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  for (const [page, measured] of runs) {
    const metrics = Object.fromEntries(
      (Object.keys(measured[0]!) as (keyof Metrics)[]).map((key) => [
        key,
        median(measured.map((r) => r[key])),
      ]),
    ) as Metrics;
    rows.push({ page, metrics, load });
    console.log(JSON.stringify({ page, metrics, load }));
  }
} finally {
  chrome.kill();
  shop.kill('SIGTERM');
  await reference.close();
  rmSync(work, { recursive: true, force: true });
}

const lines = [
  '# Lighthouse benchmark',
  '',
  `Run ${new Date().toISOString().slice(0, 10)} by \`npm run bench:lighthouse\` on ${os.cpus().length} cores, Node ${process.version}, Debian's Chromium, Lighthouse 12 mobile defaults (simulated throttling).`,
  `Medians of ${RUNS} interleaved rounds (each round opens every page once); the reference page was built and measured in the same run. Load: the 1, 5 and 15 minute load averages after the last round.`,
  '',
  '| page | score | FCP ms | LCP ms | TBT ms | CLS | load |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    ({ page, metrics: m, load }) =>
      `| ${page} | ${m.score} | ${Math.round(m.fcp)} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${load} |`,
  ),
  '',
];
writeFileSync(path.join('bench', 'results', 'lighthouse.md'), lines.join('\n'));
console.log(lines.join('\n'));
