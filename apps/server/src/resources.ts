import type { Context } from 'hono';
import type { AppDeps } from './app-deps.ts';
import { clientIp } from './platform/client-ip.ts';
import type { Db } from './platform/db.ts';
import { createLiveVideo, DEFAULT_LIMITS, type LiveVideo } from './platform/live-video/index.ts';
import { createOriginPolicy, VITE_DEV_ORIGIN, type OriginPolicy } from './platform/origins.ts';
import { SandboxPaymentProvider, type PaymentProvider } from './platform/payments/index.ts';
import { MemoryRateLimitStore } from './platform/rate-limit/memory-store.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import { RealtimeHub, type Realtime } from './platform/realtime/index.ts';
import { PhotoVision } from './platform/vision/index.ts';

/** The shared resources every module is plugged in with, each made once per app, and everything createApp was given. */
export interface AppResources extends Omit<
  AppDeps,
  'realtime' | 'rateLimitStore' | 'liveVideo' | 'payments' | 'payoutsAvailable'
> {
  db: Db;
  /** Where modules publish live updates, after their transaction commits. */
  realtime: Realtime;
  /** The hub serving `/api/realtime`'s sockets (the same object as `realtime` unless a test records publishes). */
  hub: RealtimeHub;
  /** One store for every per-member limit (sign-in attempts, support messages, chat): Redis when instances share it. */
  rateLimitStore: RateLimitStore;
  /** The SFU live streams' video goes through. */
  liveVideo: LiveVideo;
  /** The embedded vision model (a worker thread, started on first use): grouping, similar listings, screening. */
  vision: PhotoVision;
  /** Card top-ups; undefined when unavailable. */
  payments: PaymentProvider | undefined;
  payoutsAvailable: boolean;
  origins: OriginPolicy;
  /** The client's address (behind a trusted proxy, the one it forwarded). */
  clientIp: (c: Context) => string;
  /** Closes what was made here (not what createApp was given: its maker closes that). */
  stop: () => Promise<void>;
}

/**
 * Each shared resource once: what createApp was given (server.ts makes the production ones from config), else the
 * embedded default (tests, and apps built without them).
 */
export function createResources(deps: AppDeps): AppResources {
  const { config, logger } = deps;
  const hub = deps.realtime instanceof RealtimeHub ? deps.realtime : new RealtimeHub(undefined, logger);
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
  const vision = new PhotoVision();
  return {
    ...deps,
    db: deps.database.db,
    realtime: deps.realtime ?? hub,
    hub,
    rateLimitStore: deps.rateLimitStore ?? new MemoryRateLimitStore(),
    liveVideo,
    vision,
    payments: deps.payments ?? (config.paymentsSandbox ? new SandboxPaymentProvider() : undefined),
    payoutsAvailable: deps.payoutsAvailable ?? config.paymentsSandbox,
    origins: createOriginPolicy({
      publicUrl: config.publicUrl,
      // The Vite dev server proxies the web app to us during development only.
      extraOrigins: config.isProduction ? [] : [VITE_DEV_ORIGIN],
      localOrigins: config.localOrigins,
    }),
    clientIp: (c) => clientIp(c, config.trustProxy),
    stop: async () => {
      await vision.close();
      if (!deps.liveVideo) await liveVideo.close();
    },
  };
}
