import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `<machine>.json` ({ machine, covered, total }) into MODEL_COVERAGE_DIR when it is set;
 * scripts/test-model.mjs prints one line per file.
 */
export function writeModelCoverage(machine: string, covered: number, total: number): void {
  const dir = process.env.MODEL_COVERAGE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${machine}.json`), JSON.stringify({ machine, covered, total }));
}
