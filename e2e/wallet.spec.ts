import { formatCents, type WalletActivityList, type WalletSummary } from '@swapyard/domain/wallet';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createConfirmedMember, DEMO_PASSWORD, signInByApi } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

const balance = (page: Page, wallet: 'credit' | 'cash') => page.getByTestId(`${wallet}-balance`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));
const activityPanel = (page: Page) =>
  page.getByRole('region', { name: 'Recent Activity' }).getByRole('tabpanel');
const lines = (panel: Locator) => panel.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

async function apiActivity(page: Page, wallet: 'all' | 'credit' | 'cash'): Promise<WalletActivityList> {
  const response = await page.request.get(`/api/wallet/activity?wallet=${wallet}&limit=20`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as WalletActivityList;
}

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page.getByText('Please sign in to view your wallet')).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credit Wallet' })).toHaveCount(0);
});

test('a new member sees empty wallets, cannot withdraw yet, and can hide the balances', async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'walletnew');
  await signInByApi(page, member.username, member.password);
  await page.goto('/wallet');

  await expect(page.getByRole('heading', { name: 'Credit Wallet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cash Wallet' })).toBeVisible();
  await expect(balance(page, 'credit')).toHaveText('$0.00');
  await expect(balance(page, 'cash')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Add Funds' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  await expect(page.getByText('You need at least $5.00 in your Cash Wallet to withdraw.')).toBeVisible();
  await expect(page.getByText('Total value')).toBeVisible();
  await expect(page.getByText('Available to spend')).toBeVisible();
  await expect(page.getByText('No transactions yet')).toBeVisible();
  for (const tab of ['Credit Wallet', 'Cash Wallet']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(activityPanel(page).getByText('No transactions yet')).toBeVisible();
  }

  await page.getByRole('button', { name: 'Hide Credit Wallet balance' }).click();
  await expect(balance(page, 'credit')).toHaveText('••••••');
  await expect(balance(page, 'cash')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Hide Cash Wallet balance' }).click();
  await expect(balance(page, 'cash')).toHaveText('••••••');
  await expect(page.getByText('$0.00')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Credit Wallet balance' }).click();
  await expect(balance(page, 'credit')).toHaveText('$0.00');
});

test('a failed load shows the error, and Try again loads the wallet', async ({ page }) => {
  const member = await createConfirmedMember(page.request, 'walleterr');
  await signInByApi(page, member.username, member.password);
  let fail = true;
  await page.route('**/api/wallet', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Unexpected error' } }),
        })
      : route.continue(),
  );
  await page.goto('/wallet');
  const errorState = page.locator('#main').getByText('Error loading wallet data');
  await expect(errorState).toBeVisible({ timeout: 20_000 });
  // Spec §8: also a toast.
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Error loading wallet data' }),
  ).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(balance(page, 'credit')).toHaveText('$0.00');
  await expect(errorState).toHaveCount(0);
});

test('a demo member sees their balances and activity, filtered by the tabs', async ({ page }) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const summary = (await (await page.request.get('/api/wallet')).json()) as WalletSummary;
  // The seed gives every demo member credit (card top-ups), and nora cash from two sales to other members.
  expect(summary.creditCents, 'the demo seed gives nora credit').toBeGreaterThan(0);
  expect(summary.cashCents, 'the demo seed gives nora cash').toBeGreaterThan(0);

  await page.goto('/wallet');
  await expect(balance(page, 'credit')).not.toHaveText('$0.00');
  await expect(balance(page, 'cash')).toHaveText(formatCents(summary.cashCents));
  await expect(balance(page, 'credit')).toHaveText(formatCents(summary.creditCents));
  // The sales are this week's and this month's earnings, from the ledger.
  expect(summary.earnings.weekCents).toBe(summary.cashCents);
  await expect(page.getByRole('definition').filter({ hasText: formatCents(summary.cashCents) })).toHaveCount(
    2,
  );

  for (const [tab, wallet] of [
    ['All', 'all'],
    ['Credit Wallet', 'credit'],
    ['Cash Wallet', 'cash'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const expected = (await apiActivity(page, wallet)).activity;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((line) => wallet === 'all' || line.wallet === wallet)).toBe(true);
    // Each line shows its description and its signed amount, in the ledger's order.
    await expect(lines(activityPanel(page))).toHaveText(
      expected.map(
        (line) => new RegExp(`${escapeRegExp(line.description)}.*${escapeRegExp(signed(line.amountCents))}$`),
      ),
    );
  }
  // The All tab names the wallet of each line; it has both kinds.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(lines(activityPanel(page)).filter({ hasText: '· Credit' }).first()).toBeVisible();
  await expect(lines(activityPanel(page)).filter({ hasText: '· Cash' }).first()).toBeVisible();
  // The two wallet actions open their dialogs.
  await page.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
