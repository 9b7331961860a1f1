// `npm run bench:bundle`: builds the client and writes bench/results/bundle.md with two numbers per
// route of spec §2 (gzip):
//  - static: the entry and the chunks it imports statically, plus what opening the route adds
//    statically (its page chunk and the chunks only it imports).
//  - fetched: all the JavaScript a first visit of the route actually downloads before the shopper
//    does anything. That is the static part plus the chunks the app imports dynamically as it
//    starts and renders the route (START_IMPORTS, RENDER_IMPORTS), each with its static imports.
//    This is the budget's measure: the bare Vite + React reference page's JavaScript (built in the
//    same run) plus 45 KB; exits 1 when a route is above it. Code moved out of the entry into a
//    chunk that is still loaded at once lowers the first number, not the budget.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildReference, referenceJsKb } from './reference/build-reference';

/** What the shop may download on top of the bare React page (DESIGN §5). */
const OVER_REFERENCE_KB = 45;
const referenceDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-reference-'));
await buildReference(referenceDir);
const REFERENCE_KB = referenceJsKb(referenceDir);
rmSync(referenceDir, { recursive: true, force: true });
const BUDGET_KB = REFERENCE_KB + OVER_REFERENCE_KB;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/**
 * The modules a first visit imports dynamically while the app starts, on every route: the shop
 * itself, which the entry loads after the server's page has painted (src/app/main.tsx). The API
 * calls are in it (without zod: the client trusts the server's answers in production,
 * src/api/answer-check.ts); react-toastify arrives with the first toast (src/lib/toast-outlet.tsx),
 * zod with a form's first check, the Cyrillic transliteration with the choice of Cyrillic, the
 * checkout machine with the cart page and the wishlist machine with a verified user (machines/app).
 */
const START_IMPORTS: Record<string, string> = {
  'src/app/start-shop.tsx': 'the shop, loaded once the server-rendered page has painted',
};

/** What rendering a route imports dynamically on top (a lazy section of its page). */
const RENDER_IMPORTS: Record<string, string[]> = {
  '/proizvod/:slug': ['src/features/product/product-reviews.tsx'],
  // The checkout machine joins the shop when the cart page opens (machines/app).
  '/korpa': ['src/lib/parts/checkout-part.ts'],
  // An error page's search box (its form machine) joins with the page (src/features/errors).
  '/*': ['src/lib/search-form.tsx'],
  '/error': ['src/lib/search-form.tsx'],
  '/proizvod/404': ['src/lib/search-form.tsx'],
};

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

if (!process.argv.includes('--no-build'))
  execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The chunk keys a chunk loads with it: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const sizeOf = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

/** The manifest key of the chunk a source module ended up in (by the chunks' source maps). */
const chunkOfModule = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  const mapFile = path.join(dist, `${chunk.file}.map`);
  if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const chunkDir = path.dirname(path.join(dist, chunk.file));
  for (const source of map.sources) {
    const module = path.relative(root, path.resolve(chunkDir, source)).split(path.sep).join('/');
    if (!chunkOfModule.has(module)) chunkOfModule.set(module, key);
  }
}
function chunkOf(module: string): string {
  const key = manifest[module] ? module : chunkOfModule.get(module);
  if (!key) throw new Error(`bench/bundle.bench.ts: ${module} is in no chunk of the build`);
  return key;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entry = closure(entryKey);
const entryKb = sizeOf(entry);
const startup = new Set(entry);
for (const module of Object.keys(START_IMPORTS)) closure(chunkOf(module), startup);
const startupKb = sizeOf(startup);

// The route table: which module each route's page comes from (src/app/routes.tsx).
const routesSource = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
const modules = new Map<string, string>();
for (const match of routesSource.matchAll(
  /const (\w+) = lazy(?:Page|Layout)\(\s*\(\) => import\('([^']+)'\)/g,
))
  modules.set(match[1]!, `src/${path.posix.normalize(path.posix.join('app', match[2]!))}.tsx`);
const routes: { path: string; pages: string[] }[] = [];
for (const match of routesSource.matchAll(/<Route path="([^"]+)"([\s\S]*?)(?:<\/Route>|\/>)/g)) {
  const named = [...match[2]!.matchAll(/\b([A-Z]\w+)\b/g)]
    .map((m) => m[1]!)
    .filter((name) => modules.has(name));
  if (match[2]!.includes('ProfileArea')) named.push('AccountLayout');
  routes.push({ path: match[1]!, pages: [...new Set(named)] });
}

const rows = routes.map(({ path: route, pages }) => {
  const added = new Set<string>();
  for (const page of pages)
    for (const key of closure(modules.get(page)!)) if (!entry.has(key)) added.add(key);
  const routeKb = sizeOf(added);
  const fetched = new Set([...startup, ...added]);
  for (const module of RENDER_IMPORTS[route] ?? []) closure(chunkOf(module), fetched);
  return { route, routeKb, firstVisitKb: entryKb + routeKb, fetchedKb: sizeOf(fetched) };
});

const over = rows.filter((row) => row.fetchedKb > BUDGET_KB);
const kb = (value: number) => value.toFixed(1);
const lines = [
  '# Client bundle (gzip)',
  '',
  `Measured by \`npm run bench:bundle\` (vite build, gzip level 9) on ${new Date().toISOString().slice(0, 10)}.`,
  `Budget: a first visit of any route downloads at most the bare Vite + React reference page's JavaScript (${kb(REFERENCE_KB)} KB, bench/reference/, built in the same run) plus ${OVER_REFERENCE_KB} KB: **${kb(BUDGET_KB)} KB**, everything it fetches before the shopper does anything ("fetched").`,
  '',
  `Entry and its static imports: **${kb(entryKb)} KB** (${entry.size} chunks).`,
  ...(Object.keys(START_IMPORTS).length === 0
    ? ['The start imports nothing dynamically: the API calls are in the entry, without zod.']
    : [
        `With what every start imports dynamically besides: **${kb(startupKb)} KB** (${startup.size} chunks):`,
        ...Object.entries(START_IMPORTS).map(([module, why]) => `- \`${module}\`: ${why}`),
      ]),
  '',
  '"fetched" is the budget\'s measure: all the JavaScript a first visit of the route downloads before',
  "the shopper does anything: the static part (entry, its static imports, the route's page chunks), the",
  "start's dynamic imports and what rendering the route imports dynamically (`RENDER_IMPORTS`).",
  '',
  '| route | page chunks added | static | fetched | over the budget |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| \`${row.route}\` | ${kb(row.routeKb)} KB | ${kb(row.firstVisitKb)} KB | ${kb(row.fetchedKb)} KB | ${row.fetchedKb > BUDGET_KB ? `${kb(row.fetchedKb - BUDGET_KB)} KB` : '—'} |`,
  ),
  '',
  over.length === 0
    ? `Every route is within the ${kb(BUDGET_KB)} KB budget (fetched).`
    : `Over budget (fetched): ${over.map((row) => row.route).join(', ')}.`,
  '',
];
writeFileSync(path.join(root, 'bench/results/bundle.md'), lines.join('\n'));
console.log(lines.join('\n'));
process.exit(over.length === 0 ? 0 : 1);
