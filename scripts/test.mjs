#!/usr/bin/env node
// The whole suite: types, lint, vitest projects (unit, views, server on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set), the statecharts' model coverage (scripts/test-model.mjs), then the
// end-to-end journeys in Debian's Chromium against the built shop (test/e2e). It ends
// with one line, `N passed, N failed`, the totals of every runner (a failed type check or lint
// counts as one failed test), and exits non-zero on failure.
//
// `--runtime-only` runs just what depends on the Node version, for a second Node (.ci/run runs it on
// Node 24): the unit project without the statecharts' model walks (pure xstate, about 3 minutes), the
// server project on PGlite, the build, and one end-to-end journey file. Types, lint, the views in
// jsdom, the machines, PostgreSQL and the model coverage do not change with the runtime.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = path.join(tmpdir(), `prodavnica-test-${process.pid}`);
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${title} failed`);
  }
}

function vitest(title, args, env = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  let counted = false;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    counted = true;
    // A file that fails to load has no failed test of its own; count it so it cannot hide.
    if (!ok && json.numFailedTests === 0) failed += 1;
  } catch {
    // no report: the runner itself failed
  }
  if (!counted && !ok) failed += 1;
}

const runtimeOnly = process.argv.includes('--runtime-only');
/** The end-to-end smoke of a --runtime-only pass: a visitor browses, filters and fills a cart. */
const E2E_SMOKE = ['test/e2e/cart.e2e.test.ts'];

if (runtimeOnly) {
  console.log(`\nNode ${process.version} (${process.execPath}): the runtime-dependent part of the suite`);
  vitest(`vitest on Node ${process.version}`, [
    '--project',
    'unit',
    '--project',
    'server',
    '--exclude',
    'test/machines/**',
  ]);
} else {
  check('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  check('lint', 'npx', ['biome', 'check', '.']);
  // The machine tests write their model coverage here; test-model.mjs then prints it (one check).
  const modelCoverageDir = path.join(reportDir, 'model-coverage');
  vitest('vitest', [], { MODEL_COVERAGE_DIR: modelCoverageDir });
  check('model coverage', 'node', ['scripts/test-model.mjs', '--report', modelCoverageDir]);
}

// End to end: Chromium from Debian (no browser download is possible here), installed when missing
// and this runs as root; otherwise the exact command to run is printed and the step fails.
const CHROMIUM = '/usr/bin/chromium';
const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';
if (!existsSync(CHROMIUM) && process.getuid?.() === 0) {
  run('install chromium', 'sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL_CHROMIUM}`]);
}
if (!existsSync(CHROMIUM)) {
  failed += 1;
  console.log(
    '✗ end to end: Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium',
  );
} else if (run('build the shop (client and server)', 'npm', ['run', 'build'])) {
  vitest('end to end', ['--project', 'e2e', ...(runtimeOnly ? E2E_SMOKE : [])], { E2E: '1' });
} else {
  failed += 1;
  console.log('✗ the shop did not build; end-to-end journeys not run');
}

rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
