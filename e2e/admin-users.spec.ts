import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  listItemByApi,
  signInByApi,
  signInThroughForm,
} from './support';

// The admin dashboard's Users tab (docs/product/moderation.md, "Managing members" and "Suspending a member").

const SUSPENDED_MESSAGE = 'Your account has been suspended. Contact support if you think this is a mistake.';

async function openUsersTab(page: Page, who: 'ava' | 'milo') {
  await signInByApi(page, who, DEMO_PASSWORD);
  await page.goto('/admin?tab=users');
  await expect(page.getByPlaceholder('Search users...')).toBeVisible();
}

/** Types into the search box and opens the Manage User dialog of the only member found. */
async function manage(page: Page, username: string) {
  await page.getByPlaceholder('Search users...').fill(username);
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage User' });
  await expect(dialog.getByText(`@${username}`).first()).toBeVisible();
  return { dialog, row };
}

/** What another member finds: the item in universal search, in the feed of its category, and its page. */
async function noraFinds(browser: Browser, item: { id: string; title: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog');
  await search.getByRole('combobox', { name: 'Search' }).fill(item.title);
  await search.getByRole('tab', { name: /Items/ }).click();
  const option = search.getByRole('option', { name: new RegExp(item.title) });
  const nothing = search.getByText(`No results found for "${item.title}"`);
  await expect(option.or(nothing)).toBeVisible();
  const inSearch = await option.isVisible();
  const feed = (await (await page.request.get('/api/feed?category=kitchen&limit=50')).json()) as {
    items: Array<{ item: { id: string } }>;
  };
  const inFeed = feed.items.some((entry) => entry.item.id === item.id);
  await page.goto(`/item/${item.id}`);
  const heading = page.getByRole('heading', { level: 1, name: item.title });
  const notFound = page.getByText('Item not found');
  await expect(heading.or(notFound)).toBeVisible();
  const itemPage = (await heading.isVisible()) ? 'shown' : 'not found';
  await context.close();
  return { inSearch, inFeed, itemPage };
}

test('ava edits a member, suspends them (their listing disappears, they cannot sign in) and lifts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createConfirmedMember(request, 'suspendee');
  const item = await listItemByApi(request, {
    title: `Quillberry ${Date.now().toString(36)} teapot`,
    category: 'kitchen',
  });
  expect(await noraFinds(browser, item)).toEqual({ inSearch: true, inFeed: true, itemPage: 'shown' });

  await openUsersTab(page, 'ava');
  const { dialog, row } = await manage(page, member.username);
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Location').fill('Gothenburg');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Items (1)' }).click();
  await expect(dialog.getByText(item.title)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Suspension' }).click();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Please give a reason for the suspension')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Selling counterfeit teapots');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  await expect(dialog.getByText('Selling counterfeit teapots').first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByText('Suspended the member')).toBeVisible();
  await expect(dialog.getByText('Edited the profile')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('Suspended')).toBeVisible();
  await expect(row.getByText('Gothenburg')).toBeVisible();

  expect(await noraFinds(browser, item)).toEqual({
    inSearch: false,
    inFeed: false,
    itemPage: 'not found',
  });
  // The member's own session ended with the suspension; signing in again is refused with the reason to call.
  expect((await request.get('/api/me')).status()).toBe(401);
  const theirs = await browser.newContext();
  const signIn = await theirs.newPage();
  await signInThroughForm(signIn, member.username, member.password);
  await expect(signIn.getByText(SUSPENDED_MESSAGE)).toBeVisible();
  await expect(signIn).toHaveURL(/\/auth/);

  const again = await manage(page, member.username);
  await again.dialog.getByRole('tab', { name: 'Suspension' }).click();
  await again.dialog.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(page.getByText('Suspension lifted')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again.row.getByText('Suspended')).toHaveCount(0);

  expect(await noraFinds(browser, item)).toEqual({ inSearch: true, inFeed: true, itemPage: 'shown' });
  await signInThroughForm(signIn, member.username, member.password);
  await expect(signIn).not.toHaveURL(/\/auth/);
  await theirs.close();
});

test('milo, a moderator, reads a member but gets no Save, Delete or Suspend', async ({ page }) => {
  await openUsersTab(page, 'milo');
  const { dialog } = await manage(page, 'nora');
  // The profile as text: nothing to type into, Close rather than Cancel.
  const profile = dialog.getByLabel('Profile details');
  await expect(profile.getByText('Username')).toBeVisible();
  await expect(profile.getByText('@nora')).toBeVisible();
  await expect(dialog.getByRole('tabpanel').getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.getByRole('tabpanel').getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Suspension' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: /^Items \(\d+\)$/ }).click();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('on a 375 px phone the Users tab and the dialog fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openUsersTab(page, 'ava');
  await expect(page.getByRole('row').filter({ hasText: '@nora' })).toHaveCount(1);
  // A string, not a function: the e2e code is type-checked without the DOM library.
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(375);
  const { dialog } = await manage(page, 'nora');
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});
