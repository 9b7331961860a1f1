import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['test/server/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
        test: { name: 'server', include: serverTests, environment: 'node', env: { TEST_DB: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-pg',
                include: [...serverTests, 'test/server-pg/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
