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
import { expectNoSeriousViolationsInBothSchemes } from './axe';
import {
  createConfirmedMember,
  originHeader,
  saveShot,
  signInByApi,
  SHOTS_DIR,
  type Member,
} from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SHOTS_DIR;

const colours: [number, number, number][] = [
  [200, 40, 40],
  [40, 150, 70],
  [40, 60, 190],
  [210, 150, 20],
];

/** Uploads a generated photo through the real pipeline, as the member `request` is signed in as. */
async function uploadPhoto(request: APIRequestContext, n: number) {
  const response = await request.post('/api/media/item-photos', {
    headers: originHeader(),
    multipart: {
      file: { name: `photo-${n}.png`, mimeType: 'image/png', buffer: pngImage(120, 90, colours[n % 4]!) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Item['photos'][number];
}

async function signInRequest(request: APIRequestContext, member: Member) {
  const response = await request.post('/api/auth/sign-in/username', {
    data: { username: member.username, password: member.password },
    headers: originHeader(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A new member who lists one item through the API (photos first, then POST /api/items), on a request context of
 * their own: the test's `request` stays signed out, free to sign up more members.
 */
async function memberWithItem(
  tag: string,
  { photos = 1, ...overrides }: { photos?: number } & Record<string, unknown> = {},
) {
  const api = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const member = await createConfirmedMember(api, tag);
    await signInRequest(api, member);
    const uploaded = [];
    for (let n = 0; n < photos; n++) uploaded.push(await uploadPhoto(api, n));
    const response = await api.post('/api/items', {
      headers: originHeader(),
      data: {
        title: 'Vintage denim jacket',
        description: 'Classic trucker cut, barely worn.',
        brand: "Levi's",
        category: 'clothing',
        condition: 'like_new',
        size: 'm',
        valueCents: 4550,
        location: 'Brooklyn, NY',
        photos: uploaded,
        ...overrides,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return { member, item: (await response.json()) as Item };
  } finally {
    await api.dispose();
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const fact = (page: Page, label: string) =>
  page.locator('dl div').filter({ has: page.getByText(label, { exact: true }) });

async function expectFact(page: Page, label: string, value: string) {
  await expect(fact(page, label).locator('dd')).toHaveText(value);
}

/** Every thumbnail's image URL, in gallery order. */
async function thumbnailSources(gallery: Locator) {
  const images = await gallery
    .getByRole('button', { name: /^Show photo/ })
    .locator('img')
    .all();
  return Promise.all(images.map(async (image) => (await image.getAttribute('src')) ?? ''));
}

test('the page shows every field and the seller card; the owner edits the details and AI reanalyzes', async ({
  page,
}) => {
  const { member, item } = await memberWithItem('owner', { photos: 2 });
  await signInByApi(page, member.username, member.password);
  await page.goto(`/item/${item.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
  await expect(page.getByText('$45.50')).toBeVisible();
  await expect(page.getByText('Posted just now')).toBeVisible();
  await expectFact(page, 'Category', 'Clothing');
  await expectFact(page, 'Condition', 'Like New');
  await expectFact(page, 'Size', 'M');
  await expectFact(page, 'Brand', "Levi's");
  await expectFact(page, 'Location', 'Brooklyn, NY');
  await expect(page.getByText('Classic trucker cut, barely worn.')).toBeVisible();

  const seller = page.getByRole('region', { name: 'Seller' });
  await expect(seller).toContainText(member.fullName);
  await expect(seller).toContainText(`@${member.username}`);
  await expect(seller.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/user/${member.username}`,
  );

  // The gallery: responsive sources, two thumbnails, arrows move between them.
  const gallery = page.getByRole('region', { name: 'Photos' });
  const main = gallery.getByRole('img', { name: 'Vintage denim jacket, photo 1 of 2' });
  await expect(main).toHaveAttribute('srcset', /320w.*800w/);
  await gallery.getByRole('button', { name: 'Show photo 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('img', { name: 'Vintage denim jacket, photo 2 of 2' })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toBeFocused();

  // The owner's tools instead of the buyer's.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make Offer' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Vintage denim jacket');

  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'AI Reanalyze' }).click();
  await expect(toast(page, 'Please enter a title for AI analysis')).toBeVisible();

  await dialog.getByLabel('Title').fill('Nike Air Max running shoes');
  await dialog.getByRole('button', { name: 'AI Reanalyze' }).click();
  await expect(toast(page, 'Analysis complete')).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveValue('shoes_footwear');
  await expect(dialog.getByLabel('Brand')).toHaveValue('Nike');
  await expect(dialog.getByLabel('Size', { exact: true })).toHaveValue('M');

  await dialog.getByLabel('Description').fill('Worn twice, box included.');
  await dialog.getByLabel('Brand').fill('');
  await dialog.getByLabel('Value ($)').fill('60');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Item updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nike Air Max running shoes' })).toBeVisible();
  await expect(page.getByText('$60.00')).toBeVisible();
  await expect(page.getByText('Worn twice, box included.')).toBeVisible();
  await expectFact(page, 'Category', 'Shoes & Footwear');
  await expect(fact(page, 'Brand')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/items/${item.id}`)).json()) as Item;
  expect(saved.brand).toBeNull();
  expect(saved.valueCents).toBe(6000);
});

test('the owner reorders, removes and adds photos, then deletes the item after confirming', async ({
  page,
}) => {
  const { member, item } = await memberWithItem('photos', { photos: 3 });
  const [first, second, third] = item.photos.map((photo) => photo.id);
  await signInByApi(page, member.username, member.password);
  await page.goto(`/items/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit photos' });
  await expect(dialog.getByRole('heading', { name: 'Photos (3)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Move photo 2 left' }).click();
  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(dialog.getByRole('heading', { name: 'Photos (2)' })).toBeVisible();

  // Past the cap the whole selection is refused; within it the photo uploads at once.
  const file = (n: number) => ({
    name: `new-${n}.png`,
    mimeType: 'image/png',
    buffer: pngImage(80, 80, colours[3]!),
  });
  await dialog.getByLabel('Add photos').setInputFiles([file(1), file(2), file(3), file(4)]);
  await expect(toast(page, 'Maximum 5 photos allowed')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Photos (2)' })).toBeVisible();
  await dialog.getByLabel('Add photos').setInputFiles([file(5)]);
  await expect(toast(page, 'Photos uploaded')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Photos (3)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save photos' }).click();
  await expect(toast(page, 'Photos updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  const updated = (await (await page.request.get(`/api/items/${item.id}`)).json()) as Item;
  expect(updated.photos).toHaveLength(3);
  expect(updated.photos.slice(0, 2).map((photo) => photo.id)).toEqual([second, first]);
  expect(updated.photos.map((photo) => photo.id)).not.toContain(third);
  await page.reload();
  const gallery = page.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByRole('button', { name: /^Show photo/ })).toHaveCount(3);
  expect((await thumbnailSources(gallery))[0]).toContain(second!.split('/')[1]);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete item?' });
  await expect(confirm).toContainText('Are you sure you want to delete "Vintage denim jacket"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  // Leaving must not fetch the deleted item again: that flashed the loading skeleton and logged a 404.
  const fetchedAgain: string[] = [];
  const itemUrl = new RegExp(`/api/items/${item.id}$`);
  page.on('response', (response) => {
    if (itemUrl.test(response.url()))
      fetchedAgain.push(`${response.request().method()} ${response.status()}`);
  });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page, 'Item deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Closets (0)' })).toBeVisible();
  expect(fetchedAgain).toEqual(['DELETE 204']);
  page.removeAllListeners('response');

  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  expect((await page.request.get(`/api/items/${item.id}`)).status()).toBe(404);
});

/** The element is on screen and on top at its centre: nothing fixed (the action bar, the bottom nav) covers it. */
async function expectUncovered(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const onTop = await target.evaluate(
    (element, point) => element.contains(element.ownerDocument.elementFromPoint(point.x, point.y)),
    { x, y },
  );
  expect(onTop, 'covered by another element').toBe(true);
}

test.describe('on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the value is on the first screen, above the bottom navigation, for a visitor and for the owner', async ({
    page,
  }) => {
    const { member, item } = await memberWithItem('phone', { photos: 3 });
    await page.goto(`/item/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
    await expect(page.getByText('$45.50')).toHaveCount(1);
    await expectUncovered(page, page.getByText('$45.50'));
    await expectUncovered(page, page.getByRole('button', { name: 'Make Offer' }));
    await expectUncovered(page, page.getByRole('link', { name: 'Message Seller' }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-page-visitor-375.png` });

    await signInByApi(page, member.username, member.password);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expectUncovered(page, page.getByText('$45.50'));
    for (const name of ['Edit', 'Edit photos', 'Delete']) {
      await expectUncovered(page, page.getByRole('button', { name, exact: true }));
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-page-owner-375.png` });
    // The end of the page scrolls clear of the bar and the navigation.
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expectUncovered(
      page,
      page.getByRole('region', { name: 'Seller' }).getByRole('link', { name: 'View Profile' }),
    );
  });
});

test('another member sees Save, Share, Message Seller and Make Offer; Save survives a reload', async ({
  page,
  context,
  request,
}) => {
  const { member: seller, item } = await memberWithItem('seller');
  const buyer = await createConfirmedMember(request, 'buyer');
  await signInByApi(page, buyer.username, buyer.password);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Linux Chromium has no share sheet; make sure the clipboard fallback is what runs.
  await page.addInitScript(
    'Object.defineProperty(navigator, "share", { value: undefined, configurable: true })',
  );
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Message Seller' })).toHaveAttribute(
    'href',
    `/user/${seller.username}`,
  );

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Item saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, 'Removed from saved items')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');

  // A refused save turns the heart back and says why.
  await page.route(`**/api/items/${item.id}/saved`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to save item: Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(`**/api/items/${item.id}/saved`);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(page.url());

  await page.getByRole('button', { name: 'Make Offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Make Offer' });
  await expect(offer.getByRole('button', { name: /Buy It Now/ })).toBeVisible();
  await offer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(offer).toBeHidden();

  // A direct visit has no in-app history: Back goes to discovery for someone else's item.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/discovery$/);
});

test('Back returns to the page the member came from, or to /profile for the owner on a direct visit', async ({
  page,
}) => {
  const { member, item } = await memberWithItem('back');
  await signInByApi(page, member.username, member.password);
  await page.goto(`/item/${item.id}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // In-app arrival (no page links to items yet): a history entry the router reads as its own, as a <Link> makes.
  await page.goto('/help');
  await page.evaluate(`
    history.pushState({ usr: null, key: 'fromhelp', idx: 1 }, '', '/item/${item.id}');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  `);
  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test('a visitor is asked to log in to save, and Make Offer leads to sign in, remembering the item', async ({
  page,
}) => {
  const { item } = await memberWithItem('visited');
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please log in to save items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Make Offer' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const state = await page.evaluate<string | undefined>('history.state?.usr?.from');
  expect(state).toBe(`/item/${item.id}`);
});

test("unknown ids and another member's private item read 'Item not found'", async ({ page, request }) => {
  const { item } = await memberWithItem('private', { visibility: 'private' });
  const other = await createConfirmedMember(request, 'other');

  for (const path of ['/item/not-a-real-id', '/items/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  }
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();

  await signInByApi(page, other.username, other.password);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  await saveShot(page, 'item-not-found', false);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a skeleton while loading; a server error offers Try again, which loads the item', async ({ page }) => {
  const { item } = await memberWithItem('retry');
  let failing = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/items/${item.id}`, async (route) => {
    await held;
    if (failing) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
        }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('status', { name: 'Loading item' })).toBeVisible();
  await saveShot(page, 'item-skeleton', false);
  release();
  await expect(page.getByRole('heading', { level: 1, name: "Couldn't load this item" })).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
});

test('the owner sees the private badge on their own private item', async ({ page }) => {
  const { member, item } = await memberWithItem('badge', { visibility: 'private' });
  await signInByApi(page, member.username, member.password);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('list', { name: 'Status' })).toHaveText('Private');
});

test('fits 1280×800 and 360×740 with no serious axe violations, light and dark, for the owner and a buyer', async ({
  page,
  request,
}) => {
  // Eight axe scans (two members, two widths, two schemes) of a few seconds each on a busy 2-core machine.
  test.setTimeout(90_000);
  const { member, item } = await memberWithItem('shot', { photos: 3 });
  const buyer = await createConfirmedMember(request, 'buyshot');
  /** Screenshots of the page in both schemes, to look at (E2E_SHOTS_DIR). */
  const shoot = async (name: string, fullPage = false) => {
    if (!SHOTS_DIR) return;
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveShot(page, `item-${name}-${colorScheme}`, fullPage);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
  for (const [who, account] of [
    ['owner', member],
    ['buyer', buyer],
  ] as const) {
    await page.context().clearCookies();
    await signInByApi(page, account.username, account.password);
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 360, height: 740 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/item/${item.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Vintage denim jacket' })).toBeVisible();
      const action = who === 'owner' ? 'Edit photos' : 'Make Offer';
      await expect(page.getByRole('button', { name: action })).toBeInViewport();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.evaluate('document.fonts.ready.then(() => true)');
      await shoot(`${who}-${size}`);
      await expectNoSeriousViolationsInBothSchemes(page, `${who} ${size}`);
      // The owner's dialogs on a phone.
      if (size === 'mobile' && who === 'owner') {
        await shoot(`${who}-${size}-full`, true);
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Edit item' })).toBeVisible();
        await shoot(`edit-${size}`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Edit photos' }).click();
        await expect(page.getByRole('heading', { name: 'Photos (3)' })).toBeVisible();
        await shoot(`photos-${size}`);
        await page.keyboard.press('Escape');
      }
    }
  }
});
