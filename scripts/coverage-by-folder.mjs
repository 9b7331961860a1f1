#!/usr/bin/env node
// The last step of `npm run test:coverage`: sums coverage/coverage-summary.json (vitest's
// json-summary, one entry per file; another reports folder as the argument) by top folder and
// prints a Markdown table, as in docs/coverage.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportsDir = path.resolve(root, process.argv[2] ?? 'coverage');
const summary = JSON.parse(readFileSync(path.join(reportsDir, 'coverage-summary.json'), 'utf8'));
const metrics = ['statements', 'branches', 'functions', 'lines'];
const folders = new Map();

for (const [file, counts] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = path.relative(root, file).split(path.sep)[0];
  const sums = folders.get(folder) ?? Object.fromEntries(metrics.map((m) => [m, { covered: 0, total: 0 }]));
  for (const m of metrics) {
    sums[m].covered += counts[m].covered;
    sums[m].total += counts[m].total;
  }
  folders.set(folder, sums);
}

const percent = ({ covered, total }) => (total === 0 ? '–' : `${((100 * covered) / total).toFixed(1)} %`);
console.log(`| folder | ${metrics.join(' | ')} |`);
console.log(`|---|${metrics.map(() => '---:').join('|')}|`);
for (const [folder, sums] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`| \`${folder}/\` | ${metrics.map((m) => percent(sums[m])).join(' | ')} |`);
}
console.log(`| all | ${metrics.map((m) => percent(summary.total[m])).join(' | ')} |`);
