import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { DEFAULT_SUPPORT_EMAIL, type Config } from './config.ts';
import {
  createItemAnalyzer,
  OpenAiVisionAnalyzer,
  type ItemAnalyzer,
  type PhotoGrouper,
} from './platform/analysis/index.ts';
import { EmbeddedPhotoGrouper, PhotoVision } from './platform/vision/index.ts';
import { MAX_ITEM_PHOTOS } from '@swapyard/domain';
import { clientIp } from './platform/client-ip.ts';
import { createInterestSuggester, type InterestSuggester } from './platform/interests/index.ts';
import type { Database } from './platform/db.ts';
import { compressResponses } from './platform/compression/index.ts';
import { errorBody, handleError } from './platform/errors.ts';
import { apiAnswersNotStored, apiBoundaries, securityHeaders } from './platform/http-boundaries/index.ts';
import type { AppEnv } from './platform/http-context.ts';
import type { Logger } from './platform/logger.ts';
import { createOriginPolicy } from './platform/origins.ts';
import { OutboxMailer, type Mailer } from './platform/mail/index.ts';
import { defaultAuthRateLimits, type AuthRateLimits } from './platform/rate-limit/auth-rate-limit.ts';
import { MemoryRateLimitStore } from './platform/rate-limit/memory-store.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import { requestContext } from './platform/request-context.ts';
import type { Storage } from './platform/storage/storage.ts';
import { createAuth, type PasswordHasher } from './modules/auth/auth.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { memberAdminRoutes } from './modules/member-admin/staff-routes.ts';
import { sessionRefusal } from './modules/member-admin/service.ts';
import { disputesRoutes } from './modules/disputes/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { VERIFICATION_UPLOAD_PATH, verificationsRoutes } from './modules/verifications/routes.ts';
import { verificationStaffRoutes } from './modules/verifications/staff-routes.ts';
import {
  analysisRoutes,
  embeddingBackfillJob,
  embeddingJobHandlers,
  enqueuePhotoEmbedding,
  PhotoIndex,
  similarListingsSource,
} from './modules/analysis/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { signInAccounts } from './modules/auth/sign-in-accounts.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { itemsRoutes } from './modules/items/routes.ts';
import { comparablesSource, type OnPhotosRemoved } from './modules/items/service.ts';
import { mediaFileRoutes } from './modules/media-files/routes.ts';
import { MEDIA_UPLOAD_PATHS, mediaRoutes } from './modules/media/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { savedItemsRoutes } from './modules/saved-items/routes.ts';
import { followsRoutes } from './modules/follows/routes.ts';
import { memberRecords, staffTopicAuthoriser } from './modules/profiles/index.ts';
import { AVATAR_UPLOAD_PATH, profilesRoutes } from './modules/profiles/routes.ts';
import { closetsRoutes } from './modules/closets/routes.ts';
import { likesRoutes } from './modules/likes/routes.ts';
import { circleItemHook, circlesRoutes, circleTradeHooks } from './modules/circles/index.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { viewsRoutes } from './modules/views/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { surveyRoutes } from './modules/survey/routes.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { webRoutes } from './modules/web/routes.ts';
import { paymentsRoutes, STRIPE_WEBHOOK_PATH } from './modules/payments/routes.ts';
import { SandboxPaymentProvider, type PaymentProvider } from './platform/payments/index.ts';
import { DEFAULT_PAYOUT_HOLD_MS, withdrawalSealer } from './modules/withdrawals/service.ts';
import { withdrawalsRoutes } from './modules/withdrawals/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { tradesRoutes } from './modules/trades/routes.ts';
import { itemTradeGuard } from './modules/trades/index.ts';
import { tradeTopicAuthoriser } from './modules/trades/service.ts';
import { liveRoutes, liveVideoRoutes } from './modules/live/index.ts';
import { createLiveVideo, DEFAULT_LIMITS, type LiveVideo } from './platform/live-video/index.ts';
import {
  AuctionTimerSet,
  closeDueAuction,
  endStreamOf,
  StreamPresence,
  streamExists,
  type StreamEndDeps,
} from './modules/live/service.ts';
import { RealtimeHub, type Realtime } from './platform/realtime/index.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { closeMemberSockets, closeSessionSockets } from './modules/realtime/close-sockets.ts';
import { defaultTopicAuthorisers } from './modules/realtime/topics.ts';
import { VITE_DEV_ORIGIN } from './modules/auth/auth.ts';

