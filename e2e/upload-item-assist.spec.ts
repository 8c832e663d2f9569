import type { Item } from '@swapyard/domain/items';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { labelPhoto } from '../apps/server/src/platform/ocr/label-photos';
import { pngImage } from './images';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  listItemByApi,
  openUploadOverlay,
  signInByApi,
} from './support';
import { expectNoSeriousViolations } from './axe';

/*
 * The analyser assists, never overwrites, and nothing a member entered is lost by a slip (docs/product/listing.md).
 */

test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  // The overlay is fixed and scrolls inside, so a full-page shot would show the page under it: the viewport it is.
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-assist-${name}.png` });
}

/** A red photo with a camera file name: the pixels are all the analyser has to go on. */
const redPhoto = { name: 'IMG_2041.png', mimeType: 'image/png', buffer: pngImage(96, 96, [200, 30, 30]) };
/**
 * A photo of nothing but a flat red: no object, and no likeness to any listing counts for it
 * (docs/analysis.md, "Similar listings"), whatever the journeys before this one listed.
 */
const flatRedPhoto = async () => ({
  name: 'IMG_2041.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer(),
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const card = (overlay: Locator) => overlay.getByRole('region', { name: 'AI Analysis' });

/** The analysis answered and the form shows it (a toast may still be on screen from the previous one). */
async function reanalyse(page: Page, overlay: Locator) {
  const analysed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/analysis/item' && r.request().method() === 'POST',
  );
  await overlay.getByRole('button', { name: 'Reanalyze' }).click();
  expect((await analysed).ok()).toBe(true);
  await expect(toast(page, 'Analysis complete').last()).toBeVisible();
  await expect(card(overlay).getByRole('status')).toHaveCount(0);
}

async function signInAsNewMember(page: Page, tag: string) {
  const member = await createConfirmedMember(page.request, tag);
  await signInByApi(page, member.username, member.password);
}

test('a photo alone fills nothing it cannot see: no instructions in the description, no category or value, and the card says why', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openUploadOverlay(page);
  await overlay.getByLabel('Add photos').setInputFiles(await flatRedPhoto());
  await expect(page.getByText('1 photo(s) uploaded successfully')).toBeVisible();
  await expect(card(overlay)).toContainText('the title, category and value are left for you to fill in');
  await expect(card(overlay)).toContainText('Add a title and press Reanalyze');

  await expect(overlay.getByLabel('Title')).toHaveValue('');
  await expect(overlay.getByLabel('Description')).toHaveValue('');
  await expect(overlay.getByLabel('Category')).toHaveValue('');
  await expect(overlay.getByLabel('Value ($)')).toHaveValue('');
  await expect(overlay.getByLabel('Brand')).toHaveValue('');
  await expect(card(overlay).getByText('Suggested', { exact: true })).toHaveCount(0);
  await shot(page, 'photo-only-desktop');
  await overlay.getByLabel('Visibility').scrollIntoViewIfNeeded();
  await shot(page, 'photo-only-form-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await card(overlay).scrollIntoViewIfNeeded();
  await shot(page, 'photo-only-mobile');
  await overlay.getByLabel('Size', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'photo-only-form-mobile');
});

test('Reanalyze keeps a condition the member chose and offers its own with Use suggestion', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openUploadOverlay(page);
  await overlay.getByLabel('Title').fill('Nike Air Max running shoes, gently used');
  await overlay.getByLabel('Condition').selectOption({ label: 'Like New' });
  await reanalyse(page, overlay);

  await expect(overlay.getByLabel('Category')).toHaveValue('shoes_footwear');
  await expect(overlay.getByLabel('Condition')).toHaveValue('like_new');
  const offer = card(overlay).getByRole('listitem').filter({ hasText: 'Condition' });
  await expect(offer).toContainText('suggested Good');
  await shot(page, 'use-suggestion-desktop');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await offer.scrollIntoViewIfNeeded();
  await shot(page, 'use-suggestion-mobile');

  await offer.getByRole('button', { name: 'Use suggestion' }).click();
  await expect(overlay.getByLabel('Condition')).toHaveValue('good');
  await expect(offer).toHaveCount(0);
});

test('a reanalysis replaces the previous suggestion: no brand from the earlier title lingers', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openUploadOverlay(page);
  await overlay.getByLabel('Title').fill('Canon EOS M50 camera');
  await reanalyse(page, overlay);
  await expect(overlay.getByLabel('Brand')).toHaveValue('Canon');

  await overlay.getByLabel('Title').fill('Red leather low-top sneakers');
  await reanalyse(page, overlay);
  await expect(overlay.getByLabel('Brand')).toHaveValue('');
  await expect(overlay.getByLabel('Category')).toHaveValue('shoes_footwear');
  await expect(overlay.getByLabel('Description')).not.toHaveValue(/camera|Canon/i);
});

test("the edit dialog's reanalysis drops a stale brand and keeps the stored condition", async ({ page }) => {
  // A member of its own: the listing it publishes stays out of the demo closets other journeys read.
  await signInAsNewMember(page, 'assistedit');
  const item = await listItemByApi(
    page.request,
    {
      title: 'Canon AE-1 film camera',
      description: undefined,
      brand: 'Canon',
      category: 'camera_equipment',
      condition: 'like_new',
      size: 'one_size',
      valueCents: 12_000,
    },
    redPhoto,
  );

  await page.goto(`/item/${item.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  await dialog.getByLabel('Title').fill('Red leather low-top sneakers');
  await dialog.getByRole('button', { name: 'AI Reanalyze' }).click();
  await expect(toast(page, 'Analysis complete')).toBeVisible();
  await expect(dialog.getByLabel('Brand')).toHaveValue('');
  await expect(dialog.getByLabel('Category')).toHaveValue('shoes_footwear');
  await expect(dialog.getByLabel('Condition')).toHaveValue('like_new');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Item updated successfully')).toBeVisible();

  const saved = (await (await page.request.get(`/api/items/${item.id}`)).json()) as Item;
  expect(saved).toMatchObject({ brand: null, condition: 'like_new', category: 'shoes_footwear' });
});

