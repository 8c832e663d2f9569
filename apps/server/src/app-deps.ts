import type { Config } from './config.ts';
import type { ItemAnalyzer, PhotoGrouper } from './platform/analysis/index.ts';
import type { Database } from './platform/db.ts';
import type { InterestSuggester } from './platform/interests/index.ts';
import type { Logger } from './platform/logger.ts';
import type { Mailer } from './platform/mail/index.ts';
import type { PaymentProvider } from './platform/payments/index.ts';
import type { PayoutProvider } from './platform/payouts/index.ts';
import type { AuthRateLimits } from './platform/rate-limit/auth-rate-limit.ts';
import type { PresenceBoard } from './platform/presence/index.ts';
import type { RateLimitStore } from './platform/rate-limit/store.ts';
import type { Realtime } from './platform/realtime/index.ts';
import type { ShippingApi } from './platform/shipping/index.ts';
import type { Storage } from './platform/storage/storage.ts';
import type { PasswordHasher } from './modules/auth/index.ts';
import type { OnPhotosRemoved } from './modules/items/index.ts';

/** What createApp is given: configuration, the shared resources made by server.ts (or a test), and test knobs. */
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
    Partial<
      Pick<Config, 'ai' | 'seedDemo' | 'redisUrl' | 'liveVideo' | 'stripe' | 'payoutSandboxMs' | 'shipping'>
    >;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  authSecret: string;
  version: string;
  /** Where Contact Support messages are mailed (SUPPORT_EMAIL). */
  supportEmail?: string;
  /** TURN relays handed to live video's browsers (TURN_URLS, TURN_SECRET); none by default. */
  turn?: Config['turn'];
  /** Instead of the store made from config (resources.ts): a test's own, with small numbers or shared by two apps. */
  rateLimitStore?: RateLimitStore;
  /** Instead of the board made from config (resources.ts): a test's own, shared by two apps. */
  presenceBoard?: PresenceBoard;
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
  /** Instead of the card payments made from config (resources.ts): a test's Stripe against a local fake. */
  payments?: PaymentProvider;
  /** Instead of the shipping API made from config (resources.ts): a test's, against a local fake. */
  shippingApi?: ShippingApi;
  /** Instead of the payout provider made from config (resources.ts). */
  payouts?: PayoutProvider;
  /**
   * Instead of the realtime hub made from config (resources.ts: Redis pub/sub with REDIS_URL, else in-process). A
   * RealtimeHub given here also serves the sockets of `/api/realtime`; any other Realtime (a test's recorder) only
   * receives the publishes.
   */
  realtime?: Realtime;
  /** Default: better-auth's scrypt (see AuthDeps); only the test suites pass another. */
  passwordHasher?: PasswordHasher;
  /** How long the home feed's server render may take before the plain page is sent (modules/web/first-screen.ts). */
  firstScreenBudgetMs?: number;
}
