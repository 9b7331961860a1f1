#!/usr/bin/env node
// Prints the mutation score per folder of the last StrykerJS report (reports/mutation/mutation.json),
// as bench/results/mutation.md records them. Score: detected (killed + timeout) of the measured
// mutants (killed, timeout, survived, no coverage). Static mutants (module-level code: zod schemas,
// machine definitions) are counted apart: StrykerJS 10.1 activates one that tests also reach at run
// time, after its module already ran (stryker-js#6144), so its "survived" means nothing; pure static
// ones are skipped with --ignoreStatic (each would run every test). A mutant the TypeScript checker
// refused (CompileError) is not measured either: that code could never run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportFile = path.resolve(root, process.argv[2] ?? 'reports/mutation/mutation.json');
if (!existsSync(reportFile)) {
  console.error(`no mutation report at ${reportFile}: run npm run test:mutation first`);
  process.exit(1);
}
const FOLDERS = ['contract', 'machines', 'src/api', 'src/actors', 'src/lib', 'server'];
const DETECTED = new Set(['Killed', 'Timeout']);
const MEASURED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const empty = () => ({
  detected: 0,
  survived: 0,
  noCoverage: 0,
  staticMeasured: 0,
  staticDetected: 0,
  compileErrors: 0,
  ignored: 0,
});
const counts = new Map(FOLDERS.map((folder) => [folder, empty()]));

for (const [file, { mutants }] of Object.entries(report.files)) {
  const relative = path.relative(root, path.resolve(root, file));
  const folder = FOLDERS.find((candidate) => relative.startsWith(`${candidate}/`));
  if (!folder) continue;
  const count = counts.get(folder);
  for (const { status, static: isStatic } of mutants) {
    if (status === 'CompileError') count.compileErrors += 1;
    else if (!MEASURED.has(status)) count.ignored += 1;
    else if (isStatic) {
      count.staticMeasured += 1;
      if (DETECTED.has(status)) count.staticDetected += 1;
    } else if (DETECTED.has(status)) count.detected += 1;
    else if (status === 'Survived') count.survived += 1;
    else count.noCoverage += 1;
  }
}

const percent = (part, whole) =>
  whole === 0 ? '    —' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`;
console.log(
  '\nfolder      score    detected  survived  no coverage | static: detected of run  compile errors  ignored',
);
for (const [folder, c] of counts) {
  const measured = c.detected + c.survived + c.noCoverage;
  console.log(
    `${folder.padEnd(11)} ${percent(c.detected, measured)}  ${String(c.detected).padStart(8)}  ${String(c.survived).padStart(8)}  ${String(c.noCoverage).padStart(11)} | ${String(c.staticDetected).padStart(15)} of ${String(c.staticMeasured).padEnd(4)} ${String(c.compileErrors).padStart(14)}  ${String(c.ignored).padStart(7)}`,
  );
}
