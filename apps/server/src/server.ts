import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { databaseTarget, openDatabase } from './platform/db.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail/index.ts';
import { migrateDatabase } from './platform/migrate.ts';
import { loadOrCreateSecret } from './platform/secret.ts';
import { deletePhotos } from './platform/images/index.ts';
import { createStorage } from './platform/storage/index.ts';
import { readVersion } from './platform/version.ts';
import { createJobRunner, JOBS_CHANNEL } from './platform/jobs/index.ts';
import { listen as listenForNotifications } from './platform/db-listen.ts';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** Client messages of `/api/realtime` are a few dozen bytes; anything far larger is refused by `ws`. */
const MAX_WEBSOCKET_MESSAGE_BYTES = 16 * 1024;
/** Longer than the idle timeout of the load balancers in front of us (60 s is common), see listen(). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Listens and resolves once the port is bound (port 0 picks a free one). WebSocket upgrades are handed to the app
 * (`upgradeWebSocket` routes: `/api/realtime`); `websockets` holds the open sockets, for shutdown.
 */
export async function listen(
  fetch: Fetch,
  port: number,
  hostname?: string,
): Promise<{ server: Server; port: number; websockets: WebSocketServer }> {
  const websockets = new WebSocketServer({ noServer: true, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname, websocket: { server: websockets } }, (info) =>
      resolve({ server, port: info.port, websockets }),
    ) as Server;
    // An idle keep-alive connection is closed after this long. Node's 5 s let a client (or a load balancer, whose
    // idle timeout is commonly 60 s) send a request on a connection the server was closing that instant, and see it
    // reset; a client or balancer closing first avoids the race. Headers must still be allowed to finish after it.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.once('error', reject);
  });
}

/**
 * Graceful stop: stop accepting connections, let in-flight requests finish (up to `timeoutMs`, then cut the
 * remaining connections), then close resources in order (database last-but-not-least, after the requests using it).
 */
export function createShutdown(options: {
  server: Server;
  close: Array<() => Promise<void> | void>;
  logger: Logger;
  timeoutMs?: number;
  /** Open WebSockets keep the server from closing: they are told to go (1001; clients reconnect elsewhere). */
  websockets?: WebSocketServer;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      const { server, logger } = options;
      logger.info('shutting down: finishing in-flight requests');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections hold close() open: drop each one as soon as it has no request in flight.
      server.closeIdleConnections();
      for (const socket of options.websockets?.clients ?? []) socket.close(1001, 'Server shutting down');
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const timer = setTimeout(() => {
        logger.warn('in-flight requests did not finish in time: closing their connections');
        server.closeAllConnections();
        for (const socket of options.websockets?.clients ?? []) socket.terminate();
      }, options.timeoutMs ?? 10_000);
      await closed;
      clearInterval(sweep);
      clearTimeout(timer);
      for (const close of options.close) {
        try {
          await close();
        } catch (error) {
          logger.error({ err: error }, 'error while closing a resource');
        }
      }
      logger.info('stopped');
    })();
    return running;
  };
}

export interface RunningServer {
  port: number;
  url: string;
  shutdown: () => Promise<void>;
}

/** config → platform → app → listen. */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  /** The browser journeys' server only (scripts/e2e-server.mjs): a password hash that costs no tenth of a second. */
  testing: Pick<AppDeps, 'passwordHasher'> = {},
): Promise<RunningServer> {
  const database = await openDatabase(databaseTarget(config), logger);
  const resources: Array<() => Promise<void> | void> = [() => database.close()];
  try {
    await migrateDatabase(database);
    const mailer = createMailer(config, logger);
    resources.unshift(() => mailer.close?.());
    const storage = await createStorage(config);
    resources.unshift(() => storage.close?.());

    const authSecret = config.authSecret ?? loadOrCreateSecret(config.dataDir);
    // The app makes the other shared resources from config (resources.ts): the realtime hub and rate-limit store
    // (Redis when REDIS_URL is set), live video, the vision model, card payments and payouts.
    const assembled = createApp({
      turn: config.turn,
      config,
      database,
      mailer,
      logger,
      storage,
      onPhotosRemoved: (ids) => deletePhotos(storage, ids),
      authSecret,
      supportEmail: config.supportEmail,
      payoutHoldMs: config.payoutHoldMs,
      version: readVersion(config.version),
      ...testing,
    });
    resources.unshift(() => assembled.close());
    const { app, payments, payouts } = assembled;
    // Each module's start step, before jobs run and requests come.
    await assembled.start();
    // Every module's durable and recurring jobs: stopped, waiting for the jobs in hand, before the database closes.
    const jobRunner = createJobRunner({
      db: database.db,
      logger,
      jobs: assembled.jobs,
      recurring: assembled.recurringJobs,
      // A job enqueued by any instance wakes every runner when its transaction commits.
      wakeUps: (wake) => listenForNotifications(database, JOBS_CHANNEL, wake, logger),
    });
    await jobRunner.start();
    resources.unshift(() => jobRunner.stop());
    resources.unshift(() => assembled.stop());

    const { server, port, websockets } = await listen(app.fetch, config.port, config.host);
    const url = config.port === 0 ? config.publicUrl.replace(/:\d+$/, `:${port}`) : config.publicUrl;
    const where = server.address() as AddressInfo;
    logger.info(
      {
        address: where.address,
        port,
        database: database.kind,
        mail: config.smtpUrl ? 'smtp' : 'outbox',
        storage: config.s3 ? 's3' : 'disk',
        payments: payments?.name ?? 'unavailable',
        payouts: payouts?.name ?? 'unavailable',
        devPages: config.devPages,
      },
      `Swapyard is serving ${url}`,
    );
    return { port, url, shutdown: createShutdown({ server, close: resources, logger, websockets }) };
  } catch (error) {
    for (const close of resources) await Promise.resolve(close()).catch(() => undefined);
    throw error;
  }
}
