import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auctionByApi, INSTANCES, intentHeaders, memberPage, startAuctionByApi, topUpByApi } from './support';

// The viewer's countdown reads the server's end time (docs/product/live.md, "Auctions"): at the start, after a late
// bid extends the auction, and after the viewer's connection drops and comes back having missed that extension.
// Stream and auction are made through the API: the countdown does not need the video. Through the two instances
// (INSTANCES) where the suite has them: the bids may reach either, and the reconnect may land on the other one.

type Auction = { id: string; endsAt: string | null; currentPriceCents: number };

/** The seconds the server's end time leaves (this machine's clock is the server's). */
const serverSecondsLeft = (auction: Auction) => Math.ceil((Date.parse(auction.endsAt!) - Date.now()) / 1000);

/** The viewer's countdown, in seconds. */
async function shownSecondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Time left' }).first().textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** The countdown agrees with the server's end time to within a second (the tick), read a few times. */
async function expectCountdownAgrees(page: Page, auction: Auction) {
  for (let i = 0; i < 3; i++) {
    const expected = serverSecondsLeft(auction);
    const shown = await shownSecondsLeft(page);
    expect(Math.abs(shown - expected), `shown ${shown} s, server ${expected} s`).toBeLessThanOrEqual(1);
    await page.waitForTimeout(700);
  }
}

async function bidByApi(request: APIRequestContext, auction: Auction, amountCents: number): Promise<Auction> {
  const response = await request.post(`/api/live/auctions/${auction.id}/bids`, {
    data: { amountCents },
    headers: intentHeaders(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Auction;
}

test(
  'the countdown follows the server: at the start, after an extension, after a reconnect',
  INSTANCES,
  async ({ browser }) => {
    test.setTimeout(90_000);
    const streamer = await memberPage(browser, 'cdstreamer');
    const { streamId, auctionId } = await auctionByApi(
      streamer.page.request,
      { stream: 'Vase hour', item: 'Countdown vase' },
      30,
    );

    const viewer = await memberPage(browser, 'cdviewer');
    await viewer.page.goto(`/live/${streamId}`);
    await expect(viewer.page.getByRole('heading', { name: 'Vase hour' })).toBeVisible();

    // The start: 0:30 or 0:29, never more than the 30 seconds chosen.
    let auction = await startAuctionByApi<Auction>(streamer.page.request, auctionId);
    await expect(viewer.page.getByRole('timer', { name: 'Time left' }).first()).toBeVisible();
    expect(await shownSecondsLeft(viewer.page)).toBeLessThanOrEqual(30);
    await expectCountdownAgrees(viewer.page, auction);

    // A bid in the last 10 seconds extends the auction to 10 seconds from the bid, live.
    const bidders = [await memberPage(browser, 'cdbida'), await memberPage(browser, 'cdbidb')];
    for (const bidder of bidders) await topUpByApi(bidder.page, 5000);
    await expect
      .poll(() => serverSecondsLeft(auction), { timeout: 30_000, intervals: [250] })
      .toBeLessThan(8);
    auction = await bidByApi(bidders[0]!.page.request, auction, 1100);
    expect(serverSecondsLeft(auction)).toBeGreaterThanOrEqual(9);
    await expect(viewer.page.getByLabel('Current price').first()).toHaveText('$11.00');
    await expectCountdownAgrees(viewer.page, auction);

    // The viewer's connection drops; meanwhile another late bid extends it again; back online, the page catches up.
    await expect
      .poll(() => serverSecondsLeft(auction), { timeout: 15_000, intervals: [250] })
      .toBeLessThan(7);
    await viewer.page.context().setOffline(true);
    auction = await bidByApi(bidders[1]!.page.request, auction, 1200);
    await viewer.page.waitForTimeout(1000);
    await viewer.page.context().setOffline(false);
    await expect(viewer.page.getByLabel('Current price').first()).toHaveText('$12.00', { timeout: 8_000 });
    await expectCountdownAgrees(viewer.page, auction);

    for (const page of [viewer.page, streamer.page, ...bidders.map((b) => b.page)])
      await page.context().close();
  },
);
