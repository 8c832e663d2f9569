import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` (= drizzle-kit generate --config apps/server/drizzle.config.ts).
// Migrations are applied by the server at start (src/platform/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
  strict: true,
});
