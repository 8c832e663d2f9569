import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedMember, originHeader, signInByApi, topUpByApi } from './support';

// The service worker is what these journeys are about (the other journeys block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Screenshots of the install reminder (1280 and 390 px) go here when set.
const SHOTS = process.env.E2E_SHOTS_DIR;

type Outcome = 'accepted' | 'dismissed' | 'fails';

/** The width and height a PNG says it has (IHDR). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate<string | null>('navigator.serviceWorker.controller?.state ?? null'), {
      timeout: 15_000,
    })
    .toBe('activated');
}

/**
 * What Chromium does once the app is installable: a `beforeinstallprompt` event whose prompt() resolves (or
 * fails) and whose userChoice is the member's answer. Prompts are counted on window.__prompts.
 */
async function becomeInstallable(page: Page, outcome: Outcome) {
  // Browser code as a string: the e2e project has no DOM types (as in the other specs).
  await page.evaluate(`(() => {
    window.__prompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        window.__prompts++;
        if (${JSON.stringify(outcome)} === 'fails') throw new DOMException('The prompt() method was already called', 'InvalidStateError');
      },
      userChoice: Promise.resolve({ outcome: ${JSON.stringify(outcome === 'fails' ? 'dismissed' : outcome)}, platform: 'web' }),
    });
    window.dispatchEvent(event);
  })()`);
}

const prompts = (page: Page) => page.evaluate<number>('window.__prompts');

const reminder = (page: Page) => page.getByRole('region', { name: 'Install Swapyard' });

/** Opens the app with Playwright's clock, fully loaded, and stops time: the test moves it from here. */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Swapyard' })).toBeVisible();
  await controlled(page); // the installable-app code has loaded (it registers the worker)
  const now = await page.evaluate<number>('Date.now()');
  await page.clock.pauseAt(now + 1_000);
}

