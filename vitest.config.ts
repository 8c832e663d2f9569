import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the domain unit tests and the server integration tests. Each server test file builds its own
// app on a fresh database: in-memory PGlite by default, a fresh PostgreSQL database when DATABASE_URL is set.
// `*.services.test.ts` files need real PostgreSQL/Redis servers (or Chromium and Janus: live video); only
// `npm run test:pg` includes them, so that `npm test` passes on a machine with no services.
const withServices = process.env.SWAPYARD_SERVICES === '1';

export default defineConfig({
  // The web app's `@/` alias, so its unit tests resolve imports as Vite does.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      // Component tests: each names its DOM (`// @vitest-environment happy-dom`) on its first line.
      'apps/web/src/**/*.test.tsx',
      'scripts/**/*.test.js',
    ],
    exclude: withServices ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.services.test.ts'],
    // One migrated PGlite for the run, which each test file's database starts from.
    globalSetup: ['apps/server/src/test/migrated-snapshot.setup.ts'],
    // The PostgreSQL race tests run dozens of concurrent transactions; under CI load one took 28.7 s, so on real
    // services a test gets three times the time. A stuck test still fails; a slow machine does not.
    testTimeout: withServices ? 90_000 : 30_000,
    hookTimeout: withServices ? 120_000 : 60_000,
  },
});
