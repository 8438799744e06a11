// Test layers (README "Tests"): unit and contract tests are pure; API tests run against PGlite and, when
// TEST_DATABASE_URL is set, again against PostgreSQL; e2e drives Chromium against the built app.
import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    env: { KILAU_TEST_DB: db },
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: reloading the server's modules for each of ~90 files cost more than
    // the tests (fast layers on 2 cores: 303 s, 550 s isolated). Files share no state but what they reset themselves
    // (number language, display time zone: afterEach in the tests that change them).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'], isolate: false } },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          // The longest journeys take about 30 s on a loaded CI machine; a hung wait fails (and is retried) after 60.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once: a journey mostly waits on its page, so two share a 2-core machine without starving.
          maxWorkers: 2,
          // Playwright, PGlite and the helpers loaded once per worker, not per file (80 s of imports a run otherwise).
          isolate: false,
          // One retry in CI only: a 2-core CI machine has, rarely, starved a page past a wait. `npm test` names every
          // test that passed only on its retry, with its first error, so a real regression still shows.
          retry: process.env.CI === 'true' ? 1 : 0,
          // Screens settle after a debounce and a round trip; a loaded CI machine needs more than 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