export interface AppDeps {
  config: Pick<
    Config,
    | 'publicUrl'
    | 'isProduction'
    | 'trustProxy'
    | 'webDist'
    | 'authRateLimit'
    | 'localOrigins'
    | 'paymentsSandbox'
    | 'devPages'
  > &
    Partial<Pick<Config, 'ai'>>;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  authSecret: string;
  version: string;
  /** Where Contact Support messages are mailed (SUPPORT_EMAIL). */
  supportEmail?: string;
  /** The SFU live streams' video goes through (server.ts: LIVE_VIDEO); the embedded one by default, started on use. */
  liveVideo?: LiveVideo;
  /** TURN relays handed to live video's browsers (TURN_URLS, TURN_SECRET); none by default. */
  turn?: Config['turn'];
  /** Defaults to an in-process store; Redis when REDIS_URL is set (see server.ts). */
  rateLimitStore?: RateLimitStore;
  /** Tests use small numbers. */
  authRateLimits?: AuthRateLimits;
  /**
   * Removes the files of photos an item no longer uses (item deleted, or photos dropped by an edit), called after
   * the change commits. The photo pipeline connects it to Storage; without it the files stay (no-op).
   */
  onPhotosRemoved?: OnPhotosRemoved;
  /** Photos and documents (disk or S3: platform/storage createStorage); `/media/*` serves them when given. */
  storage?: Storage;
  /** Default: the local offline analyser, priced against comparable listings on Swapyard. */
  analyzer?: ItemAnalyzer;
  /** Default: the embedded vision model (platform/vision), started on first use. */
  grouper?: PhotoGrouper;
  /** Default: the local offline interest suggester (survey suggestions). */
  interestSuggester?: InterestSuggester;
  /** How long a withdrawal stays pending (cancellable) before its payout job runs; tests use 0. */
  payoutHoldMs?: number;
  /**
   * Card top-ups: Stripe when configured (see server.ts). Default: the built-in sandbox checkout when
   * `config.paymentsSandbox`, else none (card top-ups unavailable).
   */
  payments?: PaymentProvider;
  /** Whether a payout provider pays withdrawals out (server.ts). Default: `config.paymentsSandbox` (the sandbox). */
  payoutsAvailable?: boolean;
  /**
   * Live updates: where modules publish events, after their transaction commits. Default: an in-process
   * RealtimeHub; server.ts gives it Redis pub/sub when REDIS_URL is set. A RealtimeHub given here also serves the
   * sockets of `/api/realtime`; any other Realtime (a test's recorder) only receives the publishes.
   */
  realtime?: Realtime;
  /** Default: better-auth's scrypt (see AuthDeps); only the test suites pass another. */
  passwordHasher?: PasswordHasher;
  /** How long the home feed's server render may take before the plain page is sent (modules/web/first-screen.ts). */
  firstScreenBudgetMs?: number;
}

