import type { Trade } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { type WalletActivityList, type WalletSummary } from '@swapyard/domain/wallet';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  intentHeaders,
  listItemByApi,
  signInByApi,
  topUpByApi,
} from './support';

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
  await expect(page.getByText('Balance', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Available to spend')).toBeVisible();
  await expect(page.getByText('On hold', { exact: true })).toBeVisible();
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
  // Also a toast (docs/product/wallet.md, "Loading").
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
  // A wallet's balance includes what it has on hold for pending offers.
  await expect(balance(page, 'cash')).toHaveText(formatCents(summary.cashCents + summary.heldFromCashCents));
  await expect(balance(page, 'credit')).toHaveText(
    formatCents(summary.creditCents + summary.heldFromCreditCents),
  );
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
    // Each line shows its description and its amount, signed unless it is a hold, in the ledger's order.
    await expect(lines(activityPanel(page))).toHaveText(
      expected.map((line) => {
        const amount = line.hold ? formatCents(line.amountCents) : signed(line.amountCents);
        return new RegExp(`${escapeRegExp(line.description)}.*${escapeRegExp(amount)}$`);
      }),
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

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/wallet-${name}.png`, fullPage: true });
}

/** A member signed in on a page of their own browser context. */
async function memberPage(browser: Browser, tag: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = await createConfirmedMember(page.request, tag);
  await signInByApi(page, member.username, member.password);
  return { member, page, context };
}

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: money on hold for an offer reads as on hold, one line, and comes back when declined`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const buyer = await memberPage(browser, `hold${scheme[0]}a`, scheme);
    const seller = await memberPage(browser, `hold${scheme[0]}b`, scheme);
    await topUpByApi(buyer.page, 5_000);
    const item = await listItemByApi(seller.page.request, {
      title: 'Linen Shirt',
      description: 'Worn twice.',
    });
    const sent = await buyer.page.request.post('/api/trades', {
      headers: intentHeaders(),
      data: { kind: 'cash', ownerItemId: item.id, cashCents: 2_550, paymentMethod: 'credit' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const trade = (await sent.json()) as Trade;

    const page = buyer.page;
    await page.goto('/wallet');
    // Sending the offer does not take the money: the balance stays, part of it is on hold.
    await expect(balance(page, 'credit')).toHaveText('$50.00');
    await expect(page.getByTestId('credit-split')).toHaveText('$24.50 available · $25.50 on hold');
    await expect(page.getByTestId('total-balance')).toHaveText('$50.00');
    await expect(page.getByTestId('available-balance')).toHaveText('$24.50');
    await expect(page.getByTestId('held-balance')).toHaveText('$25.50');
    // One line for the hold: neutral, labelled On hold, its amount unsigned; nothing reads as money in or out.
    const all = lines(activityPanel(page));
    await expect(all).toHaveCount(2);
    // It says what the money waits for: the seller's answer to the offer.
    const holdLine = all.filter({ hasText: `Held for your offer on '${item.title}'` });
    await expect(holdLine).toHaveCount(1);
    await expect(holdLine).toContainText('· On hold');
    await expect(holdLine).toHaveText(/\$25\.50$/);
    await expect(activityPanel(page).getByText('+$25.50')).toHaveCount(0);
    await expect(activityPanel(page).getByText('-$25.50')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Credit Wallet', exact: true }).click();
    await expect(lines(activityPanel(page)).filter({ hasText: 'Held for your offer' })).toHaveText(
      /On hold.*\$25\.50$/,
    );
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await shot(page, `hold-1280-${scheme}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `hold-375-${scheme}`);

    // The seller declines: the wallet follows live, and the same line now reads released.
    const declined = await seller.page.request.post(`/api/trades/${trade.id}/respond`, {
      headers: intentHeaders(),
      data: { action: 'reject' },
    });
    expect(declined.ok(), await declined.text()).toBe(true);
    await expect(page.getByTestId('held-balance')).toHaveText('$0.00');
    await expect(page.getByTestId('available-balance')).toHaveText('$50.00');
    await expect(page.getByTestId('credit-split')).toHaveCount(0);
    await expect(all).toHaveCount(2);
    await expect(all.filter({ hasText: 'Hold released' })).toContainText('· Released');

    // The Add Funds dialog with a quick amount chosen, on both widths.
    await page.getByRole('button', { name: 'Add Funds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Funds' });
    await dialog.getByRole('button', { name: '$25', exact: true }).click();
    await shot(page, `add-funds-375-${scheme}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: '$50', exact: true }).click();
    await shot(page, `add-funds-1280-${scheme}`);
    await buyer.context.close();
    await seller.context.close();
  });
}
