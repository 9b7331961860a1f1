#!/usr/bin/env node
// Model-based coverage of the statecharts: runs the machine tests (test/machines); each model test
// writes `<machine>.json` ({ machine, transitions, taken }) into MODEL_COVERAGE_DIR. Then prints one
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
console.log('');
for (const machine of machines) {
  const file = path.join(reportDir, `${machine}.json`);
  if (!existsSync(file)) {
    console.log(`${machine}: no model test reported`);
    complete = false;
    continue;
  }
  const { transitions, taken } = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(transitions) || !Array.isArray(taken)) {
    console.log(`${machine}: report without its definition transitions (${file})`);
    complete = false;
    continue;
  }
  const done = new Set(taken);
  const untaken = transitions.filter((key) => !done.has(key));
  console.log(
    `${machine}: ${transitions.length - untaken.length} of ${transitions.length} definition transitions taken`,
  );
  for (const key of untaken) console.log(`  not taken: ${key}`);
  if (transitions.length === 0 || untaken.length > 0) complete = false;
}
if (!testsPassed) console.log('machine tests failed');

if (!givenDir) rmSync(reportDir, { recursive: true, force: true });
process.exit(complete ? 0 : 1);
