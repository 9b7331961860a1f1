import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What one machine's model test reports: its definition's transitions, and which of them were taken. */
export type ModelCoverageReport = {
  machine: string;
  /** Every transition of the machine's definition, by key (./transition-coverage.ts). */
  transitions: string[];
  /** Those some step of a passing model test took. */
  taken: string[];
};

/**
 * Writes `<machine>.json`, or `<machine>.<part>.json` for one part of a machine's model (a
 * ModelCoverageReport), into MODEL_COVERAGE_DIR when it is set; scripts/test-model.mjs merges a
 * machine's parts and prints one line per machine.
 */
export function writeModelCoverage(
  machine: string,
  transitions: string[],
  taken: ReadonlySet<string>,
  part?: string,
): void {
  const dir = process.env.MODEL_COVERAGE_DIR;
  if (!dir) return;
  const report: ModelCoverageReport = {
    machine,
    transitions,
    taken: transitions.filter((key) => taken.has(key)),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${part ? `${machine}.${part}` : machine}.json`),
    JSON.stringify(report, null, 2),
  );
}
