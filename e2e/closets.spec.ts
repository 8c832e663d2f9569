import type { Item } from '@swapyard/domain/items';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { pngImage } from './images';
import { createConfirmedMember, originHeader, signInByApi, type Member } from './support';
import { expectNoSeriousViolationsInBothSchemes } from './axe';

test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SHOTS_DIR;

type Listing = { title: string; category: string; valueCents: number; visibility?: string; status?: string };

// Listed in this order, so newest first is the reverse. The coat is sold and the camera private: only the owner
// sees them. A second member likes the boots, so 'Most Liked' puts them first.
const listings: Listing[] = [
  { title: 'Denim jacket', category: 'clothing', valueCents: 4550 },
  { title: 'Leather boots', category: 'shoes_footwear', valueCents: 12_000 },
  { title: 'Silk scarf', category: 'accessories', valueCents: 1500 },
  { title: 'Wool coat', category: 'clothing', valueCents: 20_000, status: 'sold' },
  { title: 'Film camera', category: 'camera_equipment', valueCents: 8000, visibility: 'private' },
];

async function signInRequest(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/auth/sign-in/username', {
    data: { username: member.username, password: member.password },
    headers: originHeader(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A confirmed member signed in on a request context of their own (dispose it when done). */
async function apiMember(tag: string) {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await createConfirmedMember(api, tag);
  await signInRequest(api, member);
  const me = (await (await api.get('/api/me')).json()) as { profile: { id: string } };
  return { api, member, id: me.profile.id };
}

/** Lists an item through the real pipeline: a photo upload, then POST /api/items (and a status change if asked). */
async function list(api: APIRequestContext, listing: Listing, n: number): Promise<Item> {
  const photo = await api.post('/api/media/item-photos', {
    headers: originHeader(),
    multipart: {
      file: { name: `photo-${n}.png`, mimeType: 'image/png', buffer: pngImage(80, 60, [40 * n, 120, 200]) },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const { status, ...fields } = listing;
  const created = await api.post('/api/items', {
    headers: originHeader(),
    data: { ...fields, condition: 'good', size: 'M', photos: [await photo.json()] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const item = (await created.json()) as Item;
  if (status) {
    const changed = await api.patch(`/api/items/${item.id}`, { headers: originHeader(), data: { status } });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return item;
}

let owner: Member;
let ownerId: string;
let viewer: Member;

test.beforeAll(async () => {
  const seller = await apiMember('closet');
  owner = seller.member;
  ownerId = seller.id;
  const items: Item[] = [];
  for (const [n, listing] of listings.entries()) items.push(await list(seller.api, listing, n));
  await seller.api.dispose();

  const fan = await apiMember('closetfan');
  viewer = fan.member;
  const boots = items.find((item) => item.title === 'Leather boots')!;
  const liked = await fan.api.put(`/api/items/${boots.id}/like`, { headers: originHeader() });
  expect(liked.ok(), await liked.text()).toBe(true);
  await fan.api.dispose();
});

const closetItems = (page: Page) => page.getByRole('region', { name: 'Closet items' });
/** The category tiles of the closets tab (not its Add Item tile). */
const closetTiles = (page: Page) =>
  page
    .getByRole('region', { name: /Closets \(\d+\)$/ })
    .getByRole('button')
    .filter({ hasNotText: 'Add Item' });
const titles = (region: Locator) => region.getByRole('article').getByRole('link');

async function openOwnTab(page: Page, tab: 'My Closets' | 'All Items') {
  await signInByApi(page, owner.username, owner.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: tab }).click();
}

test('the own closet sorts, filters and switches between grid and list', async ({ page }) => {
  await openOwnTab(page, 'All Items');
  const region = closetItems(page);
  await expect(titles(region)).toHaveText([
    'Film camera',
    'Wool coat',
    'Silk scarf',
    'Leather boots',
    'Denim jacket',
  ]);

  const sort = region.getByLabel('Sort by');
  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(titles(region)).toHaveText([
    'Wool coat',
    'Leather boots',
    'Film camera',
    'Denim jacket',
    'Silk scarf',
  ]);
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(titles(region)).toHaveText([
    'Silk scarf',
    'Denim jacket',
    'Film camera',
    'Leather boots',
    'Wool coat',
  ]);
  await sort.selectOption({ label: 'Most Liked' });
  await expect(titles(region).first()).toHaveText('Leather boots');
  // The owner sees the real likes and views of their own items.
  const boots = region.getByRole('article').filter({ hasText: 'Leather boots' });
  await expect(boots.getByText('1 like')).toBeAttached();
  await expect(boots.getByText('0 views')).toBeAttached();

  await sort.selectOption({ label: 'Newest First' });
  await region.getByLabel('Category').selectOption({ label: 'Clothing' });
  await expect(titles(region)).toHaveText(['Wool coat', 'Denim jacket']);
  await region.getByLabel('Status').selectOption({ label: 'Sold' });
  await expect(titles(region)).toHaveText(['Wool coat']);
  await region.getByLabel('Status').selectOption({ label: 'Hidden' });
  await expect(region.getByText('No items found')).toBeVisible();
  await expect(region.getByRole('article')).toHaveCount(0);
  await region.getByLabel('Category').selectOption({ label: 'All categories' });
  await region.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expect(titles(region)).toHaveCount(5);

  // Visibility icons on the own closet; the list layout shows each item's category beside it.
  const camera = region.getByRole('article').filter({ hasText: 'Film camera' });
  await expect(camera.getByText('Private', { exact: true })).toBeAttached();
  await expect(camera.getByText('Camera Equipment')).toHaveCount(0);
  await region.getByRole('button', { name: 'List view' }).click();
  await expect(region.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(camera.getByText('Camera Equipment')).toBeVisible();
  await region.getByRole('button', { name: 'Grid view' }).click();
  await expect(camera.getByText('Camera Equipment')).toHaveCount(0);

  // Own items open the owner's item route.
  await titles(region).filter({ hasText: 'Silk scarf' }).click();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Silk scarf' })).toBeVisible();
});

test('the category tiles, most items first, open one closet with its count and total value', async ({
  page,
}) => {
  await openOwnTab(page, 'My Closets');
  await expect(page.getByRole('heading', { name: 'My Closets (4)' })).toBeVisible();
  const tiles = closetTiles(page);
  await expect(tiles).toHaveCount(4);
  await expect(tiles.nth(0)).toContainText('Clothing');
  await expect(tiles.nth(1)).toContainText('Accessories');
  await expect(tiles.nth(2)).toContainText('Camera Equipment');
  await expect(tiles.nth(3)).toContainText('Shoes & Footwear');

  await tiles.nth(0).click();
  // Focus follows the view: to the closet's heading, and Back to the tile it came from.
  await expect(page.getByRole('heading', { name: 'Clothing' })).toBeFocused();
  await expect(page.getByText('2 items · Total value $245.50')).toBeVisible();
  await expect(titles(closetItems(page))).toHaveText(['Wool coat', 'Denim jacket']);
  await page.getByRole('button', { name: 'Back to closets' }).click();
  await expect(page.getByRole('heading', { name: 'My Closets (4)' })).toBeVisible();
  await expect(tiles.nth(0)).toBeFocused();
});

test('the own closets take the full width below the header, not two thirds beside an empty column', async ({
  page,
}) => {
  await openOwnTab(page, 'My Closets');
  const closets = page.getByRole('region', { name: 'My Closets (4)' });
  await expect(closets).toBeVisible();
  const account = (await page.getByRole('complementary', { name: 'Your account' }).boundingBox())!;
  const header = (await page.getByRole('heading', { level: 1, name: 'My Profile' }).boundingBox())!;
  const grid = (await closets.boundingBox())!;
  // From the page's left edge to the account cards' right edge, and below them.
  expect(Math.abs(grid.x - header.x)).toBeLessThan(2);
  expect(Math.abs(grid.x + grid.width - (account.x + account.width))).toBeLessThan(2);
  expect(grid.y).toBeGreaterThan(account.y + account.height);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/closets-own-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/closets-own-375.png`, fullPage: true });
});

test('Add Item opens the upload overlay; delete removes an item after confirming', async ({ page }) => {
  const seller = await apiMember('closetdel');
  await list(seller.api, { title: 'Old lamp', category: 'home_garden', valueCents: 1200 }, 1);
  await seller.api.dispose();
  await signInByApi(page, seller.member.username, seller.member.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'All Items' }).click();
  const region = closetItems(page);
  await expect(titles(region)).toHaveText(['Old lamp']);

  await region.getByRole('button', { name: 'Add Item' }).click();
  const overlay = page.getByRole('dialog', { name: 'Upload Item' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await region.getByRole('button', { name: 'Delete Old lamp' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles(region)).toHaveText(['Old lamp']);
  await region.getByRole('button', { name: 'Delete Old lamp' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Item deleted successfully' }),
  ).toBeVisible();
  await expect(region.getByText('Your closet is empty')).toBeVisible();
  await expect(region.getByText('Start by uploading your first item!')).toBeVisible();

  await page.getByRole('tab', { name: 'My Closets' }).click();
  await expect(page.getByRole('heading', { name: 'My Closets (0)' })).toBeVisible();
  await expect(page.getByText('Your closet is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(overlay).toBeVisible();
});

test('another member sees only available public items, with likes and no owner controls', async ({
  page,
}) => {
  await signInByApi(page, viewer.username, viewer.password);
  await page.goto(`/user/${ownerId}`);
  await page.getByRole('tab', { name: /^Closets/ }).click();
  const tiles = closetTiles(page);
  await expect(tiles).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await tiles.filter({ hasText: 'Shoes & Footwear' }).click();
  await expect(page.getByText('1 item · Total value $120.00')).toBeVisible();
  const region = closetItems(page);
  await expect(titles(region)).toHaveText(['Leather boots']);
  await expect(region.getByText('1 like')).toBeAttached();
  await expect(region.getByLabel('Status')).toHaveCount(0);
  await expect(region.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // Others' items open the public item route.
  await titles(region).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
});

test('the closet views have no serious accessibility problems, light and dark', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, owner.username, owner.password);
  /** Only the closets feature's own parts: the page around it belongs to the profile feature. */
  const check = (include: string) => expectNoSeriousViolationsInBothSchemes(page, include, { include });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'My Closets' }).click();
  await expect(closetTiles(page)).toHaveCount(4);
  await check('section[aria-labelledby^="closets-"]');
  await page.getByRole('tab', { name: 'All Items' }).click();
  await expect(titles(closetItems(page))).toHaveCount(5);
  await check('section[aria-label="Closet items"]');
  await closetItems(page).getByRole('button', { name: 'List view' }).click();
  await check('section[aria-label="Closet items"]');
});
