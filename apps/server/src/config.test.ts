import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

const secret = 'x'.repeat(40);

/** What loadConfig refuses in `env`, each line as it says it (none: it loads). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('runs with no configuration at all (embedded defaults)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: undefined,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      authSecret: undefined,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      authRateLimit: true,
      localOrigins: true,
      paymentsSandbox: true,
      devPages: true,
    });
    // Resolved from the repository, so starting from another directory serves the same build.
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
    expect(path.join(repoRoot, 'package.json')).toMatch(/package\.json$/);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://swapyard.example/' }).publicUrl).toBe(
      'https://swapyard.example',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '4000',
      WEB_CONCURRENCY: '4',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/swapyard',
      DATABASE_URL: 'postgres://u:p@db:5432/swapyard',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://user:pass@mail:587',
      MAIL_FROM: 'Swapyard <hi@swapyard.example>',
      SUPPORT_EMAIL: 'help@swapyard.example',
      PUBLIC_URL: 'https://swapyard.example',
      BETTER_AUTH_SECRET: secret,
      SEED_DEMO: 'yes',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: 'off',
      PAYMENTS_SANDBOX: 'false',
      DEV_PAGES: 'no',
      VERSION: '2.0.0',
      LIVE_MAX_VIEWERS: '80',
      LIVE_ANNOUNCED_IP: '203.0.113.7',
      LIVE_RTC_PORTS: '40000-40100',
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'gpt-4o-mini',
      AI_TIMEOUT_MS: '20000',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      isProduction: true,
      port: 4000,
      workers: 4,
      host: '127.0.0.1',
      dataDir: '/var/lib/swapyard',
      databaseUrl: 'postgres://u:p@db:5432/swapyard',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://user:pass@mail:587',
      mailFrom: 'Swapyard <hi@swapyard.example>',
      supportEmail: 'help@swapyard.example',
      publicUrl: 'https://swapyard.example',
      authSecret: secret,
      seedDemo: true,
      logLevel: 'warn',
      webDist: '/srv/web',
      trustProxy: true,
      authRateLimit: false,
      version: '2.0.0',
      localOrigins: false,
      paymentsSandbox: false,
      devPages: false,
      liveVideo: { kind: 'embedded', maxViewers: 80, announcedIp: '203.0.113.7', rtcPorts: [40000, 40100] },
      ai: {
        baseUrl: 'https://api.openai.com/v1',
        apiKey: 'sk-test',
        model: 'gpt-4o-mini',
        timeoutMs: 20_000,
      },
    });
  });

  it('does not seed a deployment (a real database, or production on the embedded one) unless asked', () => {
    const env = { DATABASE_URL: 'postgres://localhost/x', BETTER_AUTH_SECRET: secret };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('fails listing EVERY bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        REDIS_URL: 'localhost:6379',
        PUBLIC_URL: 'swapyard.example',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        NODE_ENV: 'staging',
        SUPPORT_EMAIL: 'not an address',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'SUPPORT_EMAIL',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'NODE_ENV',
    ]) {
      expect(problems.some((p) => p.startsWith(`${name}:`))).toBe(true);
    }
    expect(problems).toHaveLength(8);
    expect((error as Error).message).toContain('PUBLIC_URL: must be a URL starting with http:// or https://');
  });

  it('requires BETTER_AUTH_SECRET in production and with a shared database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET: required/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /BETTER_AUTH_SECRET: required/,
    );
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32/,
    );
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it('turns the sandbox payments off in a deployment unless PAYMENTS_SANDBOX=true, and refuses it in production', () => {
    const database = { DATABASE_URL: 'postgres://localhost/x', BETTER_AUTH_SECRET: secret };
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig(database).paymentsSandbox).toBe(false);
    expect(loadConfig({ ...database, PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    expect(loadConfig(production).paymentsSandbox).toBe(false);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'off' }).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' })).toThrow(
      /PAYMENTS_SANDBOX: cannot be true when NODE_ENV=production/,
    );
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(
      /PAYMENTS_SANDBOX: must be true or false/,
    );
  });

  it('serves the /dev pages only on the embedded default without SMTP_URL unless DEV_PAGES=true, never in production', () => {
    const database = { DATABASE_URL: 'postgres://localhost/x', BETTER_AUTH_SECRET: secret };
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };
    expect(loadConfig({}).devPages).toBe(true);
    expect(loadConfig(database).devPages).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).devPages).toBe(false);
    expect(loadConfig(production).devPages).toBe(false);
    expect(loadConfig({ ...database, DEV_PAGES: 'true' }).devPages).toBe(true);
    expect(loadConfig({ DEV_PAGES: 'false' }).devPages).toBe(false);
    expect(() => loadConfig({ ...production, DEV_PAGES: 'true' })).toThrow(
      /DEV_PAGES: cannot be true when NODE_ENV=production/,
    );
  });

  it('lists the production refusals together with every other problem', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DEV_PAGES: 'true' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split(':')[0])).toEqual([
      'BETTER_AUTH_SECRET',
      'PAYMENTS_SANDBOX',
      'DEV_PAGES',
    ]);
  });

  it('runs one worker process per core with a database server, one on the embedded database, or WEB_CONCURRENCY', () => {
    const db = { DATABASE_URL: 'postgres://db/swapyard', BETTER_AUTH_SECRET: secret };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig(db).workers).toBe(availableParallelism());
    expect(loadConfig({ ...db, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(problems({ WEB_CONCURRENCY: '2' })).toEqual([
      "WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database is one process's)",
    ]);
    expect(problems({ ...db, WEB_CONCURRENCY: '0' })[0]).toMatch(/^WEB_CONCURRENCY: /);
  });

  it('runs live video on the embedded SFU by default, or on Janus with JANUS_URL', () => {
    expect(loadConfig({}).liveVideo).toEqual({
      kind: 'embedded',
      maxViewers: 50,
      announcedIp: undefined,
      rtcPorts: undefined,
    });
    expect(
      loadConfig({
        LIVE_VIDEO: 'janus',
        JANUS_URL: 'http://janus:8088/janus',
        JANUS_API_SECRET: 'janusrocks',
        LIVE_MAX_VIEWERS: '200',
      }).liveVideo,
    ).toEqual({
      kind: 'janus',
      maxViewers: 200,
      janusUrl: 'http://janus:8088/janus',
      janusApiSecret: 'janusrocks',
    });
  });

  it('hands browsers TURN relays only with both TURN_URLS and TURN_SECRET, and checks them', () => {
    expect(loadConfig({}).turn).toBeUndefined();
    expect(
      loadConfig({
        TURN_URLS: 'turn:turn.example:3478?transport=udp, turns:turn.example:5349?transport=tcp',
        TURN_SECRET: 'a-static-auth-secret',
      }).turn,
    ).toEqual({
      urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349?transport=tcp'],
      secret: 'a-static-auth-secret',
    });
    const named = (env: Record<string, string>) => problems(env).map((p) => p.split(':')[0]);
    expect(named({ TURN_URLS: 'turn:turn.example:3478' })).toEqual(['TURN_SECRET']);
    expect(named({ TURN_SECRET: 'a-static-auth-secret' })).toEqual(['TURN_URLS']);
    expect(named({ TURN_URLS: 'https://turn.example', TURN_SECRET: 'a-static-auth-secret' })).toEqual([
      'TURN_URLS',
    ]);
    expect(named({ TURN_URLS: 'turn:turn.example', TURN_SECRET: 'short' })).toEqual(['TURN_SECRET']);
  });

  it('refuses bad live video settings, and settings of the other SFU, naming each', () => {
    expect(problems({ LIVE_VIDEO: 'mediasoup' })).toEqual(['LIVE_VIDEO: must be embedded or janus']);
    expect(problems({ LIVE_VIDEO: 'janus' })).toEqual(['JANUS_URL: required when LIVE_VIDEO=janus']);
    expect(problems({ LIVE_MAX_VIEWERS: '0' })[0]).toMatch(/^LIVE_MAX_VIEWERS:/);
    expect(problems({ LIVE_ANNOUNCED_IP: 'sfu.example.com' })).toEqual([
      'LIVE_ANNOUNCED_IP: must be an IPv4 address',
    ]);
    for (const ports of ['40000', '40100-40000', '80-90', '40000-70000', '4e4-5e4']) {
      expect(problems({ LIVE_RTC_PORTS: ports })[0]).toMatch(/^LIVE_RTC_PORTS:/);
    }
    expect(problems({ JANUS_URL: 'http://janus:8088/janus' })).toEqual([
      'JANUS_URL: only used with LIVE_VIDEO=janus',
    ]);
    expect(
      problems({ LIVE_VIDEO: 'janus', JANUS_URL: 'janus:8088', LIVE_RTC_PORTS: '40000-40100' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['JANUS_URL']);
    expect(
      problems({ LIVE_VIDEO: 'janus', JANUS_URL: 'http://janus:8088/janus', LIVE_RTC_PORTS: '40000-40100' }),
    ).toEqual(['LIVE_RTC_PORTS: only for LIVE_VIDEO=embedded (Janus takes these from janus.jcfg)']);
  });

  it("trusts the machine's own addresses only on the embedded default with PUBLIC_URL unset", () => {
    expect(loadConfig({}).localOrigins).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).localOrigins).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/x', BETTER_AUTH_SECRET: secret }).localOrigins,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret }).localOrigins).toBe(false);
  });
});
