import { expect } from 'vitest';
import { swapCircleListSchema, swapCircleSchema, type SwapCircle } from '@swapyard/domain';
import type { TestApp } from '../../test/test-app.ts';
import { item, member, type Member } from '../trades/trade-test-kit.ts';
import { solveCircles } from './solve.ts';

/** Shared by the swap circle tests: members with items that want each other's, and the circles they are offered. */
export {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  type Member,
} from '../trades/trade-test-kit.ts';

export interface Swapper extends Member {
  itemId: string;
}

/**
 * Members each owning one item of the given value (dollars) and wanting the next member's item, the last wanting
 * the first's: a loop of `values.length` members. `money`: each member's wallet.
 */
export async function loopOf(
  t: TestApp,
  values: number[],
  money: { creditCents?: number; cashCents?: number } = {},
): Promise<Swapper[]> {
  const swappers: Swapper[] = [];
  for (const dollars of values) {
    const someone = await member(t, money);
    const own = await item(t, someone.user, { valueCents: dollars * 100 });
    swappers.push({ ...someone, itemId: own.id });
  }
  for (const [index, swapper] of swappers.entries()) {
    const next = swappers[(index + 1) % swappers.length]!;
    const res = await swapper.client.request(`/api/items/${next.itemId}/want`, { method: 'PUT' });
    expect(res.status).toBe(200);
  }
  return swappers;
}

export const solve = (t: TestApp) => solveCircles({ db: t.db });

export async function circlesOf(someone: Member): Promise<SwapCircle[]> {
  const res = await someone.client.get('/api/circles');
  expect(res.status).toBe(200);
  const body = swapCircleListSchema.parse(await res.json());
  return body.circles;
}

export async function circleOf(res: Response, status = 200): Promise<SwapCircle> {
  const body = (await res.json()) as SwapCircle;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(swapCircleSchema.parse(body)).toEqual(body);
  return body;
}

export const accept = (someone: Member, circleId: string, body: object = {}) =>
  someone.client.post(`/api/circles/${circleId}/accept`, body);
export const decline = (someone: Member, circleId: string) =>
  someone.client.post(`/api/circles/${circleId}/decline`, {});

/** The one circle proposed to the member. */
export async function onlyCircleId(someone: Member): Promise<string> {
  const circles = await circlesOf(someone);
  expect(circles).toHaveLength(1);
  return circles[0]!.id;
}
