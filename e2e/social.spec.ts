import type { Item } from '@swapyard/domain/items';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { pngImage } from './images';
import { createConfirmedMember, originHeader, signInByApi, type Member } from './support';
import { expectNoSeriousViolations } from './axe';

test.use({ viewport: { width: 1280, height: 800 } });

async function signInRequest(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/auth/sign-in/username', {
    data: { username: member.username, password: member.password },
    headers: originHeader(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new member who lists the given items through the API, on a request context of their own. */
async function sellerWithItems(tag: string, listings: Array<{ title: string; description: string }>) {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const member = await createConfirmedMember(api, tag);
    await signInRequest(api, member);
    const items: Item[] = [];
    for (const [n, listing] of listings.entries()) {
      const upload = await api.post('/api/media/item-photos', {
        headers: originHeader(),
        multipart: {
          file: {
            name: `photo-${n}.png`,
            mimeType: 'image/png',
            buffer: pngImage(120, 90, [40, 60 + n * 60, 190]),
          },
        },
      });
      expect(upload.ok(), await upload.text()).toBe(true);
      const response = await api.post('/api/items', {
        headers: originHeader(),
        data: {
          ...listing,
          category: 'clothing',
          condition: 'good',
          size: 'm',
          valueCents: 3000,
          photos: [await upload.json()],
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      items.push((await response.json()) as Item);
    }
    return { member, items };
  } finally {
    await api.dispose();
  }
}

/** Serious and critical axe findings, in the light and the dark scheme. */
async function expectAccessible(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, colorScheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const likeButton = (page: Page) => page.getByRole('button', { name: /^Like,/ });

test('a member likes an item and the count changes and persists; a visitor is asked to log in', async ({
  page,
  request,
  browser,
}) => {
  const { items } = await sellerWithItems('liked', [
    { title: 'Corduroy trousers', description: 'Warm and soft.' },
  ]);
  const item = items[0]!;
  const fan = await createConfirmedMember(request, 'fan');
  await signInByApi(page, fan.username, fan.password);

  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Corduroy trousers' })).toBeVisible();
  const like = likeButton(page);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  // This visit is the item's first view.
  await expect(page.getByText('1 view', { exact: true })).toBeVisible();

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await expectAccessible(page);

  await page.reload();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page)).toHaveAccessibleName('Like, 1 like');
  // The same member on the same day is one viewer.
  await expect(page.getByText('1 view', { exact: true })).toBeVisible();

  // A failed unlike puts the heart back and says why.
  await page.route(`**/api/items/${item.id}/like`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
          }),
        })
      : route.continue(),
  );
  await likeButton(page).click();
  await expect(toast(page, 'Failed to unlike item: Something went wrong. Please try again.')).toBeVisible();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page)).toHaveAccessibleName('Like, 1 like');
  await page.unroute(`**/api/items/${item.id}/like`);

  // A visitor sees the count, and liking asks them to log in.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/item/${item.id}`);
  await expect(likeButton(visitor)).toHaveAccessibleName('Like, 1 like');
  // A visitor is a second viewer.
  await expect(visitor.getByText('2 views', { exact: true })).toBeVisible();
  await likeButton(visitor).click();
  await expect(toast(visitor, 'Please log in to like items')).toBeVisible();
  await expect(likeButton(visitor)).toHaveAttribute('aria-pressed', 'false');
  await visitorContext.close();

  // Unliking for real brings the count back down.
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(likeButton(page)).toHaveAccessibleName('Like, 0 likes');
  await page.reload();
  await expect(likeButton(page)).toHaveAccessibleName('Like, 0 likes');
});

test('the owner sees likes and views of their own item, without a like button', async ({ page, request }) => {
  const { member, items } = await sellerWithItems('owner', [{ title: 'Wool coat', description: 'Heavy.' }]);
  const item = items[0]!;
  // Another member likes it first.
  const fan = await createConfirmedMember(request, 'fan');
  await signInRequest(request, fan);
  const liked = await request.put(`/api/items/${item.id}/like`, { headers: originHeader() });
  expect(liked.ok(), await liked.text()).toBe(true);

  await signInByApi(page, member.username, member.password);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wool coat' })).toBeVisible();
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  // The owner's own visit is not counted.
  await expect(page.getByText('0 views', { exact: true })).toBeVisible();
  await expect(likeButton(page)).toHaveCount(0);
});

test('a member saves items, finds them in /saved, searches them and unsaves one', async ({
  page,
  request,
}) => {
  const { items } = await sellerWithItems('closet', [
    { title: 'Striped linen shirt', description: 'Breezy summer shirt.' },
    { title: 'Leather ankle boots', description: 'Resoled, with denim-blue laces.' },
  ]);
  const [shirt, boots] = items as [Item, Item];
  const saver = await createConfirmedMember(request, 'saver');
  await signInByApi(page, saver.username, saver.password);

  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Items' })).toBeVisible();
  await expect(page.getByText('No saved items yet')).toBeVisible();

  for (const item of [shirt, boots]) {
    await page.goto(`/item/${item.id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Item saved')).toBeVisible();
  }

  await page.goto('/saved');
  const list = page.getByRole('list', { name: 'Saved items' });
  // Newest saved first.
  await expect(list.getByRole('link')).toHaveText(['Leather ankle boots', 'Striped linen shirt']);
  await expectAccessible(page);

  // The search covers descriptions too.
  const search = page.getByRole('searchbox', { name: 'Search saved items' });
  await search.fill('denim');
  await expect(list.getByRole('link')).toHaveText(['Leather ankle boots']);
  await search.fill('LINEN');
  await expect(list.getByRole('link')).toHaveText(['Striped linen shirt']);
  await search.fill('velvet');
  await expect(page.getByText('No saved items match your search')).toBeVisible();
  await search.fill('');
  await expect(list.getByRole('link')).toHaveCount(2);

  await page.getByRole('button', { name: 'Unsave Striped linen shirt' }).click();
  await expect(toast(page, 'Removed from saved items')).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(['Leather ankle boots']);

  // Items link to their page, where the save still shows.
  await list.getByRole('link', { name: 'Leather ankle boots' }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${boots.id}$`));
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByRole('list', { name: 'Saved items' }).getByRole('link')).toHaveText([
    'Leather ankle boots',
  ]);
});

test('/saved shows the load error, and asks visitors to sign in', async ({ page, request }) => {
  await page.goto('/saved');
  await expect(page.getByText('Please sign in to see your saved items')).toBeVisible();

  const member = await createConfirmedMember(request, 'saverr');
  await signInByApi(page, member.username, member.password);
  await page.route('**/api/me/saved-items*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      }),
    }),
  );
  await page.goto('/saved');
  await expect(page.getByRole('paragraph').filter({ hasText: 'Error loading saved items' })).toBeVisible();
  await expect(toast(page, 'Error loading saved items')).toBeVisible();
});

test('the Reviews page has My Reviews and Reviews About Me', async ({ page, request }) => {
  await page.goto('/reviews');
  await expect(page.getByText('Please sign in to see your reviews')).toBeVisible();

  const member = await createConfirmedMember(request, 'reviewer');
  await signInByApi(page, member.username, member.password);
  await page.goto('/reviews');
  await expect(page.getByRole('tab', { name: 'My Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("You haven't written any reviews yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Reviews About Me' }).click();
  await expect(page.getByText('No reviews about you yet')).toBeVisible();
  // Nothing awaits a review without completed trades.
  await expect(page.getByRole('region', { name: 'Waiting for your review' })).toHaveCount(0);
});
