import { runServer } from './run.ts';

// Entry point: `npx tsx apps/server/src/main.ts` (from any directory; paths default relative to the repository).
runServer().catch((error: unknown) => {
  console.error('Swapyard failed to start:', error);
  process.exit(1);
});
