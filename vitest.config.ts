import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the domain and web unit tests, the web component tests and the server integration tests. Each
// server test file builds its own app on a fresh database: in-memory PGlite by default, a fresh PostgreSQL database
// when DATABASE_URL is set. Which server tests run where (docs/decisions/019, addendum of 2026-11-27):
// - `*.pg.test.ts`: their meaning depends on PostgreSQL (two requests at once, locks, money), so they run on a real
//   server only;
// - `*.services.test.ts`: they need real services (PostgreSQL, Redis, Janus, Chromium);
// - every other test runs once, in `npm test`, on PGlite. `npm run test:pg` runs the first two kinds, so `npm test`
//   passes on a machine with no services.
const withServices = process.env.SWAPYARD_SERVICES === '1';
const onServers = ['apps/server/src/**/*.pg.test.ts', 'apps/server/src/**/*.services.test.ts'];
/**
 * On real services, the tests that time real processes run first, one file at a time: live video's feeds (Janus,
 * the embedded SFU) came up too late for their viewers with other files running beside them, and the cluster's tests
 * wait on spawned servers and HAProxy's health checks. The rest then run two files at a time (decision 054).
 */
const alone = [
  'apps/server/src/platform/live-video/**/*.services.test.ts',
  'apps/server/src/platform/cluster/*.services.test.ts',
];

/** The server's test files, as a project of `name` that runs in its group's turn with its own number of workers. */
const serverProject = (
  name: string,
  include: string[],
  exclude: string[],
  groupOrder: number,
  maxWorkers: number,
) => ({
  extends: true as const,
  test: {
    name,
    include,
    exclude: ['**/node_modules/**', ...exclude],
    sequence: { groupOrder },
    maxWorkers,
    // One migrated database for the run, which each test file's database starts from.
    globalSetup: ['apps/server/src/test/migrated-database.setup.ts'],
    // Server test files share a worker's loaded modules (importing the app once per worker, not per file): each
    // builds its own app and database, and none mocks a module or a global.
    isolate: false,
  },
});

export default defineConfig({
  // The web app's `@/` alias, so its unit tests resolve imports as Vite does.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    // Vitest's default leaves one of this machine's two cores to its main process, which mostly waits.
    maxWorkers: 2,
    // The PostgreSQL race tests run dozens of concurrent transactions; under CI load one took 28.7 s, so on real
    // services a test gets three times the time. A stuck test still fails; a slow machine does not.
    testTimeout: withServices ? 90_000 : 30_000,
    hookTimeout: withServices ? 120_000 : 60_000,
    projects: [
      ...(withServices
        ? [
            serverProject('server, one at a time', alone, [], 0, 1),
            serverProject('server', onServers, alone, 1, 2),
          ]
        : [serverProject('server', ['apps/server/src/**/*.test.ts'], onServers, 0, 2)]),
      ...(withServices
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'web and domain',
                include: [
                  'packages/*/src/**/*.test.ts',
                  'apps/web/src/**/*.test.ts',
                  // Component tests: each names its DOM (`// @vitest-environment happy-dom`) on its first line.
                  'apps/web/src/**/*.test.tsx',
                  'scripts/**/*.test.js',
                ],
              },
            },
          ]),
    ],
  },
});
