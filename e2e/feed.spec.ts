import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInByApi } from './support';

// The e2e server seeds the demo members and their listings (157 items, most available and public).

const feed = (page: Page) => page.getByRole('list', { name: 'Feed' });
const cards = (page: Page) => feed(page).getByRole('article');

/** The item id of each card, from its title link (/item/{id}). */
async function cardItemIds(page: Page): Promise<string[]> {
  const hrefs = await feed(page)
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) => article.querySelector('a[href^="/item/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => href.replace('/item/', ''));
}

test('a visitor sees fresh cards, View More Matches adds more without repeating any, and Back from one returns to it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Give your things a second life' })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  await expect(first.getByRole('button', { name: /Like/ })).toBeVisible();
  // Buy and Swap open the item page with Buy now (the demo listings allow it) or the trade builder.
  await expect(first.getByRole('link', { name: /^Buy / })).toHaveAttribute(
    'href',
    /^\/item\/[^?]+\?offer=checkout$/,
  );
  await expect(first.getByRole('link', { name: /^Swap for / })).toHaveAttribute(
    'href',
    /^\/item\/[^?]+\?offer=swap$/,
  );
  // Visitors are not matched: no score on their cards.
  await expect(feed(page).getByText(/% match$/)).toHaveCount(0);

  await page.getByRole('button', { name: 'View More Matches' }).click();
  await expect(cards(page)).toHaveCount(40);
  const ids = await cardItemIds(page);
  expect(new Set(ids).size).toBe(40);

  // Back from an item lands where the feed was left, both pages still there; the item page itself opened at the top.
  const card = cards(page).nth(29);
  await card.scrollIntoViewIfNeeded();
  const left = await page.evaluate<number>('window.scrollY');
  expect(left).toBeGreaterThan(1000);
  const title = (await card.getByRole('link').nth(1).textContent())!;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  await page.goBack();
  await expect(cards(page)).toHaveCount(40);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(left);
  await expect(cards(page).nth(29)).toBeInViewport();
});

test('a member into vinyl, jazz and vintage sees matching items first, with a reason and a score', async ({
  page,
}) => {
  await signInByApi(page, 'leo', DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi, Leo' })).toBeVisible();
  const top = cards(page).first();
  await expect(top.getByText(/^Because you like (Vinyl|Jazz|Blues|Vintage|Denim)$/)).toBeVisible();
  await expect(top.getByText(/^\d{1,3}% match$/)).toBeVisible();
  // Never their own listings.
  await expect(cards(page).getByText('@leo', { exact: true })).toHaveCount(0);
});

test('/discovery?category= opens the results page for that category; an unknown one says so', async ({
  page,
}) => {
  await page.goto('/discovery?category=shoes_footwear');
  await expect(page).toHaveURL(/\/search\?category=shoes_footwear$/);
  await expect(page.getByRole('heading', { name: 'Shoes & Footwear', level: 1 })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const ids = await Promise.all(
    (await results.getByRole('link').all()).map(async (link) =>
      (await link.getAttribute('href'))!.split('/').pop()!,
    ),
  );
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const response = await page.request.get(`/api/items/${id}`);
    expect(((await response.json()) as { category: string }).category).toBe('shoes_footwear');
  }

  await page.goto('/discovery?category=spaceships');
  await expect(page.getByRole('heading', { name: 'Unknown category', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no category called “spaceships” on Swapyard.')).toBeVisible();
});

test("a card's owner goes to their profile and its photo and title to the item page", async ({ page }) => {
  await page.goto('/');
  const card = cards(page).first();
  const title = (await card.getByRole('link').nth(1).textContent())!;
  const username = (await card.getByText(/^@/).textContent())!.slice(1);

  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.goBack();
  await cards(page).first().getByText(`@${username}`).click();
  await expect(page).toHaveURL(new RegExp(`/user/${username}$`));
});

test("a member's feed brings each heart with it (no like request per card), and its scores read highest first", async ({
  page,
}) => {
  await signInByApi(page, 'leo', DEMO_PASSWORD);
  const likeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/items\/[^/]+\/like$/.test(new URL(request.url()).pathname)) {
      likeRequests.push(request.url());
    }
  });
  await page.goto('/');
  await expect(cards(page)).toHaveCount(20);

  // The badges are strong matches only, and never go up down the page.
  const scores = (
    await feed(page)
      .getByText(/^\d{1,3}% match$/)
      .allTextContents()
  ).map((label) => Number.parseInt(label, 10));
  expect(scores.length).toBeGreaterThan(0);
  expect(scores.every((score) => score >= 50)).toBe(true);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  // A heart filled here is filled after a reload too, straight from the feed.
  const second = cards(page).nth(1);
  const title = (await second.locator('a[href^="/item/"]').nth(1).textContent()) ?? '';
  const heart = second.getByRole('button', { name: /^Like, / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const sameCard = cards(page).filter({ hasText: title });
  const sameHeart = sameCard.getByRole('button', { name: /^Like, / });
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');
  expect(likeRequests).toEqual([]);
  // Leave the demo data as it was for the other journeys.
  await sameHeart.click();
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'false');
});

test('feed titles read in full at desktop width: two lines beside nothing, not cut after a few words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(cards(page)).toHaveCount(20);
  const titles = feed(page).locator('article a[href^="/item/"]:not([aria-hidden]):not([aria-label])');
  const clipped = await titles.evaluateAll((links) =>
    links
      .filter((link) => (link.textContent ?? '').length <= 45 && link.scrollHeight > link.clientHeight + 1)
      .map((link) => link.textContent),
  );
  expect(await titles.count()).toBe(20);
  expect(clipped).toEqual([]);
  if (process.env.E2E_SHOTS_DIR) {
    await cards(page).nth(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/feed-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await cards(page).nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/feed-375.png` });
  }
});
