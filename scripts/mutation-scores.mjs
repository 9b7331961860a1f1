#!/usr/bin/env node
// Prints the mutation score per folder of the last StrykerJS report (reports/mutation/mutation.json),
// as bench/results/mutation.md records them: detected (killed + timeout) of valid mutants (all but
// compile errors and ignored ones), and the mutants that no test reached.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportFile = path.join(root, process.argv[2] ?? 'reports/mutation/mutation.json');
if (!existsSync(reportFile)) {
  console.error(`no mutation report at ${reportFile}: run npm run test:mutation first`);
  process.exit(1);
}
const FOLDERS = ['contract', 'machines', 'src/api', 'src/actors', 'src/lib', 'server'];
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const counts = new Map(
  FOLDERS.map((folder) => [folder, { killed: 0, survived: 0, noCoverage: 0, timeout: 0, other: 0 }]),
);

for (const [file, { mutants }] of Object.entries(report.files)) {
  const relative = path.relative(root, path.resolve(root, file));
  const folder = FOLDERS.find((candidate) => relative.startsWith(`${candidate}/`));
  if (!folder) continue;
  const count = counts.get(folder);
  for (const { status } of mutants) {
    if (status === 'Killed') count.killed += 1;
    else if (status === 'Timeout') count.timeout += 1;
    else if (status === 'Survived') count.survived += 1;
    else if (status === 'NoCoverage') count.noCoverage += 1;
    else count.other += 1; // CompileError, RuntimeError, Ignored, Pending: not part of the score
  }
}

console.log('\nfolder      score    killed  timeout  survived  no coverage');
for (const [folder, count] of counts) {
  const valid = count.killed + count.timeout + count.survived + count.noCoverage;
  const score =
    valid === 0 ? '   —  ' : `${((100 * (count.killed + count.timeout)) / valid).toFixed(1).padStart(5)} %`;
  console.log(
    `${folder.padEnd(11)} ${score}  ${String(count.killed).padStart(6)}  ${String(count.timeout).padStart(7)}  ${String(count.survived).padStart(8)}  ${String(count.noCoverage).padStart(11)}`,
  );
}
