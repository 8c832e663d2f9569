import { expect, test, type Page } from '@playwright/test';
import { createConfirmedMember, payTwentyFiveInCheckoutTab, signInByApi, topUpByApi } from './support';
import { expectNoSeriousViolations } from './axe';

// Screenshots of the popover (desktop) and the bottom sheet (390 px) go here when set.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-${name}.png` });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('desktop: adding funds through the checkout shows a live notification; clicking it reads it and opens the wallet', async ({
  page,
}) => {
  // Two tabs and a checkout: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await createConfirmedMember(page.request, 'notify');
  await signInByApi(page, member.username, member.password);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Empty state first.
  await bell(page).click();
  await expect(panel(page).getByText('No notifications')).toBeVisible();
  await expect(
    panel(page).getByText("You're all caught up! New notifications will appear here."),
  ).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Add $25 through the sandbox checkout in a second tab, as a member does.
  await page.goto('/wallet');
  const checkout = await payTwentyFiveInCheckoutTab(page);
  await checkout.waitForURL(/\/payment-success/);
  await checkout.close();

  // The first tab was never reloaded: the bell counts it live.
  await expect(page.getByRole('dialog', { name: 'Add Funds' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await page.goto('/');
  await bell(page).click();
  const row = panel(page).getByRole('button', { name: /^Unread: Funds added/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$25.00 was added to your Credit Wallet.');
  await expect(row).toContainText('Just now');
  await expect(panel(page).getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await shot(page, 'desktop-popover');
  await expectNoSeriousViolations(page);

  await row.click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(panel(page).getByRole('button', { name: /^Funds added/ })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  // Read on the server too.
  const list = await page.request.get('/api/notifications');
  expect(((await list.json()) as { unreadCount: number }).unreadCount).toBe(0);
});

test('390 px: two new notifications arrive live in the bottom sheet; Mark all read clears the badge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createConfirmedMember(page.request, 'notifyall');
  await signInByApi(page, member.username, member.password);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  const sheet = panel(page);
  await expect(sheet.getByText('No notifications')).toBeVisible();

  // While the sheet is open, two top-ups land: each appears on top, live.
  await topUpByApi(page, 1000);
  await expect(sheet.getByRole('button', { name: /^Unread: Funds added/ })).toHaveCount(1);
  await topUpByApi(page, 2000);
  const rows = sheet.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('$20.00 was added to your Credit Wallet.');
  await expect(rows.nth(1)).toContainText('$10.00 was added to your Credit Wallet.');
  // The header behind the modal sheet is hidden from the accessibility tree, but its bell counts too.
  await expect(
    page.getByRole('button', { name: 'Notifications (2 unread)', includeHidden: true }),
  ).toHaveCount(1);
  // The sheet is 80% of the screen high.
  const box = await sheet.boundingBox();
  expect(box && Math.round(box.height)).toBe(Math.round(844 * 0.8));
  await shot(page, 'mobile-sheet');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'mobile-sheet-dark');
  await expectNoSeriousViolations(page);

  await sheet.getByRole('button', { name: 'Mark all read' }).click();
  await expect(sheet.getByRole('button', { name: /^Unread: Funds added/ })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  // Still read after a reload (the server marked them).
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a failed mark-read is rolled back and only logged', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await createConfirmedMember(page.request, 'notifyfail');
  await signInByApi(page, member.username, member.password);
  await topUpByApi(page, 1500);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/notifications/*/read', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      }),
    }),
  );
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await bell(page).click();
  await panel(page)
    .getByRole('button', { name: /^Unread: Funds added/ })
    .click();
  await expect(page).toHaveURL(/\/wallet$/);
  // Back to unread once the server refused; no toast tells the member.
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await expect(page.getByText('Something went wrong. Please try again.')).toHaveCount(0);
  expect(logged.some((text) => text.includes('Failed to mark notifications read'))).toBe(true);
});
