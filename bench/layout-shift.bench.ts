// `npm run bench:layout-shift`: the cumulative layout shift of a first visit of each kind of page,
// at a phone's 390×844 and a desktop's 1366×768, in Debian's Chromium against the built shop
// (test/e2e/support/shop-server.ts): the sum of the page's layout-shift entries (no input before
// them) until the network is idle and half a second after. RUNS visits each; the largest of them
// (the target, CLS ≤ 0.02, holds for every visit or not at all). Writes
// bench/results/layout-shift.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, VIEWPORTS } from '../test/e2e/support/browser';
import { startShop } from '../test/e2e/support/shop-server';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const TARGET = 0.02;
const root = path.resolve(import.meta.dirname, '..');

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const shop = await startShop();
const browser = await launchChromium();
try {
  const listing = (await (await fetch(`${shop.url}/api/products?pageSize=1`)).json()) as {
    items: { slug: string }[];
  };
  const pages = [
    '/',
    '/proizvodi',
    '/proizvodi/bela-tehnika',
    `/proizvod/${listing.items[0]!.slug}`,
    '/proizvodi/pretraga?q=frizider',
    '/korpa',
    '/kontakt',
    '/faq',
    '/login',
    '/nepostojeca-stranica',
  ];
  const rows: string[] = [];
  for (const route of pages) {
    const worst: Record<string, number> = {};
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts = { total: 0 };
          (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const total = await page.evaluate(
          () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
        );
        worst[label] = Math.max(worst[label] ?? 0, total);
        await context.close();
      }
    }
    const cells = Object.keys(VIEWPORTS).map((label) => {
      const value = worst[label]!;
      return `${value.toFixed(3)}${value > TARGET ? ' ✗' : ''}`;
    });
    rows.push(`| \`${route}\` | ${cells.join(' | ')} |`);
    console.log(route, cells.join('  '));
  }
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(1));
  writeFileSync(
    path.join(root, 'bench/results/layout-shift.md'),
    [
      '# Layout shift of a first visit',
      '',
      `Measured by \`npm run bench:layout-shift\` on ${new Date().toISOString().slice(0, 10)}: the largest cumulative`,
      `layout shift of ${RUNS} first visits per page and viewport, Debian's Chromium against the built shop`,
      `(PGlite, demo catalogue). Target: ≤ ${TARGET} (✗ above it). Load average after the run: ${one} ${five} ${fifteen}.`,
      '',
      `| page | phone ${VIEWPORTS.phone.width}×${VIEWPORTS.phone.height} | desktop ${VIEWPORTS.desktop.width}×${VIEWPORTS.desktop.height} |`,
      '|---|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await browser.close();
  await shop.stop();
}
