import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createConfirmedMember, DEMO_PASSWORD, signInByApi } from './support';

// The moderation dashboard (docs/product/moderation.md, "The dashboard").

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
  await expect(details.getByText('No staff actions yet')).toBeVisible();
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
