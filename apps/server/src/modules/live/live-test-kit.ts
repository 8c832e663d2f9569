import { expect } from 'vitest';
import type { LiveAuction, LiveStream, PlaceBid } from '@swapyard/domain';
import {
  createItem,
  createUser,
  signedInClient,
  type ItemOverrides,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { fund } from '../../test/funding.ts';
import * as wallet from '../wallet/service.ts';

/** Shared by the live tests: members with money, a streamer live with an item, answers checked. */
export { expectSoundLedger } from '../../test/ledger-checks.ts';

export interface Member {
  user: TestUser;
  client: TestClient;
  id: string;
}

/** A signed-in member with `creditCents` from a card top-up and `cashCents` from a sale. */
export async function member(t: TestApp, money: { creditCents?: number; cashCents?: number } = {}) {
  const user = await createUser(t);
  await fund(t, user.id, money);
  return { user, id: user.id, client: await signedInClient(t, user) } satisfies Member;
}

export const balances = (t: TestApp, userId: string) => wallet.memberBalances(t.db, userId);

export async function json<T>(res: Response, status: number): Promise<T> {
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** An error answer; a contract's refusal (400) names the field first ('Invalid json: message: …'). */
export async function expectError(res: Response, status: number, message: string) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (body.error.code === 'VALIDATION_FAILED') expect(body.error.message.endsWith(message)).toBe(true);
  else expect(body.error.message).toBe(message);
}

export async function goLive(streamer: Member, title = 'Friday closet clear-out'): Promise<LiveStream> {
  return json<LiveStream>(await streamer.client.post('/api/live/streams', { title }), 200);
}

/** A streamer live with an auction of a new item of theirs, started unless `start` is false. */
export async function liveAuction(
  t: TestApp,
  streamer: Member,
  input: {
    startingPriceCents?: number;
    reservePriceCents?: number | null;
    suddenDeath?: boolean;
    start?: boolean;
  } = {},
  item: ItemOverrides = {},
): Promise<{ stream: LiveStream; auction: LiveAuction }> {
  const stream = await goLive(streamer);
  const listed = await createItem(t, streamer.user, item);
  let auction = await json<LiveAuction>(
    await streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
      itemId: listed.id,
      startingPriceCents: input.startingPriceCents ?? 1000,
      reservePriceCents: input.reservePriceCents ?? null,
      durationSeconds: 60,
      ...(input.suddenDeath === undefined ? {} : { suddenDeath: input.suddenDeath }),
    }),
    201,
  );
  if (input.start !== false) {
    auction = await json<LiveAuction>(
      await streamer.client.post(`/api/live/auctions/${auction.id}/start`),
      200,
    );
  }
  return { stream, auction };
}

export const bid = (bidder: Member, auctionId: string, amountCents: number) =>
  bidder.client.post(`/api/live/auctions/${auctionId}/bids`, { amountCents });

/** A bid with a maximum, a maximum alone, or both (docs/product/live.md, "Maximum bids"). */
export const bidUpTo = (bidder: Member, auctionId: string, body: PlaceBid) =>
  bidder.client.post(`/api/live/auctions/${auctionId}/bids`, body);
