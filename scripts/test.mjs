#!/usr/bin/env node
// The whole suite: types, lint, vitest projects (unit, views, server on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set), the statecharts' model coverage (scripts/test-model.mjs), then the
// end-to-end journeys in Debian's Chromium against the built shop (`npm run test:e2e`,
// scripts/test-e2e.mjs). It ends with one line, `N passed, N failed`, the totals of every runner
// (a failed type check or lint counts as one failed test), and exits non-zero on failure.
//
// `--runtime-only` runs just what depends on the Node version, for a second Node (.ci/run runs it on
// Node 24): the unit project without the statecharts' model walks (pure xstate, about 3 minutes), the
// server project on PGlite, the build, and one end-to-end journey file. Types, lint, the views in
// jsdom, the machines, PostgreSQL and the model coverage do not change with the runtime.
//
// `--server-on-postgres` (with TEST_DATABASE_URL) leaves out the server project on PGlite: .ci/run
// gives this machine's Node that flag because its Node 24 pass runs the server on PGlite, so each
// server test still runs on both databases, once each (PGlite's run was 59 % of the vitest time).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = path.join(tmpdir(), `prodavnica-test-${process.pid}`);
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;
/** What failed, repeated just above the tally so the tail of a CI log names it. */
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
    console.log(`✗ ${title} failed`);
  }
}

/** Runs vitest (or a script that ends in vitest and passes it these arguments) and counts its tests. */
function vitest(title, command, args, env = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    command,
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  let counted = false;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    counted = true;
    failures.push(...failedIn(json));
    // A file that fails to load has no failed test of its own; count it so it cannot hide.
    if (!ok && json.numFailedTests === 0) {
      failed += 1;
      if (failures.length === 0) failures.push(`${title}: the run failed outside any test`);
    }
  } catch {
    // no report: the runner itself failed
  }
  if (!counted && !ok) {
    failed += 1;
    failures.push(`${title}: no report (the runner failed)`);
  }
}

/** "file › test" for every failed test in a vitest JSON report, and every file that failed to run. */
function failedIn(json) {
  return json.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${file.message.split('\n')[0]}`];
    return tests.map((test) => `${name} › ${test.fullName}`);
  });
}

const runtimeOnly = process.argv.includes('--runtime-only');
/** The end-to-end smoke of a --runtime-only pass: a visitor browses, filters and fills a cart. */
const E2E_SMOKE = ['test/e2e/cart.e2e.test.ts'];

if (runtimeOnly) {
  console.log(`
Node ${process.version} (${process.execPath}): the runtime-dependent part of the suite`);
  vitest(`vitest on Node ${process.version}`, 'npx', [
    'vitest',
    'run',
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
  const serverOnPostgres =
    process.argv.includes('--server-on-postgres') && Boolean(process.env.TEST_DATABASE_URL);
  const projects = serverOnPostgres
    ? ['unit', 'views', 'server-pg'].flatMap((name) => ['--project', name])
    : [];
  if (serverOnPostgres)
    console.log('\nThe server tests run on PostgreSQL here; the Node 24 pass runs them on PGlite.');
  vitest('vitest', 'npx', ['vitest', 'run', ...projects], { MODEL_COVERAGE_DIR: modelCoverageDir });
  check('model coverage', 'node', ['scripts/test-model.mjs', '--report', modelCoverageDir]);
}

// End to end: installs Chromium when it can, builds the shop (client and server), then the
// journeys; without Chromium or a build it fails with no report, which counts as one failed test.
vitest('end to end', 'node', ['scripts/test-e2e.mjs', ...(runtimeOnly ? E2E_SMOKE : [])]);

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