test('the manifest is linked and valid, with PNG icons of the sizes it states', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Swapyard',
    short_name: 'Swapyard',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // What Chromium needs to call the app installable: a 192 and a 512 icon, plus maskable ones for Android.
  const kinds = manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`);
  expect(kinds).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(icon.type).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(touch!)).body())).toBe('180x180');
});

test('the service worker registers, controls the page, never caches API answers, and opens the app offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  const registration = await page.evaluate<{ scope: string; script: string }>(`navigator.serviceWorker.ready
    .then((ready) => ({ scope: ready.scope, script: ready.active.scriptURL }))`);
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script).pathname).toBe('/sw.js');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // The app talks to the API through the worker's page; nothing from /api lands in its caches.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Swapyard' })).toBeVisible();
  const cached = await page.evaluate<string[]>(`(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  })()`);
  // The shell is the plain page: '/' comes rendered for whoever asked and is never kept (docs/decisions/017).
  expect(cached).toContain('/index.html');
  expect(cached).not.toContain('/');
  expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

  // Offline, a page of the app still opens from the cached shell.
  await context.setOffline(true);
  try {
    const offline = await page.goto('/wallet');
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('link', { name: 'Swapyard' })).toBeVisible();
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('link', { name: 'Swapyard' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the install reminder appears 5 s after the app becomes installable and lasts 10 s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithPausedClock(page);
  await becomeInstallable(page, 'accepted');

  await page.clock.runFor(4_990);
  await expect(reminder(page)).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(reminder(page)).toBeVisible();
  await expect(reminder(page).getByRole('heading', { name: 'Install Swapyard' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pwa-reminder-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reminder(page)).toBeVisible();
  // On phones it sits above the bottom navigation, inside the screen (once the narrower layout has been applied: the
  // resize reaches the page's styles a frame or two later).
  await expect
    .poll(async () => {
      const box = (await reminder(page).boundingBox())!;
      const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      return { left: box.x >= 0, right: box.x + box.width <= 390, aboveNav: box.y + box.height <= nav.y };
    })
    .toEqual({ left: true, right: true, aboveNav: true });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/pwa-reminder-390.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(500); // colour transitions
    await page.screenshot({ path: `${SHOTS}/pwa-reminder-390-dark.png` });
  }

  await page.clock.runFor(9_970);
  await expect(reminder(page)).toBeVisible();
  await page.clock.runFor(20);
  await expect(reminder(page)).toHaveCount(0);
  // The browser's offer is kept: nothing was prompted.
  expect(await prompts(page)).toBe(0);
});

for (const [outcome, toast] of [
  ['accepted', 'Installing app...'],
  ['dismissed', 'Installation cancelled'],
  ['fails', 'Installation failed'],
] as const) {
  test(`Install on the reminder: ${outcome} → '${toast}'`, async ({ page }) => {
    await openWithPausedClock(page);
    await becomeInstallable(page, outcome);
    await page.clock.runFor(5_000);
    await expect(reminder(page)).toBeVisible();
    // Time flows again: the toasts animate in on timers.
    await page.clock.resume();
    if (outcome === 'accepted') {
      const results = await new AxeBuilder({ page })
        .include('section[aria-label="Install Swapyard"]')
        .analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    }
    await reminder(page).getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText(toast, { exact: true })).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);
    expect(await prompts(page)).toBe(1);
    if (outcome === 'accepted') {
      await page.evaluate("window.dispatchEvent(new Event('appinstalled'))");
      await expect(page.getByText('App installed successfully!', { exact: true })).toBeVisible();
    }
  });
}

test("'Not now' closes the reminder; the account menu's Install app says when no install is on offer", async ({
  page,
}) => {
  const member = await createConfirmedMember(page.request, 'install');
  await signInByApi(page, member.username, member.password);
  await openWithPausedClock(page);
  await becomeInstallable(page, 'accepted');
  await page.clock.runFor(5_000);
  await reminder(page).getByRole('button', { name: 'Not now' }).click();
  await expect(reminder(page)).toHaveCount(0);

  // The kept offer still works from the menu...
  await page.clock.resume();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await expect(page.getByText('Installing app...', { exact: true })).toBeVisible();
  // ...once: an offer prompts only one time.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await expect(page.getByText('Installation not available', { exact: true })).toBeVisible();
});

/** The notifications the service worker registration is showing. */
type Shown = { title: string; body: string; tag: string; url: string | undefined };
const shownNotifications = (page: Page) =>
  page.evaluate<Shown[]>(`navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url })))`);

const unreadOnServer = async (page: Page) =>
  ((await (await page.request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount;

test('with permission granted, unread notifications become browser notifications and are marked read, live too', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const member = await createConfirmedMember(page.request, 'pushed');
  await signInByApi(page, member.username, member.password);
  await topUpByApi(page, 1_500);
  expect(await unreadOnServer(page)).toBe(1);

  await page.goto('/');
  await controlled(page);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      expect.objectContaining({
        title: 'Funds added',
        body: '$15.00 was added to your Credit Wallet.',
        url: '/wallet',
      }),
    ]);
  await expect.poll(() => unreadOnServer(page)).toBe(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  // Clicking it: the service worker focuses this tab and posts the link (public/sw.js, unit-tested); the app's
  // router follows it without a reload.
  await page.evaluate(`navigator.serviceWorker.dispatchEvent(
    new MessageEvent('message', { data: { type: 'swapyard:navigate', url: '/wallet' } }))`);
  await expect(page).toHaveURL(/\/wallet$/);
  await page.goto('/');

  // A new one arrives live (the page is not reloaded): shown, then read.
  await topUpByApi(page, 2_000);
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.body))
    .toContain('$20.00 was added to your Credit Wallet.');
  await expect.poll(() => unreadOnServer(page)).toBe(0);
  // The bell never needed the panel: the list shows both read.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('button', { name: /^Unread: / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Funds added/ })).toHaveCount(2);
});

test('Push notifications off in Settings: nothing is shown, notifications stay unread', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const member = await createConfirmedMember(page.request, 'nopush');
  await signInByApi(page, member.username, member.password);
  const saved = await page.request.patch('/api/me/settings', {
    data: { pushNotifications: false },
    headers: originHeader(),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // The browser-notification bridge reads the member's settings once it has loaded.
  const settingsRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/settings');
  await page.goto('/');
  await controlled(page);
  await settingsRead;
  await topUpByApi(page, 1_000);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    'Notifications (1 unread)',
  );
  // Showing goes through the service worker asynchronously: give a wrongly shown one the time to appear.
  await page.waitForTimeout(1_500);
  expect(await shownNotifications(page)).toEqual([]);
  expect(await unreadOnServer(page)).toBe(1);

  // Push back on: the next load shows it and reads it.
  const on = await page.request.patch('/api/me/settings', {
    data: { pushNotifications: true },
    headers: originHeader(),
  });
  expect(on.ok(), await on.text()).toBe(true);
  await page.reload();
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.body))
    .toEqual(['$10.00 was added to your Credit Wallet.']);
  await expect.poll(() => unreadOnServer(page)).toBe(0);
});

test.describe('asking for notification permission from the notifications panel', () => {
  async function openPanel(page: Page) {
    const member = await createConfirmedMember(page.request, 'perm');
    await signInByApi(page, member.username, member.password);
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    return page.getByRole('dialog', { name: 'Notifications' });
  }

  test("denied → 'Notification permission denied', and the offer goes away", async ({ page }) => {
    // Headless Chromium answers the permission prompt with a denial, as a member pressing Block does.
    const panel = await openPanel(page);
    await expect(panel.getByText('Get alerts on this device about offers and messages.')).toBeVisible();
    await panel.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('Notification permission denied', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Enable' })).toHaveCount(0);
  });

  test("granted → 'Notifications enabled!'", async ({ page }) => {
    const panel = await openPanel(page);
    // The member presses Allow: the browser's answer, stood in for in the page (headless Chromium never asks).
    await page.evaluate("Notification.requestPermission = async () => 'granted'");
    await panel.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('Notifications enabled!', { exact: true })).toBeVisible();
  });

  test("a browser without notifications → 'Notifications not supported'", async ({ page }) => {
    await page.addInitScript('delete window.Notification');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('Notifications not supported', { exact: true })).toBeVisible();
  });

  test('already granted: no offer in the panel', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const panel = await openPanel(page);
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Enable' })).toHaveCount(0);
  });
});
