import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { INSTANCES, memberPage, openUploadOverlay, saveShot } from './support';

// Real photos from Debian's opencv-doc (installed by .ci/run, like the server's vision tests): a chessboard from
// three sides, and a notebook with and without a sticker plus a close-up of it.
const SAMPLES = '/usr/share/doc/opencv-doc/examples/data';
const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await readFile(join(SAMPLES, name)),
});
async function closeUp(name: string) {
  const original = await readFile(join(SAMPLES, name));
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const buffer = await sharp(original)
    .extract({
      left: Math.round(width * 0.2),
      top: Math.round(height * 0.1),
      width: Math.round(width * 0.6),
      height: Math.round(height * 0.85),
    })
    .jpeg()
    .toBuffer();
  return { name: `close-up-${name}`, mimeType: 'image/jpeg', buffer };
}

/** Uploads slow enough to watch: about 150 KB/s, as on a weak mobile connection. */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
}

/**
 * Records every text the processing status shows, so a step that passes quicker than an assertion can poll (grouping
 * six photos takes well under a second) is still seen.
 */
async function recordStatusTexts(page: Page) {
  // A script, not a function: this project's e2e code is type-checked without the DOM's types.
  await page.evaluate(`(() => {
    const seen = (window.statusTexts = []);
    new MutationObserver(() => {
      const text = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}
const statusTexts = (page: Page) => page.evaluate<string[]>('window.statusTexts');

async function fillDraft(card: Locator, title: string, category: string) {
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Title').fill(title);
  await card.getByLabel('Category').selectOption({ label: category });
  await card.getByRole('button', { name: 'Done' }).click();
}

test(
  'six photos of two items become two drafts of three photos, published to the closet',
  INSTANCES,
  async ({ browser }) => {
    test.setTimeout(90_000);
    const { page } = await memberPage(browser, 'bulk');
    const overlay = await openUploadOverlay(page);
    await overlay.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload' });
    await expect(dialog).toBeVisible();

    await throttleUploads(page);
    await recordStatusTexts(page);
    const files = [
      await photo('left01.jpg'),
      await photo('ela_original.jpg'),
      await photo('left05.jpg'),
      await photo('ela_modified.jpg'),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      await photo('right03.jpg'),
      await closeUp('ela_original.jpg'),
    ];
    await dialog.getByLabel('Choose photos for bulk upload').setInputFiles(files);

    // Processing: the upload's measured speed and time left, then grouping and analysis.
    await expect(dialog.getByRole('status')).toHaveText('Uploading photos…');
    await expect(dialog.getByText(/\d+\.\d MB\/s · (about \d+ s left|almost done)/)).toBeVisible();
    await expect(dialog.getByText('6 photos', { exact: true })).toBeVisible(); // the text file was dropped

    // Review: one draft per item, each with its three photos, reached through grouping and then analysis.
    const drafts = dialog.getByRole('article');
    await expect(drafts).toHaveCount(2, { timeout: 50_000 });
    expect(await statusTexts(page)).toEqual([
      'Uploading photos…',
      'Grouping photos by item…',
      'Analyzing items…',
    ]);
    const first = dialog.getByRole('article', { name: 'Item 1' });
    const second = dialog.getByRole('article', { name: 'Item 2' });
    await expect(first.getByRole('list', { name: 'Photos of Item 1' }).getByRole('img')).toHaveCount(3);
    await expect(second.getByRole('list', { name: 'Photos of Item 2' }).getByRole('img')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Publish All Items' })).toBeEnabled();

    // Photos alone name nothing: each card says what was found and that no price could be suggested, and the member
    // gives each draft a title and a category.
    await expect(first.getByRole('list', { name: 'What the analysis found' })).toContainText(
      'Not enough similar items to suggest a price',
    );
    await saveShot(page, 'bulk-review-desktop', false);
    await fillDraft(first, 'Wooden chessboard', 'Collectibles');
    await fillDraft(second, 'Dotted notebook', 'Books & Magazines');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(first.getByRole('heading', { name: 'Wooden chessboard' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await saveShot(page, 'bulk-review-mobile', false);
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Publish All Items' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Success' });
    await expect(toast).toContainText('Successfully published 2 items');
    await expect(dialog).toBeHidden();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'All Items' }).click();
    await expect(page.getByRole('link', { name: 'Wooden chessboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dotted notebook' })).toBeVisible();
  },
);
