import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp, type AppDeps } from '../app.ts';
import { liveModule } from '../modules/live/index.ts';
import { createLogger } from '../platform/logger.ts';
import { deletePhotos } from '../platform/images/index.ts';
import { OutboxMailer, type StoredMail } from '../platform/mail/index.ts';
import { DiskStorage } from '../platform/storage/index.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';
import { TestClient, TEST_PUBLIC_URL } from './test-client.ts';
import { createTestDatabase } from './test-database.ts';

/** The auth secret of every test app (a second app instance on the same database must share it). */
export const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestAppOptions {
  config?: Partial<AppDeps['config']>;
  authRateLimits?: AppDeps['authRateLimits'];
  rateLimitStore?: AppDeps['rateLimitStore'];
  mailer?: AppDeps['mailer'];
  /** Default: the files are deleted from the test storage, as in server.ts. */
  onPhotosRemoved?: AppDeps['onPhotosRemoved'];
  /** Another analyser adapter (e.g. one standing for a model that is down); the local one by default. */
  analyzer?: AppDeps['analyzer'];
  grouper?: AppDeps['grouper'];
  /** Another payment provider (e.g. Stripe against a local fake); the sandbox by default. */
  payments?: AppDeps['payments'];
  /** A shipping API (against the local fake); labels printed here by default. */
  shippingApi?: AppDeps['shippingApi'];
  /** A RealtimeHub on another pub/sub (Redis), or a recorder of publishes; an in-process hub by default. */
  realtime?: AppDeps['realtime'];
  /** A presence board shared with a second instance (Redis); this instance's own by default. */
  presenceBoard?: AppDeps['presenceBoard'];
  /** better-auth's real scrypt instead of the suites' fast hasher (fast-password-hasher.ts). */
  realPasswordHashing?: boolean;
  /** The home feed's render budget (default the server's). */
  firstScreenBudgetMs?: AppDeps['firstScreenBudgetMs'];
}

/**
 * The real app on a fresh database (one per test file), an in-memory outbox, files on disk in a temporary directory
 * (removed by close) and a logger whose JSON lines are kept in `logs` for assertions. Close it in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    }),
  );
  const outbox = new OutboxMailer();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'swapyard-test-files-'));
  const storage = new DiskStorage(filesDir);
  const assembled = createApp({
    config: {
      publicUrl: TEST_PUBLIC_URL,
      isProduction: false,
      trustProxy: false,
      webDist: '/nonexistent/swapyard-web-dist',
      authRateLimit: true,
      // The embedded default's money and developer pages; tests of a deployment turn them off.
      localOrigins: false,
      paymentsSandbox: true,
      devPages: true,
      ...options.config,
    },
    database,
    mailer: options.mailer ?? outbox,
    logger,
    authSecret: TEST_AUTH_SECRET,
    version: '1.2.3-test',
    rateLimitStore: options.rateLimitStore,
    authRateLimits: options.authRateLimits,
    storage,
    onPhotosRemoved: options.onPhotosRemoved ?? ((ids) => deletePhotos(storage, ids)),
    analyzer: options.analyzer,
    grouper: options.grouper,
    payments: options.payments,
    shippingApi: options.shippingApi,
    realtime: options.realtime,
    presenceBoard: options.presenceBoard,
    passwordHasher: options.realPasswordHashing ? undefined : fastPasswordHasher,
    firstScreenBudgetMs: options.firstScreenBudgetMs,
  });
  const { app, auth, realtime } = assembled;

  return {
    app,
    auth,
    /** Where the app's modules publish live updates (its hub unless `realtime` was given). */
    realtime,
    /** Live selling's dependencies (auction timers, presence), as its job handlers get them in server.ts. */
    live: assembled.stateOf(liveModule).deps,
    /** Every module's kinds of job, as server.ts runs them (with the app's vision model, live timers, …). */
    jobs: assembled.jobs,
    database,
    db: database.db,
    outbox,
    storage,
    logger,
    logs,
    client: (defaults?: ConstructorParameters<typeof TestClient>[1]) => new TestClient(app, defaults),
    /** Mails sent to `to`, newest first. */
    mailsTo: async (to: string): Promise<StoredMail[]> =>
      (await outbox.list()).filter((m) => m.to === to.toLowerCase()),
    close: async () => {
      await assembled.stop();
      await assembled.close();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The first http(s) link in a mail's text. */
export function linkIn(mail: StoredMail | undefined): string {
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in mail ${mail?.subject ?? '(none)'}`);
  return url;
}

/**
 * A second instance of the app on `t`'s database, as a second server behind a load balancer would be: its own
 * modules and in-memory state (session cache, realtime hub, price floors), the same database, mail, secret and
 * password hash. `deps` replaces any of them (say, a hub on Redis).
 */
export function createSecondInstance(t: TestApp, deps: Partial<AppDeps> = {}) {
  return createApp({
    config: {
      publicUrl: TEST_PUBLIC_URL,
      isProduction: false,
      trustProxy: false,
      webDist: '/nonexistent/swapyard-web-dist',
      authRateLimit: false,
      localOrigins: false,
      paymentsSandbox: true,
      devPages: false,
    },
    database: t.database,
    mailer: t.outbox,
    logger: t.logger,
    authSecret: TEST_AUTH_SECRET,
    version: '1.2.3-test',
    passwordHasher: fastPasswordHasher,
    ...deps,
  });
}
