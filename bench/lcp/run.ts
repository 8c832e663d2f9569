/**
 * A cold visit to / on a throttled phone: first contentful paint (FCP) and largest contentful paint (LCP), measured
 * in Debian's Chromium (the e2e suite's flags) by PerformanceObserver, against a raw baseline in the same run: a bare
 * HTML page served by the same server showing the same largest element (the app's LCP text or photo), so the ratio
 * says what the app adds to what the network alone costs. Runs alternate app and baseline; medians are printed.
 *
 *   npm run build && npx tsx bench/lcp/run.ts [--runs 5] [--cpu 4] [--port 3193] [--no-throttle]
 *
 * Throttling is Chrome DevTools' "Slow 4G" preset, i.e. Lighthouse's mobile "Slow 4G" (150 ms RTT, 1.6 Mbps down,
 * 750 kbps up) as DevTools applies it per request: 562.5 ms latency, 1.44 Mbps down, 675 kbps up; the CPU slowed 4x
 * as Lighthouse does for mobile. Viewport of Lighthouse's phone (412 × 823, DPR 1.75). Every visit is a new browser
 * context (cold HTTP cache, no service worker). The server runs in its own process, as deployed, on the embedded
 * database with the demo data (members, listings with photos).
 */
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { startServer } from '../common/server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    port: { type: 'string', default: '3193' },
    'no-throttle': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const cpuRate = Number(args.cpu);
const throttle = !args['no-throttle'];

/** DevTools' "Slow 4G": Lighthouse's 150 ms / 1.6 Mbps / 750 kbps with DevTools' request-level adjustments. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const BASELINE_PAGE = '/lcp-baseline.html';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtApp = path.join(root, 'apps/web/dist');
const builtServerEntry = path.join(root, 'apps/web/dist-server');
if (!existsSync(path.join(builtApp, 'index.html'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}

interface Paints {
  fcp: number;
  lcp: number;
  /** What the largest paint was: a tag, its text or image URL, its painted size. */
  element: string;
  url: string;
  size: number;
  width: number;
  height: number;
  text: string;
}

/** Recorded from the first byte the page runs (an init script), read once the page has settled. */
const OBSERVE_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0, element: '', url: '', size: 0, width: 0, height: 0, text: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const rect = entry.element ? entry.element.getBoundingClientRect() : { width: 0, height: 0 };
      Object.assign(window.__paints, {
        lcp: entry.startTime,
        element: entry.element ? entry.element.tagName.toLowerCase() : '',
        url: entry.url,
        size: entry.size,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
        text: entry.url ? '' : (entry.element?.textContent ?? '').trim().slice(0, 120),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function visit(browser: Browser, url: string, throttled: boolean): Promise<Paints> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_PAINTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The feed's photos are asked for only after its answer renders (slow on a slowed CPU): quiet twice over.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    return (await page.evaluate('window.__paints')) as Paints;
  } finally {
    await context.close();
  }
}

/** A bare page with the same largest element as the app's: its text in a heading, or its photo at its size. */
function baselinePage(largest: Paints) {
  const body = largest.url
    ? `<img src="${new URL(largest.url).pathname}" width="${largest.width}" height="${largest.height}" alt="">`
    : `<h1 style="font:700 30px/1.2 sans-serif;max-width:${largest.width}px">${largest.text}</h1>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body style="margin:0;padding:24px 16px">${body}</body></html>`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  // The build as it is, with the server's render of the first screen beside it as in the repository, plus the
  // baseline page (written once the app's largest element is known).
  const copy = mkdtempSync(path.join(os.tmpdir(), 'swapyard-lcp-web-'));
  const webDist = path.join(copy, 'dist');
  cpSync(builtApp, webDist, { recursive: true });
  if (existsSync(builtServerEntry))
    cpSync(builtServerEntry, path.join(copy, 'dist-server'), { recursive: true });
  const server = await startServer({
    port: Number(args.port),
    env: { WEB_DIST: webDist, SEED_DEMO: 'true' },
    startTimeoutMs: 300_000,
  });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const app = `${server.origin}/`;
    // Unthrottled warm-up: the server's first answers, and the element the baseline page must show.
    const warm = await visit(browser, app, false);
    console.log(
      `Largest element on /: <${warm.element}> ${warm.url ? new URL(warm.url).pathname : `"${warm.text}"`} ` +
        `(${warm.width} × ${warm.height} CSS px)`,
    );
    writeFileSync(path.join(webDist, BASELINE_PAGE.slice(1)), baselinePage(warm));

    const rows: Array<Record<string, string>> = [];
    const results = { app: [] as Paints[], baseline: [] as Paints[] };
    for (let run = 1; run <= runs; run++) {
      // Alternating, so drift on a busy machine hits both alike.
      for (const kind of run % 2 ? (['app', 'baseline'] as const) : (['baseline', 'app'] as const)) {
        const paints = await visit(browser, kind === 'app' ? app : server.origin + BASELINE_PAGE, throttle);
        results[kind].push(paints);
        rows.push({
          run: String(run),
          page: kind,
          FCP: seconds(paints.fcp),
          LCP: seconds(paints.lcp),
          'LCP element': `<${paints.element}> ${paints.url ? new URL(paints.url).pathname : paints.text.slice(0, 40)}`,
        });
      }
    }
    console.table(rows);
    const figures = (kind: 'app' | 'baseline') => ({
      fcp: median(results[kind].map((p) => p.fcp)),
      lcp: median(results[kind].map((p) => p.lcp)),
    });
    const ours = figures('app');
    const raw = figures('baseline');
    console.log(
      `${throttle ? `Slow 4G, CPU ${cpuRate}x` : 'No throttling'}, ${runs} cold visits each (medians): ` +
        `app FCP ${seconds(ours.fcp)}, LCP ${seconds(ours.lcp)}; ` +
        `raw page FCP ${seconds(raw.fcp)}, LCP ${seconds(raw.lcp)}; ` +
        `ratio FCP ${(ours.fcp / raw.fcp).toFixed(2)}, LCP ${(ours.lcp / raw.lcp).toFixed(2)}.`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
