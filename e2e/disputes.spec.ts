import { expect, test } from '@playwright/test';
import type { Trade } from '@swapyard/domain/trades';
import { pngImage } from './images';
import {
  DEMO_PASSWORD,
  intentHeaders,
  listItemByApi,
  memberPage,
  signInByApi,
  topUpByApi,
  walletOf,
} from './support';

// A member disputes a trade and staff decide it (docs/product/disputes.md).

const SHOTS = process.env.E2E_SHOTS_DIR;

test('a buyer disputes a trade with a photo; an admin splits the held money and both wallets change', async ({
  browser,
}) => {
  const seller = await memberPage(browser, 'seller');
  const buyer = await memberPage(browser, 'buyer');
  const lamp = await listItemByApi(seller.page.request, { title: 'Disputed brass lamp', valueCents: 2500 });
  await topUpByApi(buyer.page, 2500);
  await expect.poll(async () => (await walletOf(buyer.page)).creditCents).toBe(2500);
  const sent = await buyer.page.request.post('/api/trades', {
    headers: intentHeaders(),
    data: { kind: 'cash', ownerItemId: lamp.id, cashCents: 2500, paymentMethod: 'credit' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const trade = (await sent.json()) as Trade;
  const accepted = await seller.page.request.post(`/api/trades/${trade.id}/respond`, {
    headers: intentHeaders(),
    data: { action: 'accept' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The buyer: the lamp never came.
  const page = buyer.page;
  await page.goto(`/messages/trade/${trade.id}`);
  const card = page.getByRole('region', { name: 'Dispute', exact: true });
  await card.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog.getByText('Please choose what went wrong')).toBeVisible();
  await dialog.getByLabel('What went wrong?').selectOption({ label: 'Item not received' });
  await dialog.getByLabel('Describe the problem').fill('Paid two weeks ago; the lamp never arrived.');
  await dialog.getByLabel('Evidence photos').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: pngImage(160, 120, [30, 120, 200]),
  });
  await expect(dialog.getByRole('img', { name: 'Evidence' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(page.getByText('Dispute opened')).toBeVisible();
  await expect(card.getByText('Dispute open', { exact: true })).toBeVisible();

  // The admin.
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, 'ava', DEMO_PASSWORD);
  await staff.goto('/admin?tab=disputes');
  const row = staff
    .getByRole('table', { name: 'Disputes' })
    .getByRole('row')
    .filter({ hasText: `@${buyer.member.username}` });
  await expect(row.getByText('high')).toBeVisible();
  await row.getByRole('button', { name: 'Resolve' }).click();
  const details = staff.getByRole('dialog', { name: 'Dispute details' });
  await expect(details.getByText('Paid two weeks ago; the lamp never arrived.')).toBeVisible();
  await expect(details.getByRole('img', { name: 'Evidence 1' })).toBeVisible();
  // The trade: who gives what, with the amounts, and no raw trade id.
  const tradeCard = details.getByRole('region', { name: 'Trade' });
  await expect(tradeCard.getByText('Cash purchase · Accepted')).toBeVisible();
  const ownerGives = tradeCard.getByRole('list', { name: 'Owner gives' });
  await expect(ownerGives.getByText('Disputed brass lamp')).toBeVisible();
  await expect(ownerGives.getByText('$25.00')).toBeVisible();
  await expect(tradeCard.getByText(`@${seller.member.username}`)).toBeVisible();
  const requesterGives = tradeCard.getByRole('list', { name: 'Requester gives' });
  await expect(requesterGives.getByText('Cash')).toBeVisible();
  await expect(requesterGives.getByText('$25.00')).toBeVisible();
  await expect(tradeCard.getByText(`@${buyer.member.username}`)).toBeVisible();
  await expect(details.getByText(trade.id)).toHaveCount(0);
  await expect(details.getByText('Offer accepted')).toBeVisible();
  await expect(details.getByText('Money held for this trade: $25.00')).toBeVisible();
  if (SHOTS) {
    for (const width of [360, 1280]) {
      await staff.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await staff.waitForTimeout(300);
      await staff.screenshot({ path: `${SHOTS}/dispute-detail-${width}.png` });
    }
  }
  await details
    .getByPlaceholder('Describe the resolution or decision...')
    .fill('Seller shipped late; partial refund.');
  await details.getByLabel('Split it').check();
  await details.getByLabel(/^Paid to/).fill('10');
  await details.getByRole('button', { name: 'Resolve' }).click();
  await expect(staff.getByText('Dispute Updated')).toBeVisible();
  await expect(row.getByText('Resolved')).toBeVisible();

  await expect.poll(async () => (await walletOf(buyer.page)).creditCents).toBe(1500);
  expect((await walletOf(seller.page)).cashCents).toBe(1000);
  await page.reload();
  await expect(
    page.getByText('Our moderators resolved the dispute: $10.00 paid out, $15.00 refunded.'),
  ).toBeVisible();
});
