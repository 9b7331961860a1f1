#!/usr/bin/env node
// `npm run test:e2e`: the shopper journeys (test/e2e) in Debian's Chromium against the built shop.
// Installs Chromium when it is missing and this runs as root (no browser download is possible
// here), otherwise prints the command to run and fails; then builds the shop (client and server: the
// journeys run the built server, as production does) and runs vitest's
// e2e project. Further arguments go to vitest (scripts/test.mjs adds its JSON reporter).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROMIUM = '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

if (!existsSync(CHROMIUM) && process.getuid?.() === 0) {
  run('install chromium', 'sh', [
    '-c',
    'DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium',
  ]);
}
if (!existsSync(CHROMIUM)) {
  console.log(
    '✗ end to end: Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium',
  );
  process.exit(1);
}
if (!run('build the shop (client and server)', 'npm', ['run', 'build'])) {
  console.log('✗ the shop did not build; end-to-end journeys not run');
  process.exit(1);
}
const passed = run('end to end', 'npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  E2E: '1',
});
process.exit(passed ? 0 : 1);
