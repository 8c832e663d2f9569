import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tradeSchema, type Handover, type Trade } from '@swapyard/domain';
import { tradeHandovers, trades } from '../../db/schema/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import {
  createItem,
  createUser,
  signedInClient,
  type ItemOverrides,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { memberBalances } from '../wallet/ledger.ts';
import { enqueueCompletion } from './escrow.ts';

/** Shared by the trades tests: members with money, items, and assertions on answers and the ledger. */
export { expectSoundLedger } from '../../test/ledger-checks.ts';

export interface Member {
  user: TestUser;
  client: TestClient;
  id: string;
}

export function recorder(): Realtime & { events: Array<{ topic: string; event: RealtimeEvent }> } {
  const events: Array<{ topic: string; event: RealtimeEvent }> = [];
  return { events, publish: async (topic, event) => void events.push({ topic, event }) };
}

import { fund } from '../../test/funding.ts';

export { fund };

export async function member(
  t: TestApp,
  money: { creditCents?: number; cashCents?: number } = {},
): Promise<Member> {
  const user = await createUser(t);
  await fund(t, user.id, money);
  return { user, id: user.id, client: await signedInClient(t, user) };
}

export const item = (t: TestApp, owner: { id: string }, overrides: ItemOverrides = {}) =>
  createItem(t, owner, overrides);

export const balances = (t: TestApp, userId: string) => memberBalances(t.db, userId);

/** A 2xx answer holding a trade that matches the contract. */
export async function tradeOf(res: Response, status = 200): Promise<Trade> {
  const body = (await res.json()) as Trade;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(tradeSchema.parse(body)).toEqual(body);
  return body;
}

export async function expectError(res: Response, status: number, message: string, code?: string) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.message).toBe(message);
  if (code) expect(body.error.code).toBe(code);
}

/**
 * For the tests of the rule before handovers (decision 039): the trade as if accepted before they existed, which
 * completes when both confirm or 14 days after acceptance (its job enqueued as acceptance did then).
 */
export async function acceptedBeforeHandovers(t: TestApp, tradeId: string): Promise<void> {
  await t.db.delete(tradeHandovers).where(eq(tradeHandovers.tradeId, tradeId));
  const [trade] = await t.db
    .update(trades)
    .set({ handover: false })
    .where(eq(trades.id, tradeId))
    .returning();
  await enqueueCompletion(t.db, trade!);
}

/**
 * Every handover of the trade met up for and received: each receiver chooses a meetup, the giver proposes one, the
 * receiver accepts and the giver enters the receiver's handover code; the last one completes the trade.
 */
export async function handOverAll(tradeId: string, members: Member[]): Promise<void> {
  const byId = new Map(members.map((each) => [each.id, each]));
  const handoversOf = async (who: Member) => {
    const res = await who.client.get(`/api/trades/${tradeId}/handovers`);
    return ((await res.json()) as { handovers: Handover[] }).handovers;
  };
  const step = async (who: Member, path: string, body?: unknown) => {
    const res = await who.client.post(path, body);
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const handovers = await handoversOf(members[0]!);
  expect(handovers.length).toBeGreaterThan(0);
  for (const handover of handovers) {
    const [giver, receiver] = [byId.get(handover.giverId)!, byId.get(handover.receiverId)!];
    const at = new Date(Date.now() + 3_600_000).toISOString();
    if (handover.state === 'choosing') {
      await step(receiver, `/api/handovers/${handover.id}/method`, { method: 'meetup' });
    }
    await step(giver, `/api/handovers/${handover.id}/meetup`, { at, place: 'Central Library' });
    await step(receiver, `/api/handovers/${handover.id}/meetup/accept`);
    const code = (await handoversOf(receiver)).find((each) => each.id === handover.id)!.handoverCode;
    await step(giver, `/api/handovers/${handover.id}/code`, { code });
  }
}
