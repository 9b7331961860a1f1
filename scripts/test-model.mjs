#!/usr/bin/env node
// Model-based coverage of the statecharts: runs the machine tests (test/machines); each model test
// writes `<machine>.json` ({ machine, transitions, taken }), or `<machine>.<part>.json` for one of
// several models of a machine (merged: a transition counts when any part took it), into
// MODEL_COVERAGE_DIR. Then prints one
// line per machine, `<machine>: N of M definition transitions taken`: M is every transition of the
// machine's DEFINITION (each branch of every `on`, `always` and invoke `onDone`/`onError`, on every
// state node), N those a step of a passing model test (describeModel; rules tests do not count)
// took on the real actor, as xstate's inspection (@xstate.microstep) reports them. Under it, each
// transition not taken, by key (`<state node id>|<event type or always>|<branch index>`), so a
// developer sees which sample event to add. Fails when a test fails, a machine under machines/ has
// no report, or any is under 100%. `--report <dir>` only reads reports an earlier run wrote
// (scripts/test.mjs uses it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportFlag = process.argv.indexOf('--report');
const givenDir = reportFlag >= 0 ? process.argv[reportFlag + 1] : undefined;
const reportDir = givenDir ?? mkdtempSync(path.join(tmpdir(), 'prodavnica-model-'));

let testsPassed = true;
if (!givenDir) {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'test/machines'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MODEL_COVERAGE_DIR: reportDir },
  });
  testsPassed = result.status === 0;
}

const machinesDir = path.join(root, 'machines');
const machines = readdirSync(machinesDir).filter((name) =>
  existsSync(path.join(machinesDir, name, `${name}.machine.ts`)),
);

let complete = testsPassed;
const reports = existsSync(reportDir) ? readdirSync(reportDir).filter((file) => file.endsWith('.json')) : [];
console.log('');
for (const machine of machines) {
  const files = reports.filter((file) => file === `${machine}.json` || file.startsWith(`${machine}.`));
  if (files.length === 0) {
    console.log(`${machine}: no model test reported`);
    complete = false;
    continue;
  }
  const parts = files.map((file) => JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')));
  const { transitions } = parts[0];
  if (parts.some((part) => !Array.isArray(part.transitions) || !Array.isArray(part.taken))) {
    console.log(`${machine}: report without its definition transitions (${files.join(', ')})`);
    complete = false;
    continue;
  }
  const done = new Set(parts.flatMap((part) => part.taken));
  const untaken = transitions.filter((key) => !done.has(key));
  const of = files.length > 1 ? ` (${files.length} models)` : '';
  console.log(
    `${machine}: ${transitions.length - untaken.length} of ${transitions.length} definition transitions taken${of}`,
  );
  for (const key of untaken) console.log(`  not taken: ${key}`);
  if (transitions.length === 0 || untaken.length > 0) complete = false;
}
if (!testsPassed) console.log('machine tests failed');

if (!givenDir) rmSync(reportDir, { recursive: true, force: true });
process.exit(complete ? 0 : 1);
