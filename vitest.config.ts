import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUTS } from './test/utils/timeouts.ts';

const serverTests = ['test/server/**/*.test.ts', 'test/reliability/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  plugins: [react()],

  test: {
    pool: 'forks',
    maxWorkers: 2,
    // Every wait, sized for a busy 2-core machine: see test/utils/timeouts.ts.
    testTimeout: TEST_TIMEOUTS.test,
    hookTimeout: TEST_TIMEOUTS.hook,
    // `npm run test:coverage` only: the code under test, by top folder (scripts/coverage-by-folder.mjs).
    coverage: {
      provider: 'v8',
      include: ['contract/**', 'machines/**', 'server/**', 'src/**'],
      // Vitest matches these anywhere in a path, so test/server/** would count as server code too.
      exclude: ['**/*.d.ts', 'test/**'],
      reporter: ['text-summary', 'json-summary', 'html'],
      // A run takes half an hour on a busy machine: keep its figures even if one test failed.
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'test/contract/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'test/machines/**/*.test.ts',
            'test/api/**/*.test.ts',
            'test/lib/**/*.test.ts',
            'test/actors/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['test/features/**/*.test.tsx', 'test/app/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['test/utils/views-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/utils/pglite-template.setup.ts'],
        },
      },
      // End-to-end journeys run only from scripts/test.mjs, after it built the client (E2E=1).
      ...(process.env.E2E === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: ['test/e2e/**/*.e2e.test.ts'],
                environment: 'node' as const,
                testTimeout: TEST_TIMEOUTS.e2eTest,
                hookTimeout: TEST_TIMEOUTS.e2eHook,
              },
            },
          ]
        : []),
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                include: [...serverTests, 'test/server-pg/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['test/utils/postgres-template.setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
