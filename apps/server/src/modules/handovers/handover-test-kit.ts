import { expect } from 'vitest';
import { handoverSchema, type Handover } from '@swapyard/domain';
import type { Member } from '../trades/trade-test-kit.ts';

/** Shared by the handovers tests: an address to ship to, a trade's handovers as its member sees them, and a step. */

export const homeAddress = (name = 'Bea Buyer') => ({
  name,
  line1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country: 'us',
});

/** The trade's handovers, as `who` reads them (each checked against the published schema). */
export async function handoversOf(who: Member, tradeId: string): Promise<Handover[]> {
  const res = await who.client.get(`/api/trades/${tradeId}/handovers`);
  const body = (await res.json()) as { handovers: Handover[] };
  expect(res.status, JSON.stringify(body)).toBe(200);
  for (const each of body.handovers) expect(handoverSchema.parse(each)).toEqual(each);
  return body.handovers;
}

/** POST /api/handovers/{id}/{step} as `who`. */
export const postStep = (who: Member, handoverId: string, step: string, body?: unknown) =>
  who.client.post(`/api/handovers/${handoverId}/${step}`, body);
