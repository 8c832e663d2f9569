import { randomUUID } from 'node:crypto';
import type { LiveAuctionList } from '@swapyard/domain/live';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  auctionByApi,
  createConfirmedMember,
  INSTANCES,
  originHeader,
  startAuctionByApi,
  topUpByApi,
} from './support';

// Through the two instances behind HAProxy (scripts/e2e-instances.mjs): its control port, beside the balancer's.
const controlUrl = () => `http://127.0.0.1:${Number(new URL(test.info().project.use.baseURL!).port) + 12}`;
const instances = async () =>
  (await (await fetch(`${controlUrl()}/instances`)).json()) as Array<{ port: number; running: boolean }>;

/**
 * A bid with its own idempotency key. One cut off by the instance dying under it fails where the member sees it (a
 * 502 from the balancer, or the connection closed) and is sent again with that key, as the app's retry does.
 */
async function bidOnce(bidder: APIRequestContext, auctionId: string, amountCents: number) {
  const headers = { ...originHeader(), 'Idempotency-Key': randomUUID() };
  const send = () =>
    bidder.post(`/api/live/auctions/${auctionId}/bids`, { data: { amountCents }, headers }).then(
      (response) => response.status(),
      (error: Error) => error.message,
    );
  const first = await send();
  if (first !== 502 && typeof first === 'number') return { amountCents, answers: [first] };
  return { amountCents, answers: [first, await send()] };
}

const wallet = async (who: APIRequestContext) =>
  (await (await who.get('/api/wallet')).json()) as WalletSummary;

test(
  'an instance killed mid-auction: every bid is answered, and the auction closes once, on time, its price held once',
  INSTANCES,
  async ({ playwright }) => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL!;
    const seller = await playwright.request.newContext({ baseURL });
    const bidder = await playwright.request.newContext({ baseURL });
    await createConfirmedMember(seller, 'killseller');
    await createConfirmedMember(bidder, 'killbidder');
    await topUpByApi({ request: bidder }, 5000);
    const [bidderBefore, sellerBefore] = [await wallet(bidder), await wallet(seller)];
    const { streamId, auctionId } = await auctionByApi(
      seller,
      { stream: 'Kill test', item: 'Wool scarf' },
      30,
    );

    // Started on the first instance itself, whose timer would close it: that instance is the one killed.
    const [first] = await instances();
    const onFirst = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${first!.port}`,
      storageState: await seller.storageState(),
      extraHTTPHeaders: originHeader(),
    });
    const started = await startAuctionByApi(onFirst, auctionId);
    const endsAt = new Date(started.endsAt!).getTime();

    // Bids every 400 ms (the limit is 3 a second) while the first instance is killed under them.
    const bids: Array<ReturnType<typeof bidOnce>> = [];
    let killed: Promise<Response> | undefined;
    for (let i = 0; i < 10; i++) {
      bids.push(bidOnce(bidder, auctionId, 1100 + i * 100));
      if (i === 3) killed = fetch(`${controlUrl()}/instances/0/kill`, { method: 'POST' });
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect((await killed!).ok).toBe(true);
    const answered = await Promise.all(bids);
    // Each bid was placed (201) or refused with a reason; none vanished. One cut off was retried and then answered.
    for (const bid of answered) expect([201, 400, 409, 429]).toContain(bid.answers.at(-1));
    const placed = answered.filter((bid) => bid.answers.at(-1) === 201).map((bid) => bid.amountCents);
    expect(placed.length).toBeGreaterThan(5);
    const price = Math.max(...placed);

    // Closed by the surviving instance's job at its end time, sold once at the highest bid.
    await expect
      .poll(
        async () => {
          const list = (await (
            await seller.get(`/api/live/streams/${streamId}/auctions`)
          ).json()) as LiveAuctionList;
          return list.recent.find((auction) => auction.id === auctionId)?.status;
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toBe('sold');
    const list = (await (
      await seller.get(`/api/live/streams/${streamId}/auctions`)
    ).json()) as LiveAuctionList;
    const sold = list.recent.find((auction) => auction.id === auctionId)!;
    expect(sold.currentPriceCents).toBe(price);
    expect(new Date(sold.endedAt!).getTime() - endsAt).toBeLessThan(3_000);
    // The winner's money is held once, for the price, until the item arrives (docs/product/live.md): every beaten bid's
    // hold came back, whichever instance placed it.
    expect(await wallet(bidder)).toMatchObject({
      totalCents: bidderBefore.totalCents,
      heldCents: price,
      availableCents: bidderBefore.availableCents - price,
    });
    expect(await wallet(seller)).toMatchObject({ totalCents: sellerBefore.totalCents });

    // The instance comes back for the journeys after this one.
    expect((await fetch(`${controlUrl()}/instances/0/start`, { method: 'POST' })).ok).toBe(true);
    expect(await instances()).toEqual([
      expect.objectContaining({ running: true }),
      expect.objectContaining({ running: true }),
    ]);
  },
);
