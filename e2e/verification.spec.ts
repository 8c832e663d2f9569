import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { pngImage } from './images';
import { DEMO_PASSWORD, signInByApi } from './support';

// A member verifies their identity from Settings, staff approve it in the dashboard's Verify tab, and the verified
// badge appears on the member's profile (docs/product/verification.md).

const badge = (page: Page) => page.getByTitle('Verified member');

test('a member submits a passport from Settings, an admin approves it, and the badge appears', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'theo', DEMO_PASSWORD);
  await page.goto('/user/theo');
  await expect(page.getByTestId('profile-name')).toHaveText('Theo Brennan');
  await expect(badge(page)).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByText('You have not submitted a verification yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify your identity' }).click();
  const form = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText('Please choose what you are verifying')).toBeVisible();
  await expect(form.getByText('Please add a photo of your document')).toBeVisible();
  await expectNoSeriousViolations(page);

  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form.getByLabel('First name').fill('Theo');
  await form.getByLabel('Last name').fill('Brennan');
  await form.getByLabel('Date of birth').fill('1991-03-14');
  await form.getByLabel('Address').fill('27 Quay Street\nGalway H91 X2Y3');
  await form.getByLabel('Photos of your document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: pngImage(640, 420, [40, 90, 160]),
  });
  await expect(form.getByRole('img', { name: 'Document photo 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Verification submitted')).toBeVisible();
  await expect(form).toBeHidden();
  const mine = page.getByRole('list', { name: 'Your verifications' });
  await expect(mine.getByText('Passport')).toBeVisible();
  await expect(mine.getByText('Pending review')).toBeVisible();

  // The document is the member's and the staff's only: another member gets 404, a visitor 401.
  const { verifications } = (await (await page.request.get('/api/me/verifications')).json()) as {
    verifications: Array<{ id: string }>;
  };
  const documentUrl = `/api/verifications/${verifications[0]!.id}/documents/1`;
  const own = await page.request.get(documentUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.request.get(documentUrl)).status()).toBe(401);
  await signInByApi(strangerPage, 'nora', DEMO_PASSWORD);
  expect((await strangerPage.request.get(documentUrl)).status()).toBe(404);
  await stranger.close();

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInByApi(admin, 'ava', DEMO_PASSWORD);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Verify' }).click();
  await expect(admin.getByRole('heading', { name: 'Identity Verifications' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toBeVisible();
  const row = admin.getByRole('row', { name: /Theo Brennan/ });
  await expect(row.getByText('@theo')).toBeVisible();
  await expect(row.getByText('Pending Review')).toBeVisible();
  await expect(row.getByText('1 file')).toBeVisible();
  await row.getByRole('button', { name: /^Review/ }).click();
  const review = admin.getByRole('dialog', { name: 'Review verification' });
  await expect(review.getByText('27 Quay Street')).toBeVisible();
  await expect(review.getByText('1991-03-14')).toBeVisible();
  const thumbnail = review.getByRole('img', { name: /^Document 1 of 1/ });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(admin);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Verification Approved')).toBeVisible();
  await expect(review).toBeHidden();
  await staff.close();

  await page.goto('/user/theo');
  await expect(badge(page)).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Your verifications' }).getByText('Verified')).toBeVisible();
});
