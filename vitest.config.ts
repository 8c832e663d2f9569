import { defineConfig } from 'vitest/config';

// One runner for the domain unit tests and the server integration tests. Each server test file builds its own
// app on a fresh database (in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
