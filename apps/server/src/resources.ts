import type { Context } from 'hono';
import type { AppDeps } from './app-deps.ts';
import { clientIp } from './platform/client-ip.ts';
import type { Db } from './platform/db.ts';
import { createLiveVideo, DEFAULT_LIMITS, type LiveVideo } from './platform/live-video/index.ts';
import { createOriginPolicy, VITE_DEV_ORIGIN, type OriginPolicy } from './platform/origins.ts';
import { createPaymentProvider, type PaymentProvider } from './platform/payments/index.ts';
import { createPayoutProvider, type PayoutProvider } from './platform/payouts/index.ts';
import { MemoryRateLimitStore } from './platform/rate-limit/memory-store.ts';
import { RedisRateLimitStore } from './platform/rate-limit/redis-store.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import { primaryLink } from './platform/cluster/index.ts';
import { PrimaryLiveVideo } from './platform/live-video/primary-live-video.ts';
import { PrimaryPresenceBoard } from './platform/presence/primary-board.ts';
import { PrimaryRateLimitStore } from './platform/rate-limit/primary-store.ts';
import { ClusterPubSub } from './platform/realtime/cluster-pubsub.ts';
import { LocalPresenceBoard, RedisPresenceBoard, type PresenceBoard } from './platform/presence/index.ts';
import { createUploadGate, type UploadGate } from './platform/uploads/index.ts';
import { InProcessPubSub, RealtimeHub, RedisPubSub, type Realtime } from './platform/realtime/index.ts';
import { easyPostShippingApi, type ShippingApi } from './platform/shipping/index.ts';
import { TesseractTextReader, type TextReader } from './platform/ocr/index.ts';
import { PhotoVision } from './platform/vision/index.ts';

/** The shared resources every module is plugged in with, each made once per app, and everything createApp was given. */
export interface AppResources extends Omit<
  AppDeps,
  'realtime' | 'rateLimitStore' | 'presenceBoard' | 'payments' | 'payouts' | 'shippingApi'
> {
  db: Db;
  /** Where modules publish live updates, after their transaction commits. */
  realtime: Realtime;
  /** The hub serving `/api/realtime`'s sockets (the same object as `realtime` unless a test records publishes). */
  hub: RealtimeHub;
  /** One store for every per-member limit (sign-in attempts, support messages, chat): Redis when instances share it. */
  rateLimitStore: RateLimitStore;
  /** Every upload's turn: this process's slots, the member's share counted in the limits' store. */
  uploads: UploadGate;
  /** Counts each instance holds (a stream's viewers), added up across instances: Redis when there is one. */
  presenceBoard: PresenceBoard;
  /** The SFU live streams' video goes through (embedded: its own process, started when the first stream publishes). */
  liveVideo: LiveVideo;
  /** The embedded vision model (a worker thread, started on first use): grouping, similar listings, screening. */
  vision: PhotoVision;
  /** Reads text in listing photos (Tesseract in WebAssembly, a worker thread started on first use). */
  textReader: TextReader;
  /** Card top-ups (Stripe, or the sandbox checkout); undefined when unavailable. */
  payments: PaymentProvider | undefined;
  /** Pays withdrawals out; undefined when none is configured (their jobs refund them). */
  payouts: PayoutProvider | undefined;
  payoutsAvailable: boolean;
  /** Buys labels and posts tracking (SHIPPING_*); undefined: labels are printed here (docs/product/handover.md). */
  shippingApi: ShippingApi | undefined;
  origins: OriginPolicy;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  clientIp: (c: Context) => string;
  /** Closes what was made here, not what createApp was given (whoever made that closes it). */
  close: () => Promise<void>;
}

/** Each shared resource once: what createApp was given (a test's), else the one its configuration asks for. */
export function createResources(deps: AppDeps): AppResources {
  const { config, logger } = deps;
  const made: Array<() => Promise<void> | void> = [];
  const own = <T>(resource: T, close: (resource: T) => Promise<void> | void): T => {
    made.unshift(() => close(resource));
    return resource;
  };
  const { redisUrl } = config;
  // A worker of several in one instance (decision 050): without Redis, what they share goes through their primary.
  const primary = primaryLink();
  // Live updates cross instances through Redis when there is one; in-process otherwise.
  const hub =
    deps.realtime instanceof RealtimeHub
      ? deps.realtime
      : own(
          new RealtimeHub(
            redisUrl
              ? new RedisPubSub(redisUrl, { logger })
              : primary
                ? new ClusterPubSub(primary)
                : new InProcessPubSub(),
            logger,
          ),
          (h) => h.close(),
        );
  const rateLimitStore =
    deps.rateLimitStore ??
    own<RateLimitStore>(
      redisUrl
        ? new RedisRateLimitStore(redisUrl, { logger })
        : primary
          ? new PrimaryRateLimitStore(primary)
          : new MemoryRateLimitStore(),
      (s) => s.close?.(),
    );
  const presenceBoard =
    deps.presenceBoard ??
    own<PresenceBoard>(
      redisUrl
        ? new RedisPresenceBoard(redisUrl, { logger })
        : primary
          ? new PrimaryPresenceBoard(primary)
          : new LocalPresenceBoard(),
      (board) => board.close(),
    );
  const liveVideoConfig = config.liveVideo ?? {
    kind: 'embedded',
    maxViewers: DEFAULT_LIMITS.maxViewers,
    announcedIp: undefined,
    rtcPorts: undefined,
  };
  // The embedded SFU is one process: the primary's, when this is one of several workers.
  const liveVideo = own(
    liveVideoConfig.kind === 'embedded' && primary
      ? new PrimaryLiveVideo(primary)
      : createLiveVideo(liveVideoConfig, logger),
    (video) => video.close(),
  );
  const vision = own(new PhotoVision(), (model) => model.close());
  const textReader = own(new TesseractTextReader(), (reader) => reader.close());
  const payouts =
    deps.payouts ??
    createPayoutProvider({
      paymentsSandbox: config.paymentsSandbox,
      payoutSandboxMs: config.payoutSandboxMs,
    });
  return {
    ...deps,
    db: deps.database.db,
    realtime: deps.realtime ?? hub,
    hub,
    rateLimitStore,
    presenceBoard,
    uploads: createUploadGate(rateLimitStore),
    liveVideo,
    vision,
    textReader,
    payments:
      deps.payments ??
      createPaymentProvider({ stripe: config.stripe, paymentsSandbox: config.paymentsSandbox }),
    payouts,
    payoutsAvailable: payouts !== undefined,
    shippingApi:
      deps.shippingApi ??
      (config.shipping &&
        easyPostShippingApi({
          baseUrl: config.shipping.apiUrl,
          apiKey: config.shipping.apiKey,
          webhookSecret: config.shipping.webhookSecret,
        })),
    origins: createOriginPolicy({
      publicUrl: config.publicUrl,
      // The Vite dev server proxies the web app to us during development only.
      extraOrigins: config.isProduction ? [] : [VITE_DEV_ORIGIN],
      localOrigins: config.localOrigins,
    }),
    clientIp: (c) => clientIp(c, config.trustProxy),
    close: async () => {
      for (const close of made) await close();
    },
  };
}
