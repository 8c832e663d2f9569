// `npm run test:pg`: the server suite again on a real PostgreSQL server, plus the tests that need real services
// (Redis). Each test file creates and drops its own database on that server.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SWAPYARD_SERVICES: '1',
};
console.log(`test:pg against ${env.DATABASE_URL} and ${env.REDIS_URL}`);
// Files or folders named on the command line narrow the run (vitest ORs its filters, so 'apps/server' goes only
// when none is named).
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const result = spawnSync(
  'npx',
  ['vitest', 'run', ...(filters.length ? [] : ['apps/server']), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
