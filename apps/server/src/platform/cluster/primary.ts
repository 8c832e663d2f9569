import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { Config } from '../../config.ts';
import { createLiveVideo, type LiveVideo } from '../live-video/index.ts';
import { PRIMARY_LIVE_VIDEO_METHODS } from '../live-video/primary-live-video.ts';
import type { Logger } from '../logger.ts';
import { WorkerCounts } from '../presence/primary-board.ts';
import { MemoryRateLimitStore } from '../rate-limit/memory-store.ts';
import { isWorkerMessage, type PrimaryMessage, type WorkerMessage } from './protocol.ts';

/** Sent to the primary's own parent, when it has an IPC channel to it, once every worker serves. */
export const WORKERS_SERVING = { swapyard: 'workers-serving' } as const;

/** A worker that dies is started again after this long (not at once: a crash at start-up would spin). */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of an instance with several workers (WEB_CONCURRENCY; decision 050): it starts them one after
 * another (the first migrates the database and runs the start steps before the next begins), starts again any that
 * dies, and holds what the workers share when there is no Redis (limits, viewer counts, realtime events) and the
 * embedded SFU's process. SIGTERM or SIGINT stops every worker gracefully, then the primary.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const services = primaryServices(config, logger);
  let stopping = false;

  cluster.on('message', (worker, message: unknown) => {
    if (isWorkerMessage(message)) handle(worker, message);
  });
  cluster.on('exit', (worker, code, signal) => {
    services.workerGone(worker.id);
    if (stopping) return;
    logger.error({ worker: worker.id, code, signal }, 'worker exited: starting another');
    setTimeout(
      () => void fork().catch((error: unknown) => logger.error({ err: error }, 'worker not restarted')),
      RESTART_DELAY_MS,
    );
  });

  const handle = (worker: Worker, message: WorkerMessage) => {
    if (message.swapyard === 'publish') {
      const event: PrimaryMessage = { swapyard: 'message', topic: message.topic, payload: message.payload };
      for (const each of Object.values(cluster.workers ?? {})) if (each?.isConnected()) each.send(event);
      return;
    }
    const reply = (answer: PrimaryMessage) => {
      if (worker.isConnected()) worker.send(answer);
    };
    services.call(worker.id, message.service, message.method, message.args).then(
      (value) => reply({ swapyard: 'reply', id: message.id, ok: true, value: value ?? null }),
      (error: unknown) => {
        const { name = 'Error', message: text = String(error), code } = error as Error & { code?: string };
        reply({ swapyard: 'reply', id: message.id, ok: false, error: { name, message: text, code } });
      },
    );
  };

  const fork = async () => {
    const worker = cluster.fork();
    const [event] = (await Promise.race([once(worker, 'listening'), once(worker, 'exit')])) as unknown[];
    if (typeof event === 'number' || event === null)
      throw new Error(`worker ${worker.id} exited while starting`);
  };

  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received: stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(async (worker) => {
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    );
    await services.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  logger.info({ workers: config.workers }, 'starting worker processes');
  for (let i = 0; i < config.workers; i++) await fork();
  logger.info({ workers: config.workers }, 'every worker serving');
  // A parent that started us with an IPC channel (a test, a benchmark) learns that every worker serves.
  process.send?.(WORKERS_SERVING);
}

/** What the primary holds for its workers; each only when they need it (no Redis; the embedded SFU). */
function primaryServices(config: Config, logger: Logger) {
  const rateLimits = new MemoryRateLimitStore();
  const presence = new WorkerCounts();
  let liveVideo: LiveVideo | undefined;
  const video = () => (liveVideo ??= createLiveVideo(config.liveVideo, logger));
  const videoMethods: ReadonlySet<string> = new Set(PRIMARY_LIVE_VIDEO_METHODS);

  return {
    async call(workerId: number, service: string, method: string, args: unknown[]): Promise<unknown> {
      if (service === 'rateLimits' && method === 'hit')
        return rateLimits.hit(String(args[0]), Number(args[1]));
      if (service === 'rateLimits' && method === 'undo') return rateLimits.undo(String(args[0]));
      if (service === 'presence' && method === 'report') {
        return presence.report(workerId, String(args[0]), Number(args[1]));
      }
      if (service === 'presence' && method === 'othersOf')
        return presence.othersOf(workerId, args[0] as string[]);
      if (service === 'liveVideo' && videoMethods.has(method)) {
        const sfu = video() as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
        return sfu[method]!(...args);
      }
      throw new Error(`the primary holds no ${service}.${method}`);
    },
    workerGone(workerId: number) {
      presence.forget(workerId);
    },
    async close() {
      await liveVideo?.close();
    },
  };
}
