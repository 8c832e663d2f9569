import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  listItemByApi,
  memberPage,
  originHeader,
  signInByApi,
} from './support';

// The moderation dashboard (docs/product/moderation.md, "The dashboard").

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots of what is on screen at 360 px and 1280 px wide (E2E_SHOTS_DIR), ending at 1280. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** The first public listing of the demo member `username`, read through the API. */
async function firstItemOf(page: Page, username: string): Promise<{ id: string; title: string }> {
  const profile = (await (await page.request.get(`/api/users/${username}`)).json()) as { id: string };
  const list = (await (await page.request.get(`/api/users/${profile.id}/items`)).json()) as {
    items: Array<{ id: string; title: string }>;
  };
  return list.items[0]!;
}

test('a member reports a listing; a moderator resolves it with notes and the reporter is told', async ({
  browser,
}) => {
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  // Confirmed through the page's own request context: the confirmation link signs the new member in there.
  const reporter = await createConfirmedMember(reporterPage.request, 'reporter');
  const item = await firstItemOf(reporterPage, 'leo');
  await reporterPage.goto(`/item/${item.id}`);
  await reporterPage.getByRole('button', { name: 'Report this item' }).click();
  const form = reporterPage.getByRole('dialog', { name: 'Report this item' });
  await form.getByLabel('Reason').selectOption({ label: 'Fraud or scam' });
  await form.getByLabel('What happened?').fill('The photos are copied from another shop.');
  await form.getByRole('button', { name: 'Send Report' }).click();
  await expect(reporterPage.getByText('Report sent')).toBeVisible();

  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInByApi(page, 'milo', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Platform figures' });
  await expect(figures.getByText('Pending Reports')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText(`Fraud or scam reported: "${item.title}"`).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'System health' }).getByText('Database')).toBeVisible();

  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=reports$/);
  await page.getByLabel('Filter reports by status').selectOption('pending');
  const row = page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ hasText: `@${reporter.username}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Fraud or scam')).toBeVisible();
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: 'View details' }).click();

  const details = page.getByRole('dialog', { name: 'Report details' });
  await expect(details.getByText('The photos are copied from another shop.')).toBeVisible();
  await expect(
    details.getByRole('region', { name: 'History', exact: true }).getByText('No staff actions yet'),
  ).toBeVisible();
  await details
    .getByPlaceholder('Add notes about your decision...')
    .fill('Listing taken down; seller warned.');
  await details.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report Updated')).toBeVisible();
  await expect(details).toBeHidden();
  // Filtered on pending, the decided report leaves the list; under All it shows resolved, with its history.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Filter reports by status').selectOption('all');
  await expect(row.getByText('Resolved')).toBeVisible();
  await row.getByRole('button', { name: 'View details' }).click();
  await expect(details.getByText('Changed the report')).toBeVisible();
  await expect(details.getByText('status: pending → resolved')).toBeVisible();
  await expect(details.getByText('This report is closed.')).toBeVisible();

  await reporterPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(reporterPage.getByText('Your report was reviewed')).toBeVisible();
  await reporterContext.close();
  await staffContext.close();
});

test('nora, a member, is refused /admin and sent back', async ({ page }) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  await page.goto('/help');
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You do not have permission to access the admin dashboard.')).toBeVisible();
  // A typed address has no previous screen in the app: home.
  await expect(page).not.toHaveURL(/\/admin/);
  expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
});

test('a moderator takes a reported listing down: its owner sees why, others get Item not found; then restores it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await memberPage(browser, 'lister');
  const item = await listItemByApi(owner.page.request, {
    title: `Vexmoor ${Date.now().toString(36)} watch`,
    valueCents: 12000,
  });
  const reporter = await memberPage(browser, 'flagger');
  const filed = await reporter.page.request.post(`/api/items/${item.id}/reports`, {
    headers: originHeader(),
    data: { reason: 'fraud', description: 'A counterfeit sold as the real thing.' },
  });
  expect(filed.ok(), await filed.text()).toBe(true);

  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, 'milo', DEMO_PASSWORD);
  await page.goto('/admin?tab=reports');
  const row = page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ hasText: `@${reporter.member.username}` });
  await row.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Report details' });
  const listing = details.getByRole('region', { name: 'Listing', exact: true });
  await expect(listing.getByText('Listed: everyone can see it')).toBeVisible();
  await listing.getByRole('button', { name: 'Take listing down' }).click();
  await listing.getByRole('button', { name: 'Take listing down' }).click();
  await expect(listing.getByText('Please give a reason for taking the listing down')).toBeVisible();
  const reason = 'Counterfeit goods are not allowed on Swapyard.';
  await listing.getByLabel('Reason (its owner is told)').fill(reason);
  await expectNoSeriousViolations(page);
  await listing.scrollIntoViewIfNeeded();
  await shoot(page, 'report-take-down');
  await listing.getByRole('button', { name: 'Take listing down' }).click();
  await expect(page.getByText('Listing taken down', { exact: true })).toBeVisible();
  await expect(listing.getByText('Taken down', { exact: true })).toBeVisible();
  await expect(listing.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(listing.getByText('Took the listing down')).toBeVisible();
  await expect(listing.getByRole('button', { name: 'Restore listing' })).toBeVisible();
  await shoot(page, 'report-taken-down');

  // Anyone else: the same page as a missing item.
  await reporter.page.goto(`/item/${item.id}`);
  await expect(reporter.page.getByText('Item not found')).toBeVisible();
  // The owner: the listing, why it is down, and the notification.
  await owner.page.goto(`/item/${item.id}`);
  const notice = owner.page.getByRole('region', { name: 'Taken down by our moderators' });
  await expect(notice.getByText(reason)).toBeVisible();
  await expect(owner.page.getByRole('list', { name: 'Status' }).getByText('Taken down')).toBeVisible();
  await expect(owner.page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await shoot(owner.page, 'listing-taken-down');
  await owner.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(owner.page.getByText('Listing taken down')).toBeVisible();
  const shown = await owner.page.request.patch(`/api/items/${item.id}`, {
    headers: originHeader(),
    data: { visibility: 'public' },
  });
  expect(shown.status()).toBe(409);

  await listing.getByRole('button', { name: 'Restore listing' }).click();
  await expect(page.getByText('Listing restored', { exact: true })).toBeVisible();
  await expect(listing.getByText('Listed: everyone can see it')).toBeVisible();
  await reporter.page.reload();
  await expect(reporter.page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
});
