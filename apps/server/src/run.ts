import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './platform/logger.ts';
import { startServer } from './server.ts';

/**
 * Starts the server from the environment's configuration and stops it on SIGTERM or SIGINT (main.ts). `testing`:
 * see startServer.
 */
export async function runServer(testing: Parameters<typeof startServer>[2] = {}): Promise<void> {
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
  const running = await startServer(config, logger, testing);

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
