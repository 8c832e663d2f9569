import { expect, test, type Page } from '@playwright/test';
import {
  auctionByApi,
  countRequests,
  DEMO_PASSWORD,
  listItemByApi,
  memberPage,
  signInByApi,
  startAuctionByApi,
  topUpByApi,
  walletOf,
} from './support';

// A double-click on a button that sends something sends it once, and its second click never reaches what lies under
// a dialog that closes or a page that changes (docs/product/app-shell.md, "One press, one action"). Each money-moving
// button is double-clicked here; the swap circle’s Accept is in swap-circles.spec.ts.

test.use({ viewport: { width: 1280, height: 900 } });

/** Lets a dropped second click show any effect it would have had before the test looks. */
const settle = (page: Page) => page.waitForTimeout(500);

test('Send Offer and Accept Trade, double-clicked: one offer, one acceptance, each page where it should be', async ({
  browser,
}) => {
  // Two members, an offer and its acceptance: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const seller = await memberPage(browser, 'dcseller');
  const boots = await listItemByApi(seller.page.request, { title: 'Double-click boots', valueCents: 2000 });
  const buyer = await memberPage(browser, 'dcbuyer');
  await topUpByApi(buyer.page, 2500);

  await buyer.page.goto(`/item/${boots.id}?offer=buy`);
  const dialog = buyer.page.getByRole('dialog', { name: 'Buy It Now' });
  const amount = dialog.getByLabel('Your cash offer');
  // The path that once left a white page: an invalid amount first, then the asking price.
  await amount.fill('0');
  await amount.blur();
  await expect(dialog.getByText('Please enter a valid cash offer amount')).toBeVisible();
  await amount.fill('20');
  const offers = countRequests(buyer.page, 'POST', /^\/api\/trades$/);
  await dialog.getByRole('button', { name: 'Send Offer of $20.00' }).dblclick();
  await buyer.page.waitForURL(/\/messages\/trade\//);
  const summary = buyer.page.getByRole('region', { name: 'Trade summary' });
  await expect(summary).toContainText('Buy It Now cash offer');
  await settle(buyer.page);
  await expect(summary).toBeVisible();
  expect(offers()).toBe(1);
  expect((await walletOf(buyer.page)).heldCents).toBe(2000);

  await seller.page.goto(buyer.page.url());
  const answers = countRequests(seller.page, 'POST', /^\/api\/trades\/[^/]+\/respond$/);
  await seller.page.getByRole('button', { name: 'Accept Trade' }).dblclick();
  await expect(seller.page.getByText('Trade Accepted!')).toBeVisible();
  await settle(seller.page);
  expect(answers()).toBe(1);
  // The second click did not land on what replaced the buttons.
  await expect(seller.page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(seller.page.getByText(/^Waiting for .* to choose how to get it\.$/)).toBeVisible();
  await seller.page.context().close();
  await buyer.page.context().close();
});

test('Add Funds and Request Withdrawal, double-clicked: one checkout tab, one withdrawal', async ({
  page,
}) => {
  // theo has $48.00 of cash from a demo sale (seed-wallets.ts), which no other journey spends.
  await signInByApi(page, 'theo', DEMO_PASSWORD);
  await page.goto('/wallet');

  await page.getByRole('button', { name: 'Add Funds' }).click();
  const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
  await addFunds.getByRole('button', { name: '$25', exact: true }).click();
  const checkouts = countRequests(page, 'POST', /^\/api\/payments\/checkout$/);
  const tabs: Page[] = [];
  page.context().on('page', (tab) => tabs.push(tab));
  await addFunds.getByRole('button', { name: 'Pay $25.00' }).dblclick();
  await expect.poll(() => tabs.length).toBe(1);
  await tabs[0]!.waitForURL(/\/checkout\/sandbox\//);
  await settle(page);
  expect(checkouts()).toBe(1);
  expect(tabs).toHaveLength(1);
  await tabs[0]!.close();

  const cashBefore = (await walletOf(page)).cashCents;
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw Funds' });
  await withdraw.getByLabel('Withdrawal Amount').fill('10');
  await withdraw.getByLabel('Withdrawal Method').selectOption('bank_transfer');
  await withdraw.getByLabel('Account Holder Name').fill('Theo Demo');
  await withdraw.getByLabel('Account Number').fill('123456789');
  await withdraw.getByLabel('Routing Number').fill('021000021');
  const withdrawals = countRequests(page, 'POST', /^\/api\/wallet\/withdrawals$/);
  await withdraw.getByRole('button', { name: 'Request Withdrawal' }).dblclick();
  await expect(page.getByText('Withdrawal Requested', { exact: true })).toBeVisible();
  await settle(page);
  expect(withdrawals()).toBe(1);
  expect((await walletOf(page)).cashCents).toBe(cashBefore - 1000);
  // Nothing under the closed dialog was pressed: no cancel confirmation opened.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const line = page.getByRole('region', { name: 'Withdrawal History' }).getByRole('listitem').first();
  await expect(line).toContainText('Pending');
  // Put back, so the demo balance stays as seeded.
  await line.getByRole('button', { name: 'Cancel withdrawal of $10.00' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(line).toContainText('Cancelled');
});

test('Place Bid, double-clicked: one bid, one hold', async ({ browser }) => {
  const streamer = await memberPage(browser, 'dcstreamer');
  const { streamId, auctionId } = await auctionByApi(
    streamer.page.request,
    { stream: 'Lamp night', item: 'Double-click lamp' },
    120,
  );
  await startAuctionByApi(streamer.page.request, auctionId);

  const bidder = await memberPage(browser, 'dcbidder');
  await topUpByApi(bidder.page, 2500);
  await bidder.page.goto(`/live/${streamId}`);
  await expect(bidder.page.getByLabel('Your bid')).toHaveValue('11.00');
  const bids = countRequests(bidder.page, 'POST', /^\/api\/live\/auctions\/[^/]+\/bids$/);
  await bidder.page.getByRole('button', { name: 'Place Bid' }).dblclick();
  await expect(bidder.page.getByText('Bid Placed!')).toBeVisible();
  await settle(bidder.page);
  expect(bids()).toBe(1);
  expect((await walletOf(bidder.page)).heldCents).toBe(1100);
  await expect(bidder.page.getByLabel('Current price')).toHaveText('$11.00');
  await bidder.page.context().close();
  await streamer.page.context().close();
});
