// @ts-check
/**
 * Mutation testing (issue 16): `npm run test:mutation`, one folder with
 * `npm run test:mutation -- --mutate "machines/**\/*.ts"`. Reports in reports/mutation/ (HTML and
 * JSON), the incremental file in reports/, so a re-run tests only the mutants whose code or tests
 * changed. See bench/results/mutation.md for the scores and the mutants written down as equivalent.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true, pool: 'forks' },
  coverageAnalysis: 'perTest',
  // A mutant that does not compile is a compile error, not a survivor. TypeScript 7 has no compiler
  // API; scripts/stryker-typescript-api.mjs hands the checker TypeScript 5.9 (`npm run test:mutation`
  // loads it).
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  mutate: [
    'contract/**/*.ts',
    'machines/**/*.ts',
    'src/api/**/*.ts',
    'src/actors/**/*.{ts,tsx}',
    'src/lib/**/*.{ts,tsx}',
    'server/**/*.ts',
  ],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A busy machine: a mutant's tests may take far longer than in the dry run without looping.
  timeoutMS: 30_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
};
