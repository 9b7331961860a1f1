#!/usr/bin/env node
// Mutation testing (issue 16): StrykerJS over contract/, machines/, src/api, src/actors, src/lib and
// server/ (stryker.config.mjs), with the arguments given passed on: `npm run test:mutation --
// --mutate "machines/**/*.ts"`. StrykerJS 10 needs Node 22 or newer, and the TypeScript 5.9 hook
// (stryker-typescript-api.mjs) needs `module.registerHooks` (Node 22.15+); on an older Node (CI's
// 20.19+) it runs on the Node 24 LTS that .ci/node24 takes from the npm registry (cached after the
// first time), as CI's runtime pass does. Prints the scores per folder at the end (mutation-scores.mjs).
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const hook = `--import=${pathToFileURL(path.join(root, 'scripts/stryker-typescript-api.mjs'))}`;

let env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, hook].filter(Boolean).join(' ') };
if (typeof module.registerHooks !== 'function') {
  const found = spawnSync('bash', [path.join(root, '.ci/node24')], { cwd: root, encoding: 'utf8' });
  if (found.status !== 0) {
    process.stderr.write(found.stderr);
    console.error(
      `StrykerJS needs Node 22.15 or newer (this is ${process.version}), and Node 24 could not be had.`,
    );
    process.exit(1);
  }
  const bin = found.stdout.trim().split('\n').at(-1);
  console.log(`StrykerJS on Node 24 (${bin}); this Node is ${process.version}.`);
  env = { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
}

const stryker = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (stryker.status === 0)
  spawnSync('node', [path.join(root, 'scripts/mutation-scores.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(stryker.status ?? 1);
