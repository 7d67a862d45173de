import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs no database and starts at once (`npm run test:unit`); `api` (the API
// suites and the Worker tests) first builds one migrated database template for the whole run
// (tests/support/global-setup.ts). `npm test` runs both.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time even on 2 cores (vitest's default is one fewer than the cores): much of
    // a file's time is spent waiting on a database thread or server. Files share a worker's
    // module graph instead of importing the app again each (isolate: false): every suite builds
    // its own app and database, so nothing of one file reaches the next.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/worker/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
