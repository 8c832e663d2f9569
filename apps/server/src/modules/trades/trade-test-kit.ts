import { expect } from 'vitest';
import { tradeSchema, type Trade } from '@swapyard/domain';
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
