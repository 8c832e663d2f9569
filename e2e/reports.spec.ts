import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { DEMO_PASSWORD, signInByApi } from './support';

// A member reports a listing and a member to the moderators (docs/product/moderation.md, "Reports").

/** The first public listing of the demo member `username`, read through the API. */
async function firstItemOf(page: Page, username: string): Promise<{ id: string; title: string }> {
  const profile = (await (await page.request.get(`/api/users/${username}`)).json()) as { id: string };
  const list = (await (await page.request.get(`/api/users/${profile.id}/items`)).json()) as {
    items: Array<{ id: string; title: string }>;
  };
  return list.items[0]!;
}

async function sendReport(page: Page, reason: string, description: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: reason });
  await dialog.getByLabel('What happened?').fill(description);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
}

test('a member reports a listing, is told a second report waits on the first, and reports a member', async ({
  page,
}) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const item = await firstItemOf(page, 'leo');
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();

  await page.getByRole('button', { name: 'Report this item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this item' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await expect(dialog.getByText('Please tell us what happened')).toBeVisible();

  await sendReport(page, 'Fraud or scam', 'The seller asked me to pay outside Swapyard.');
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Report this item' }).click();
  await sendReport(page, 'Spam', 'Reporting it again.');
  await expect(page.getByText('Report not sent')).toBeVisible();
  await expect(
    page.getByText('You have already reported this item. Our moderators are looking into it.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/user/leo');
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Report @leo' })).toBeVisible();
  await sendReport(page, 'Harassment', 'Rude messages after I declined an offer.');
  await expect(page.getByText('Report sent')).toBeVisible();
});

test('the owner and visitors see no Report entry on a listing', async ({ page }) => {
  const item = await firstItemOf(page, 'nora');
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this item' })).toHaveCount(0);
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this item' })).toHaveCount(0);
});

test('on a 375 px phone the report dialog fits and sends', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const item = await firstItemOf(page, 'zara');
  await page.goto(`/item/${item.id}`);
  await page.getByRole('button', { name: 'Report this item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this item' });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('report-dialog-375.png') });
  await sendReport(page, 'Inappropriate content', 'The photos are not of the item.');
  await expect(page.getByText('Report sent')).toBeVisible();
});
