import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults work whichever directory the server is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment flags: accept the usual spellings, reject anything else rather than guessing. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

/** `40000-40100`: UDP ports for the embedded SFU, unprivileged, at least two. */
const portRange = z
  .string()
  .trim()
  .regex(/^\d+-\d+$/, 'must be a port range like 40000-40100')
  .transform((v) => v.split('-').map(Number) as [number, number])
  .refine(
    ([min, max]) => min >= 1024 && max <= 65535 && min < max,
    'must be two ports from 1024 to 65535, low-high',
  );

/** Where the Help page's Contact Support messages go; on the embedded default they land in the outbox. */
export const DEFAULT_SUPPORT_EMAIL = 'support@swapyard.local';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Swapyard <no-reply@swapyard.local>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  WEB_DIST: z.string().trim().min(1).optional(),
  TRUST_PROXY: flag.default(false),
  AUTH_RATE_LIMIT: flag.default(true),
  PAYMENTS_SANDBOX: flag.optional(),
  DEV_PAGES: flag.optional(),
  VERSION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z.string().trim().min(3, 'must be a bucket name').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  PAYOUT_HOLD_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  PAYOUT_SANDBOX_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  SHIPPING_API_URL: url(['http:', 'https:']).optional(),
  SHIPPING_API_KEY: z.string().trim().min(1).optional(),
  SHIPPING_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  LIVE_VIDEO: z.enum(['embedded', 'janus'], 'must be embedded or janus').default('embedded'),
  LIVE_MAX_VIEWERS: z.coerce.number().int().min(1).max(10_000).default(50),
  LIVE_ANNOUNCED_IP: z.ipv4('must be an IPv4 address').optional(),
  LIVE_RTC_PORTS: portRange.optional(),
  JANUS_URL: url(['http:', 'https:']).optional(),
  JANUS_API_SECRET: z.string().min(1).optional(),
  /** TURN relays browsers may use to reach the SFU (docs/live-video.md "TURN"), comma-separated turn:/turns: URLs. */
  TURN_URLS: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.length > 0 && urls.every((u) => /^turns?:[^\s]+$/.test(u)),
      'must be turn: or turns: URLs, comma-separated',
    )
    .optional(),
  /** coturn's static-auth-secret: browsers get time-limited credentials derived from it, never the secret. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** An OpenAI-compatible vision model for item analysis (docs/decisions/027-openai-compatible-vision-adapter.md). */
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
});