export function createApp(deps: AppDeps) {
  const { config, database, mailer, logger } = deps;
  // One store for every per-member limit (sign-in attempts, support messages): Redis when instances share it.
  const rateLimitStore = deps.rateLimitStore ?? new MemoryRateLimitStore();
  const db = database.db;
  const origins = createOriginPolicy({
    publicUrl: config.publicUrl,
    // The Vite dev server proxies the web app to us during development only.
    extraOrigins: config.isProduction ? [] : [VITE_DEV_ORIGIN],
    localOrigins: config.localOrigins,
  });
  const realtimeHub =
    deps.realtime instanceof RealtimeHub ? deps.realtime : new RealtimeHub(undefined, logger);
  const auth = createAuth({
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret: deps.authSecret,
    origins,
    memberRecords,
    // A socket must not outlive its session: not one more private event after sign-out or revocation.
    onSessionEnded: (session, renewed) => closeSessionSockets(realtimeHub, session.id, { renewed }),
    // A suspended member gets no session (docs/product/moderation.md, "Suspending a member").
    refuseSession: sessionRefusal,
    passwordHasher: deps.passwordHasher,
  });
  const payments = deps.payments ?? (config.paymentsSandbox ? new SandboxPaymentProvider() : undefined);
  const payoutsAvailable = deps.payoutsAvailable ?? config.paymentsSandbox;
  const ipOf = (c: Context) => clientIp(c, config.trustProxy);
  /** What modules publish to (after commit). */
  const realtime: Realtime = deps.realtime ?? realtimeHub;
  // Kinds of topic a member may subscribe to; modules owning a kind (trades, …) register theirs here.
  const realtimeTopics = defaultTopicAuthorisers();
  realtimeTopics.register('trade', tradeTopicAuthoriser(db));
  realtimeTopics.register('staff', staffTopicAuthoriser(db));
  // Live streams are watched by visitors too: their chat, auctions and viewer counts are public.
  realtimeTopics.registerPublic('stream', streamExists(db));
  realtimeTopics.registerPublic('live', (id) => id === 'streams');
  const presence = new StreamPresence(realtimeHub, logger);
  const ownsLiveVideo = !deps.liveVideo;
  const liveVideo =
    deps.liveVideo ??
    createLiveVideo(
      {
        kind: 'embedded',
        maxViewers: DEFAULT_LIMITS.maxViewers,
        announcedIp: undefined,
        rtcPorts: undefined,
      },
      logger,
    );
  const live: StreamEndDeps = {
    db,
    realtime,
    logger,
    viewers: presence,
    rateLimitStore,
    // The stream ended: its video room closes for the streamer and every viewer.
    onStreamEnded: (streamId) => liveVideo.closeRoom(streamId),
  };
  const auctionTimers = new AuctionTimerSet((auctionId) => closeDueAuction(live, auctionId), logger);
  live.timers = auctionTimers;
  presence.start(live);

  const app = new OpenAPIHono<AppEnv>();
  app.use('*', contextStorage());
  app.use('*', requestContext(logger));
  // Around the other middleware and every route, so refusals and errors are compressed too, with all their headers.
  app.use('*', compressResponses());
  // The pages that may act with a member's cookie (origins): the realtime socket and every state-changing request.
  app.use('*', securityHeaders({ trustedOrigins: origins.trustedOrigins }));
  app.use('/api/*', apiAnswersNotStored());
  app.use(
    '/api/*',
    apiBoundaries({
      allowsOrigin: origins.allows,
      uploadPaths: [...MEDIA_UPLOAD_PATHS, AVATAR_UPLOAD_PATH, VERIFICATION_UPLOAD_PATH],
      webhookPaths: [STRIPE_WEBHOOK_PATH],
    }),
  );
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  app.route(
    '/',
    realtimeRoutes({
      auth,
      hub: realtimeHub,
      topics: realtimeTopics,
      allowsOrigin: origins.allows,
      logger,
    }),
  );
  app.route('/', healthRoutes({ ping: () => database.ping(), version: deps.version }));
  app.route('/', meRoutes({ db, auth }));
  app.route(
    '/',
    adminRoutes({ db, auth, ping: () => database.ping(), mailer, storage: deps.storage, realtime, logger }),
  );
  app.route(
    '/',
    memberAdminRoutes({
      db,
      auth,
      // Their sessions were deleted with the suspension; their open sockets close and their live stream ends.
      onSuspended: async (memberId) => {
        await closeMemberSockets(realtimeHub, memberId);
        await endStreamOf(live, memberId);
      },
    }),
  );
  app.route('/', verificationStaffRoutes({ db, auth, realtime, logger }));
  app.route('/', reportsRoutes({ db, auth, realtime, logger }));
  app.route('/', verificationsRoutes({ db, auth, storage: deps.storage, realtime, logger }));
  app.route('/', disputesRoutes({ db, auth, storage: deps.storage, realtime, logger }));
  app.route(
    '/',
    supportRoutes({
      db,
      auth,
      mailer,
      supportEmail: deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      rateLimitStore,
    }),
  );
  // The embedded vision model (a worker thread, started on first use): grouping, similar listings, screening.
  const vision = new PhotoVision();
  app.route(
    '/',
    itemsRoutes({
      db,
      auth,
      storage: deps.storage,
      onPhotosRemoved: deps.onPhotosRemoved ?? (() => {}),
      // Listing photos are embedded after commit, for similar-listing suggestions (docs/analysis.md).
      onPhotosChanged: deps.storage ? enqueuePhotoEmbedding : undefined,
      tradeGuard: itemTradeGuard,
      // Swap circles holding an item fall through when it leaves swapping (docs/product/swap-circles.md).
      onSwapChanged: circleItemHook(),
    }),
  );
  app.route('/', savedItemsRoutes({ db, auth }));
  app.route('/', profilesRoutes({ db, auth, storage: deps.storage }));
  app.route('/', followsRoutes({ db, auth }));
  app.route('/', closetsRoutes({ db, auth }));
  app.route('/', likesRoutes({ db, auth }));
  app.route('/', circlesRoutes({ db, auth, realtime, logger }));
  app.route('/', viewsRoutes({ db, auth, secret: deps.authSecret, clientIp: ipOf }));
  app.route('/', reviewsRoutes({ db, auth }));
  app.route('/', settingsRoutes({ db, auth }));
  app.route('/', feedRoutes({ db, auth }));
  app.route('/', searchRoutes({ db }));
  app.route(
    '/',
    paymentsRoutes({
      db,
      auth,
      provider: payments,
      publicUrl: config.publicUrl,
      browserOrigin: origins.browserOrigin,
      payoutsAvailable,
      realtime,
    }),
  );
  app.route(
    '/',
    withdrawalsRoutes({
      db,
      auth,
      sealer: withdrawalSealer(deps.authSecret),
      holdMs: deps.payoutHoldMs ?? DEFAULT_PAYOUT_HOLD_MS,
      payoutsAvailable,
    }),
  );
  app.route('/', walletRoutes({ db, auth }));
  app.route('/', notificationsRoutes({ db, auth, realtime }));
  app.route('/', messagesRoutes({ db, auth, realtime }));
  // Swap circles build on trades: trades are told which items a circle reserved, and say which changed hands.
  app.route('/', tradesRoutes({ db, auth, realtime, logger, circles: circleTradeHooks() }));
  app.route('/', liveRoutes({ ...live, auth }));
  app.route('/', liveVideoRoutes({ ...live, video: liveVideo, auth, clientIp: ipOf, turn: deps.turn }));
  app.route('/', surveyRoutes({ db, auth, suggester: deps.interestSuggester ?? createInterestSuggester() }));
  if (deps.storage) app.route('/', mediaRoutes({ auth, storage: deps.storage }));
  const similar = deps.storage ? similarListingsSource({ db, vision, index: new PhotoIndex() }) : undefined;
  const analyzer =
    deps.analyzer ?? createItemAnalyzer({ comparables: comparablesSource(db), ai: config.ai, similar });
  // A configured vision model groups too (docs/analysis.md); else the embedded model.
  const grouper =
    deps.grouper ??
    (analyzer instanceof OpenAiVisionAnalyzer ? analyzer : new EmbeddedPhotoGrouper(vision, MAX_ITEM_PHOTOS));
  app.route('/', analysisRoutes({ auth, analyzer, grouper, storage: deps.storage }));
  app.route(
    '/',
    authRoutes({
      auth,
      clientIp: ipOf,
      publicUrl: config.publicUrl,
      rateLimit: config.authRateLimit
        ? {
            store: rateLimitStore,
            limits: deps.authRateLimits ?? defaultAuthRateLimits,
            accounts: signInAccounts({ db, mailer, logger, publicUrl: config.publicUrl }),
          }
        : undefined,
    }),
  );

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Swapyard API',
      version: deps.version,
      description:
        'REST API of Swapyard. Errors share one shape: `{ error: { code, message, details? } }`. ' +
        'Accounts live under `/api/auth/*` and belong to better-auth; their reference is at ' +
        '`/api/auth/open-api/generate-schema` and in the top bar of `/api/docs`.',
    },
    servers: [{ url: config.publicUrl }],
  });
  app.route('/', docsRoutes());
  // Loopback requests only (devMailRoutes); config refuses DEV_PAGES in production, checked here once more.
  if (config.devPages && !config.isProduction && mailer instanceof OutboxMailer) {
    app.route('/', devMailRoutes(mailer));
  }

  // Unknown API paths answer in the API's error shape, never with the web app's HTML.
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`), 404));
  if (deps.storage) app.route('/', mediaFileRoutes(deps.storage));
  // The home feed's first screen is rendered from what the API answers the browser's cookie (docs/decisions/017).
  const askApi = async (apiPath: string, headers: Headers, env: unknown) =>
    app.request(apiPath, { headers }, env);
  app.route('/', webRoutes(config.webDist, askApi, deps.firstScreenBudgetMs));

  /** Live selling's dependencies (its job handlers share its auction timers) and what to stop at shutdown. */
  const liveSelling = {
    deps: live,
    video: liveVideo,
    stop: async () => {
      auctionTimers.stop();
      presence.stop();
      if (ownsLiveVideo) await liveVideo.close();
    },
  };
  /** The listing photos' embedding jobs (server.ts runs them), and the vision model's worker, stopped at shutdown. */
  const embedding = deps.storage ? { vision, storage: deps.storage, logger } : undefined;
  const analysis = {
    jobHandlers: embedding ? embeddingJobHandlers(embedding) : {},
    recurring: embedding ? [embeddingBackfillJob(embedding)] : [],
    stop: () => vision.close(),
  };
  return { app, auth, realtime, live: liveSelling, analysis };
}

export type App = ReturnType<typeof createApp>['app'];
