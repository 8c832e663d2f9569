import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInByApi } from './support';

// The home feed's first screen comes rendered by the server (docs/decisions/017), then the app takes it over.

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 375, height: 740 };

const cards = (page: Page) => page.getByRole('list', { name: 'Feed' }).getByRole('article');

/** A page that runs no script at all: what a visitor sees before the app's code has arrived. */
async function withoutScripts(browser: Browser, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, storageState });
  return context.newPage();
}

test("a visitor's home feed is there before any script runs: hero, cards, photos", async ({ browser }) => {
  const page = await withoutScripts(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Give your things a second life' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  const firstPhoto = cards(page).first().locator('img').first();
  await firstPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstPhoto.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  // Its links are plain links: a tap opens the item even before the app has loaded.
  await expect(cards(page).first().getByRole('link', { name: /^Buy / })).toHaveAttribute('href', /^\/item\//);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-screen-no-script-375.png` });
  await page.context().close();
});

test("a member's home feed is theirs from the first byte: greeting and matches", async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'leo', DEMO_PASSWORD);
  const member = await withoutScripts(browser, await page.context().storageState());
  await member.goto('/');
  await expect(member.getByRole('heading', { name: 'Hi, Leo' })).toBeVisible();
  await expect(cards(member)).toHaveCount(20);
  await expect(member.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await member.context().close();
});

test('the app takes the rendered page over without a hitch, and it is live', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // What the browser asks the API for: the server's render already answered the session and the first page.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/session' || path === '/api/feed') asked.push(path);
  });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(20);

  // Live: the next page continues the server's first one, and a visitor's like asks them to log in.
  await page.getByRole('button', { name: 'View More Matches' }).click();
  await expect(cards(page)).toHaveCount(40);
  await cards(page).first().getByRole('button', { name: /Like/ }).click();
  await expect(page.getByText('Please log in to like items')).toBeVisible();
  expect(asked).toEqual(['/api/feed']);

  // A member's page too: their greeting and header, taken over as rendered.
  await signInByApi(page, 'leo', DEMO_PASSWORD);
  asked.length = 0;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi, Leo' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(asked).toEqual([]);
  // React reports a page that does not match its render (hydration) as an error.
  expect(errors).toEqual([]);
});
