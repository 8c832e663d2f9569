import { expect, test } from '@playwright/test';
import {
  auctionByApi,
  intentHeaders,
  memberPage,
  SHOTS_DIR,
  startAuctionByApi,
  topUpByApi,
  walletOf,
} from './support';

// Maximum bids (docs/product/live.md, "Maximum bids"): a rival's maximum answers a member's bid at once; the member
// then bids with a higher maximum, leads one increment above the rival's, sees their own maximum (nobody else does)
// and raises it. Stream and auction are made through the API: bidding does not need the video.

test('a maximum bids for its member, beats a lower one by an increment, stays secret, and can be raised', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const streamer = await memberPage(browser, 'maxstreamer');
  const { streamId, auctionId } = await auctionByApi(
    streamer.page.request,
    { stream: 'Denim by the kilo', item: 'Selvedge jeans W32' },
    180,
  );
  await startAuctionByApi(streamer.page.request, auctionId);

  // A rival bids up to $40 through the API: the price is the lowest that leads, $11.
  const rival = await memberPage(browser, 'maxrival');
  await topUpByApi(rival.page, 5000);
  const rivalBid = await rival.page.request.post(`/api/live/auctions/${auctionId}/bids`, {
    data: { maxCents: 4000 },
    headers: intentHeaders(),
  });
  expect(rivalBid.status(), await rivalBid.text()).toBe(201);

  const bidder = await memberPage(browser, 'maxbidder');
  await topUpByApi(bidder.page, 5000);
  const room = bidder.page;
  await room.goto(`/live/${streamId}`);
  await expect(room.getByLabel('Current price')).toHaveText('$11.00');

  // A $20 bid is beaten the moment it is placed: the rival's maximum leads at $21.
  await room.getByLabel('Your bid').fill('20');
  await room.getByRole('button', { name: 'Place Bid' }).click();
  await expect(room.getByText("Another bidder's maximum is higher. The price is now $21.00.")).toBeVisible();
  await expect(room.getByLabel('Current price')).toHaveText('$21.00');
  expect((await walletOf(room)).heldCents).toBe(0);

  // A bid of $22 with a maximum of $45 leads at $41, one increment above the rival's $40; $45 is held.
  await expect(room.getByLabel('Your bid')).toHaveValue('22.00');
  await room.getByLabel(/Maximum bid/).fill('45');
  await room.getByRole('button', { name: 'Place Bid' }).click();
  await expect(room.getByText('Bid Placed!')).toBeVisible();
  await expect(room.getByLabel('Current price')).toHaveText('$41.00');
  await expect(room.getByText("You're the highest bidder · your maximum $45.00")).toBeVisible();
  await expect.poll(async () => (await walletOf(room)).heldCents).toBe(4500);

  // Anyone else sees the price and the bids, never the maximum.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/live/${streamId}`);
  await expect(visitor.getByLabel('Current price')).toHaveText('$41.00');
  await expect(visitor.getByText('$45.00')).toHaveCount(0);

  // The leader raises the maximum to $48 without moving the price.
  await room.getByLabel(/Maximum bid/).fill('48');
  await room.getByRole('button', { name: 'Raise maximum' }).click();
  await expect(room.getByText('Maximum raised')).toBeVisible();
  await expect(room.getByText("You're the highest bidder · your maximum $48.00")).toBeVisible();
  await expect(room.getByLabel('Current price')).toHaveText('$41.00');
  await expect.poll(async () => (await walletOf(room)).heldCents).toBe(4800);

  const form = room.getByRole('region', { name: 'Live Auction' });
  if (SHOTS_DIR) await form.screenshot({ path: `${SHOTS_DIR}/maximum-bid-desktop.png` });
  await room.setViewportSize({ width: 360, height: 800 });
  await expect(room.getByText("You're the highest bidder · your maximum $48.00")).toBeVisible();
  expect(await room.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  if (SHOTS_DIR) await form.screenshot({ path: `${SHOTS_DIR}/maximum-bid-360.png` });

  const ended = await streamer.page.request.post(`/api/live/streams/${streamId}/end`, {
    headers: intentHeaders(),
  });
  expect(ended.ok(), await ended.text()).toBe(true);
});
