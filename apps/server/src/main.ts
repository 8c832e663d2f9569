import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './platform/logger.ts';
import { startServer } from './server.ts';

// Entry point: `npx tsx apps/server/src/main.ts` (from any directory; paths default relative to the repository).
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, logger);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received`);
    running.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Swapyard failed to start:', error);
  process.exit(1);
});
