import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
/**
 * With a PostgreSQL server (E2E_POSTGRES_URL), the journeys tagged @instances-only run through two instances behind
 * HAProxy on it, with Redis and Janus (scripts/e2e-instances.mjs, docs/decisions/049), instead of on the single server
 * (e2e/support.ts INSTANCES).
 */
const instances = Boolean(process.env.E2E_POSTGRES_URL);
/** Journeys at once against the single server: one, since on two cores a second made the suite slower (decision 019). */
const serverWorkers = Number(process.env.E2E_WORKERS ?? 1);
const balancerPort = process.env.E2E_INSTANCES_PORT ?? String(Number(port) + 1);
const serversReady = 'journeys servers ready';

// Debian's Chromium, headless, never a downloaded browser. The flags keep it off this machine's closed network.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The instances' journeys are a lane of their own beside the single server's (decision 054): much of their time is
  // waiting for auction clocks, and they have their own servers and database, so they overlap instead of adding up.
  workers: serverWorkers + (instances ? 1 : 0),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    headless: true,
    // Recording a trace of every journey costs about a fifth of the suite's time (on two cores, docs/decisions/019):
    // E2E_TRACE=1 records one, kept for a failed journey. A failure always leaves its screenshot and page snapshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker is the PWA journeys' subject (e2e/pwa.spec.ts allows it). Anywhere else it would install in
    // every journey's new context, fetching and caching the shell again, and every request would pass through it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium's fake camera (a moving test pattern) and auto-accepted permission prompts, for the camera journeys.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: instances
    ? [
        { name: 'chromium', grepInvert: /@instances-only/, workers: serverWorkers },
        {
          name: 'instances',
          grep: /@instances-only/,
          workers: 1,
          use: { baseURL: `http://127.0.0.1:${balancerPort}` },
        },
      ]
    : // e2e/instances.spec.ts stops and starts the instances: it has nothing to run against on one server.
      [{ name: 'chromium', testIgnore: /instances\.spec\.ts/ }],
  // With the instances, both servers start side by side (scripts/e2e-servers.mjs): Playwright would start them one
  // after the other. The script prints the line given to it once both answer.
  webServer: instances
    ? {
        command: `node scripts/e2e-servers.mjs "${serversReady}"`,
        env: { ...process.env, E2E_PORT: port, E2E_INSTANCES_PORT: balancerPort } as Record<string, string>,
        wait: { stdout: new RegExp(serversReady) },
        timeout: 180_000,
        stdout: 'pipe',
      }
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'pipe',
      },
});