test("a size typed as written ('EU 42') is stored and shown as typed", async ({ page }) => {
  await signInAsNewMember(page, 'assistsize');
  const overlay = await openUploadOverlay(page);
  const title = `Leather sneakers ${Date.now().toString(36)}`;
  await overlay.getByLabel('Add photos').setInputFiles(redPhoto);
  await expect(page.getByText('1 photo(s) uploaded successfully')).toBeVisible();
  await expect(card(overlay).getByRole('status')).toHaveCount(0);
  await expect(overlay.getByText('it is saved as you type it')).toBeVisible();

  await overlay.getByLabel('Title').fill(title);
  await overlay.getByLabel('Category').selectOption({ label: 'Shoes & Footwear' });
  await overlay.getByLabel('Condition').selectOption({ label: 'Good' });
  await overlay.getByLabel('Size', { exact: true }).fill('EU 42');
  await overlay.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Item uploaded successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'View item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const size = page.locator('dl div').filter({ has: page.getByText('Size', { exact: true }) });
  await expect(size.locator('dd')).toHaveText('EU 42');
  const { items } = (await (await page.request.get('/api/items/mine')).json()) as { items: Item[] };
  expect(items.find((i) => i.title === title)?.size).toBe('EU 42');
});

test('closing the overlay with input asks first: Keep editing keeps it, Discard discards it', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  let overlay = await openUploadOverlay(page);
  // Nothing entered: it simply closes.
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  await page.getByRole('button', { name: 'Sell' }).click();
  overlay = page.getByRole('dialog', { name: 'Upload Item' });
  await overlay.getByLabel('Title').fill('Wool scarf');
  await overlay.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this listing?' });
  await expect(confirm).toContainText('The photos and details you entered will be lost.');
  await shot(page, 'discard-desktop');
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(overlay.getByLabel('Title')).toHaveValue('Wool scarf');

  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(overlay).toBeHidden();

  await page.getByRole('button', { name: 'Sell' }).click();
  await expect(overlay.getByLabel('Title')).toHaveValue('');
});

test("the form offers 'Live Events Only' visibility, and Bulk Upload beside it", async ({ page }) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openUploadOverlay(page);
  await expect(overlay.getByLabel('Visibility').locator('option')).toHaveText([
    'Public',
    'Private',
    'Live Events Only',
  ]);
  await expect(overlay.getByRole('button', { name: 'Bulk Upload' })).toBeEnabled();
  await shot(page, 'options-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(overlay.getByRole('button', { name: 'Bulk Upload' })).toBeVisible();
  await shot(page, 'options-mobile');
});

test('a photo of a label fills the brand and size read from it, and says so (1280 and 375 px)', async ({
  page,
}) => {
  // Two photos read by the text reader, each several seconds of a core while the suite's server is busy.
  test.setTimeout(60_000);
  await signInAsNewMember(page, 'assistlabel');
  for (const width of [1280, 375]) {
    const overlay = await openUploadOverlay(page);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
    const label = await labelPhoto({
      lines: ['PATAGONIA', 'SIZE M', 'Made in Vietnam'],
      rotate: 3,
      blur: 0.8,
    });
    await overlay
      .getByLabel('Add photos')
      .setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: label });
    await expect(page.getByText('1 photo(s) uploaded successfully')).toBeVisible();
    await expect(card(overlay)).toContainText('Read from the photo: Brand, Size');
    await expect(overlay.getByLabel('Brand')).toHaveValue('Patagonia');
    await expect(overlay.getByLabel('Size', { exact: true })).toHaveValue('M');
    await expect(overlay.getByLabel('Category')).toHaveValue('clothing');
    // A label names the brand, not the item: the title is the member's to write.
    await expect(overlay.getByLabel('Title')).toHaveValue('');
    await card(overlay).scrollIntoViewIfNeeded();
    await shot(page, `label-${width}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await overlay.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard this listing?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(overlay).toBeHidden();
  }
});
