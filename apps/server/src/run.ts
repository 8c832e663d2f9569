import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { runPrimary } from './platform/cluster/index.ts';
import { createLogger } from './platform/logger.ts';
import { startServer } from './server.ts';

/**
 * Starts the server from the environment's configuration and stops it on SIGTERM or SIGINT (main.ts): in this
 * process, or in `config.workers` worker processes sharing the port (WEB_CONCURRENCY; decision 050), each of which
 * runs this again as a worker. `testing`: see startServer.
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
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary(config, logger);
    return;
  }
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
