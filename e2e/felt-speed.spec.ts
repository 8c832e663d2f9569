import { expect, test, type Page } from '@playwright/test';

// What a member feels of speed: files sent compressed and cached, the item page's data asked for alongside its code,
// nothing lost when typing at once after Ctrl+K, and no blur to redraw behind the search dialog.

// A service worker answers requests out of page.route's sight: these journeys hold back chunks on purpose.
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds every request to a built chunk whose name starts with `name` for `ms` before it goes through. */
async function delayChunk(page: Page, name: string, ms: number) {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await wait(ms);
    await route.continue();
  });
}

test('the app, its code and API answers arrive brotli-compressed; hashed files are cached for good', async ({
  page,
}) => {
  const path = (url: string) => new URL(url).pathname;
  const entry = page.waitForResponse((response) => /^\/assets\/index-[\w-]+\.js$/.test(path(response.url())));
  const styles = page.waitForResponse((response) =>
    /^\/assets\/index-[\w-]+\.css$/.test(path(response.url())),
  );
  const document = await page.goto('/');

  const html = await document!.allHeaders();
  expect(html['content-encoding']).toBe('br');
  // The home feed comes rendered for whoever asked (docs/decisions/017): never kept by a shared cache.
  expect(html['cache-control']).toBe('private, no-cache');
  for (const file of [await entry, await styles]) {
    const headers = await file.allHeaders();
    expect([path(file.url()), headers['content-encoding']]).toEqual([path(file.url()), 'br']);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
  }
  // The next feed page is the browser's own API request.
  const feed = page.waitForResponse((response) => path(response.url()) === '/api/feed');
  await page.getByRole('button', { name: 'View More Matches' }).click();
  const api = await (await feed).allHeaders();
  expect(api['content-type']).toMatch(/^application\/json/);
  expect(api['content-encoding']).toBe('br');
  expect(api.vary).toMatch(/Accept-Encoding/);

  // A page the browser renders itself is the same for everyone: revalidated, but not private.
  const wallet = await page.goto('/wallet');
  expect((await wallet!.allHeaders())['cache-control']).toBe('no-cache');
});

test('a cold visit to / waits for no API answer: the session and the first feed page come with it', async ({
  page,
}) => {
  // A slow API: before, the feed waited for the session check, then for the feed itself.
  const asked: string[] = [];
  await page.route(/\/api\/(session|feed)(\?|$)/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await wait(1500);
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Give your things a second life' })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  // Nothing was asked, so nothing shown waited for an answer.
  expect(asked).toEqual([]);
});

test('a cold visit to an item page asks for the item while the page code is still on its way', async ({
  page,
}) => {
  const search = await page.request.get('/api/search/items?q=jacket');
  const { items } = (await search.json()) as { items: { id: string; title: string }[] };
  const item = items[0]!;
  await delayChunk(page, 'item-page', 1500);

  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/items/${item.id}`) events.push('item requested');
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/item-page-[\w-]+\.js$/.test(request.url())) events.push('page code arrived');
  });
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  expect(events).toEqual(['item requested', 'page code arrived']);
});

test.describe('the search dialog', () => {
  test("keys typed right after Ctrl+K all reach the field, even while the dialog's code loads", async ({
    page,
  }) => {
    // A slow network: the dialog's code takes a second and a half to arrive.
    await delayChunk(page, 'search-dialog', 1500);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('vintage');
    const field = page.getByRole('dialog').getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('vintage');
    // The field goes on taking keys as usual, and the held ones count as a search.
    await page.keyboard.type(' jacket');
    await expect(field).toHaveValue('vintage jacket');
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();

    // Closed and opened again: a fresh, empty field that takes keys at once.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('lamp');
    await expect(field).toHaveValue('lamp');
  });

  test("while the dialog's code loads, Enter stays off the focused page link and Escape cancels the opening", async ({
    page,
  }) => {
    await delayChunk(page, 'search-dialog', 1500);
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await login.focus();
    const dialogCode = page.waitForResponse(/\/assets\/search-dialog-[\w-]+\.js$/);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('vintage');
    // Enter would follow the focused Login link if it reached the page.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await dialogCode;
    // Time for the arrived code to render: the dialog stays away, the page where it was.
    await wait(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // Ctrl+K again opens it, with nothing left over from before.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  test('its code is fetched once the page is idle, before it is asked for', async ({ page }) => {
    const dialogCode = page.waitForRequest(/\/assets\/search-dialog-[\w-]+\.js$/);
    await page.goto('/help');
    await dialogCode;
  });

  test('no full-screen backdrop blur is drawn behind it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search' })).toBeFocused();
    // Whatever covers the whole window while the dialog is open has no backdrop-filter to redraw on each key.
    const blurredCovers = await page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width >= window.innerWidth && rect.height >= window.innerHeight;
      })
      .map((element) => getComputedStyle(element).backdropFilter)
      .filter((filter) => filter && filter !== 'none')`);
    expect(blurredCovers).toEqual([]);
  });
});
