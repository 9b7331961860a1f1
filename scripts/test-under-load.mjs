#!/usr/bin/env node
// `npm run test:under-load`: the suite's calm under load, measured (issue 15). Clones the committed
// HEAD into a temporary folder, installs it with `npm ci`, starts a heavy process beside it (busy
// Node processes spinning on the CPU, one per core by default) and runs `npm test` there several
// times in a row, sampling the load average. Writes bench/results/test-under-load.md and exits
// non-zero when any run failed.
//
//   node scripts/test-under-load.mjs [--runs 3] [--burners <cores>]
//
// Like .ci/run, it passes TEST_DATABASE_URL on (the server tests then run on PostgreSQL too).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    burners: { type: 'string', default: String(availableParallelism()) },
  },
});
const runs = Number(values.runs);
const burners = Number(values.burners);
const spinnerCount = `${burners} Node ${burners === 1 ? 'process' : 'processes'}`;
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(burners) || burners < 0) {
  console.error('--runs must be 1 or more and --burners 0 or more');
  process.exit(2);
}

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', '--short', 'HEAD');
const clone = mkdtempSync(path.join(tmpdir(), 'prodavnica-under-load-'));
console.log(`Cloning ${commit} into ${clone}`);
spawnSync('git', ['clone', '-q', root, clone], { stdio: 'inherit' });
const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'inherit' });
if (install.status !== 0) {
  console.error('npm ci failed in the clone');
  process.exit(1);
}

const spinners = Array.from({ length: burners }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill('SIGKILL');
};
process.on('exit', stopSpinners);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** One `npm test` in the clone: its tally, the failures it listed, wall time and load averages. */
function runSuite(index) {
  const logFile = path.join(clone, `npm-test-${index}.log`);
  const log = openSync(logFile, 'w');
  const samples = [];
  const sampler = setInterval(() => samples.push(loadavg()[0]), 5000);
  const started = Date.now();
  return new Promise((resolve) => {
    const suite = spawn('npm', ['test'], {
      cwd: clone,
      stdio: ['ignore', log, log],
      env: { ...process.env, CI: 'true' },
    });
    suite.on('exit', (code) => {
      clearInterval(sampler);
      const output = readFileSync(logFile, 'utf8');
      const tally = output.trim().split('\n').at(-1) ?? '';
      const failures = output.match(/^ {2}✗ .+$/gm)?.map((line) => line.trim().slice(2)) ?? [];
      resolve({
        index,
        code,
        tally: /^\d+ passed, \d+ failed$/.test(tally) ? tally : 'no tally (the run crashed)',
        failures,
        minutes: (Date.now() - started) / 60_000,
        loadMean: samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1),
        loadMax: Math.max(0, ...samples),
        logFile,
      });
    });
  });
}

/** The report so far: written after every run, so a series stopped early still records its runs. */
function writeReport(results) {
  const passedAll = results.length === runs && results.every((result) => result.code === 0);
  const rows = results.map(
    (result) =>
      `| ${result.index} | ${result.tally} | ${result.minutes.toFixed(1)} min | ${result.loadMean.toFixed(1)} | ${result.loadMax.toFixed(1)} | ${result.failures.join('<br>') || '—'} |`,
  );
  const outcome = passedAll
    ? `All ${runs} runs passed in a row.`
    : results.every((result) => result.code === 0)
      ? `${results.length} of ${runs} runs done, all passed so far.`
      : 'Not every run passed.';
  const report = `# npm test under load (issue 15)

\`node scripts/test-under-load.mjs --runs ${runs} --burners ${burners}\` on ${new Date().toISOString().slice(0, 10)}:
commit ${commit}, cloned and installed with \`npm ci\`, Node ${process.version}, ${availableParallelism()} cores,
TEST_DATABASE_URL ${process.env.TEST_DATABASE_URL ? 'set (server tests on PostgreSQL too)' : 'unset'}. Beside the
suite the whole time: ${spinnerCount} spinning on the CPU (\`for (;;) {}\`), plus whatever else
the shared machine ran (the load average includes it).

| run | result | wall time | load (1 min), mean | max | failed |
|---:|---|---:|---:|---:|---|
${rows.join('\n')}

${outcome}
`;
  writeFileSync(path.join(root, 'bench/results/test-under-load.md'), report);
  return { passedAll, report };
}

const results = [];
for (let index = 1; index <= runs; index += 1) {
  console.log(`Run ${index} of ${runs} (${spinnerCount} beside it)…`);
  const result = await runSuite(index);
  results.push(result);
  writeReport(results);
  console.log(`  ${result.tally}, ${result.minutes.toFixed(1)} min, load ${result.loadMean.toFixed(1)} mean`);
  for (const failure of result.failures) console.log(`  ✗ ${failure}`);
}
stopSpinners();

const { passedAll, report } = writeReport(results);
console.log(report);
if (passedAll) rmSync(clone, { recursive: true, force: true });
else console.log(`Logs kept in ${clone}`);
process.exit(passedAll ? 0 : 1);
