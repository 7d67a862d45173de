import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs no database and starts at once (`npm run test:unit`); `api` (the API
// suites and the Worker tests) first builds one migrated database template for the whole run
// (tests/support/global-setup.ts). `npm test` runs both.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
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