/** Every variable the server reads, from the schema itself: docs/configuration.md documents each (config-docs.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as ReadonlyArray<keyof typeof envSchema.shape>;

/** Without S3_ENDPOINT the SDK talks to AWS S3 itself; every other S3 variable is needed by any store. */
const requiredS3 = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** AI_TIMEOUT_MS only tunes the model: the other three are what any AI_* setting needs. */
const requiredAi = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Live video's SFU (docs/live-video.md): embedded (werift, in its own process) or Janus's videoroom. */
export type LiveVideoConfig =
  | {
      kind: 'embedded';
      /** Viewers per stream. */
      maxViewers: number;
      /** Public address announced beside the machine's own (a 1:1 NAT); undefined: only the machine's. */
      announcedIp: string | undefined;
      /** UDP ports for ICE; undefined: any free port. */
      rtcPorts: [number, number] | undefined;
    }
  | { kind: 'janus'; maxViewers: number; janusUrl: string; janusApiSecret: string | undefined };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /**
   * Server processes sharing the port (WEB_CONCURRENCY; decision 050): one per core with DATABASE_URL, else one.
   */
  workers: number;
  /** Undefined: listen on every interface. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Contact Support messages are mailed here. */
  supportEmail: string;
  /** Origin the browser uses, without a trailing slash: auth base URL and links in mails. */
  publicUrl: string;
  /**
   * Also trust the machine's own addresses (localhost, 127.0.0.1, [::1], its network interfaces) as the page's
   * origin: only on the embedded default with PUBLIC_URL unset, where nobody has said which address members use.
   */
  localOrigins: boolean;
  /** Undefined in embedded mode: generated once and kept in DATA_DIR (see platform/secret.ts). */
  authSecret: string | undefined;
  seedDemo: boolean;
  logLevel: (typeof logLevels)[number];
  webDist: string;
  trustProxy: boolean;
  /** Rate limits on sign-in, sign-up and recovery; only switch off for load tests or browser suites. */
  authRateLimit: boolean;
  version: string | undefined;
  /** Undefined: photos and documents on local disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** How long a withdrawal stays pending (cancellable) before it is paid out; undefined: two minutes. */
  payoutHoldMs: number | undefined;
  /** How long the sandbox payout provider takes to complete a payout; undefined: 30 seconds. */
  payoutSandboxMs: number | undefined;
  /** Undefined: card top-ups go through the built-in sandbox checkout, when `paymentsSandbox` allows it. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** A shipping API (EasyPost-compatible) that sells labels and posts tracking; without it labels are printed here. */
  shipping: { apiUrl: string; apiKey: string; webhookSecret: string } | undefined;
  /**
   * The built-in sandbox checkout (without Stripe) and sandbox payouts, which move no real money: on by default
   * only on the embedded default, never in production. Off: card top-ups (without Stripe) and withdrawals are
   * unavailable.
   */
  paymentsSandbox: boolean;
  /** The developer pages under `/dev/*` (the outbox), served to loopback requests only; never in production. */
  devPages: boolean;
  liveVideo: LiveVideoConfig;
  /** TURN relays for live video's browsers; undefined: none (a LAN, or a public SFU). */
  turn: { urls: string[]; secret: string } | undefined;
  /** Undefined: the local offline analyser. `timeoutMs` is per attempt; undefined: the adapter's default. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number | undefined } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses every variable at once and fails listing every bad one, so a deploy is fixed in one go. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`FOO=`) means "not set", as in most shells' .env handling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      problems.push(`${name}: ${issue.message}`);
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // A deployment: anything that only makes sense on a developer's machine is off unless explicitly enabled.
  const isDeployment = isProduction || Boolean(e.DATABASE_URL);
  // A shared database or a production deploy needs one secret shared by every instance and every restart.
  if (!e.BETTER_AUTH_SECRET && (isProduction || e.DATABASE_URL)) {
    problems.push('BETTER_AUTH_SECRET: required when NODE_ENV=production or DATABASE_URL is set');
  }
  // All or none: half an S3 configuration would silently keep photos on one instance's disk.
  const s3Set = Object.keys(e).some((name) => name.startsWith('S3_'));
  if (s3Set) {
    for (const name of requiredS3) {
      if (!e[name]) problems.push(`${name}: required when any S3_* variable is set`);
    }
  }
  // Both or none: Stripe without the webhook secret would take payments it can never hear about.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    problems.push(`${missing}: required when any STRIPE_* variable is set`);
  }
  // All or none: labels bought without the webhook secret would never hear of their delivery.
  if (Object.keys(e).some((name) => name.startsWith('SHIPPING_'))) {
    for (const name of ['SHIPPING_API_URL', 'SHIPPING_API_KEY', 'SHIPPING_WEBHOOK_SECRET'] as const) {
      if (!e[name]) problems.push(`${name}: required when any SHIPPING_* variable is set`);
    }
  }
  // Sandbox money credits real balances and the outbox shows every member's reset links: never in production.
  if (isProduction && e.PAYMENTS_SANDBOX) {
    problems.push(
      'PAYMENTS_SANDBOX: cannot be true when NODE_ENV=production (sandbox payments move no money)',
    );
  }
  if (isProduction && e.DEV_PAGES) {
    problems.push('DEV_PAGES: cannot be true when NODE_ENV=production (the outbox shows every mailed link)');
  }
  // Each SFU's settings belong to it: Janus sets its public address and ports in its own janus.jcfg.
  if (e.LIVE_VIDEO === 'janus') {
    if (!e.JANUS_URL) problems.push('JANUS_URL: required when LIVE_VIDEO=janus');
    for (const name of ['LIVE_ANNOUNCED_IP', 'LIVE_RTC_PORTS'] as const) {
      if (e[name]) problems.push(`${name}: only for LIVE_VIDEO=embedded (Janus takes these from janus.jcfg)`);
    }
  } else {
    for (const name of ['JANUS_URL', 'JANUS_API_SECRET'] as const) {
      if (e[name]) problems.push(`${name}: only used with LIVE_VIDEO=janus`);
    }
  }
  // All or none: a partial AI_* set would silently leave the local analyser running in place of the model.
  const aiSet = Object.keys(e).some((name) => name.startsWith('AI_'));
  if (aiSet) {
    for (const name of requiredAi) {
      if (!e[name]) problems.push(`${name}: required when any AI_* variable is set`);
    }
  }
  if (Boolean(e.TURN_URLS) !== Boolean(e.TURN_SECRET)) {
    problems.push(
      `${e.TURN_URLS ? 'TURN_SECRET' : 'TURN_URLS'}: required when the other TURN_* variable is set`,
    );
  }
  // PGlite is one process's database: worker processes need a database server to share.
  if (e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    problems.push("WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database is one process's)");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    workers: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    localOrigins: !isDeployment && !e.PUBLIC_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    // Demo members (known passwords) make the embedded mode useful out of the box; a deployment opts in explicitly.
    seedDemo: e.SEED_DEMO ?? !isDeployment,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    version: e.VERSION,
    payoutHoldMs: e.PAYOUT_HOLD_SECONDS === undefined ? undefined : e.PAYOUT_HOLD_SECONDS * 1000,
    payoutSandboxMs: e.PAYOUT_SANDBOX_SECONDS === undefined ? undefined : e.PAYOUT_SANDBOX_SECONDS * 1000,
    s3: s3Set
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION!,
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    shipping:
      e.SHIPPING_API_URL && e.SHIPPING_API_KEY && e.SHIPPING_WEBHOOK_SECRET
        ? { apiUrl: e.SHIPPING_API_URL, apiKey: e.SHIPPING_API_KEY, webhookSecret: e.SHIPPING_WEBHOOK_SECRET }
        : undefined,
    paymentsSandbox: e.PAYMENTS_SANDBOX ?? !isDeployment,
    // Mail through SMTP leaves nothing in the outbox to show.
    devPages: e.DEV_PAGES ?? (!isDeployment && !e.SMTP_URL),
    liveVideo:
      e.LIVE_VIDEO === 'janus'
        ? {
            kind: 'janus',
            maxViewers: e.LIVE_MAX_VIEWERS,
            janusUrl: e.JANUS_URL!,
            janusApiSecret: e.JANUS_API_SECRET,
          }
        : {
            kind: 'embedded',
            maxViewers: e.LIVE_MAX_VIEWERS,
            announcedIp: e.LIVE_ANNOUNCED_IP,
            rtcPorts: e.LIVE_RTC_PORTS,
          },
    turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET } : undefined,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
  };
}
