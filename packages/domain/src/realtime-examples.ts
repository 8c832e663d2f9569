import type { LiveAuction } from './live.ts';
import type { Notification } from './notifications.ts';

/*
 * Events' payloads as the server sends them, for the tests of the server, the web app and this package (the realtime
 * union refuses anything else). Not used by the product itself.
 */

export const exampleNotification: Notification = {
  id: 'n1',
  type: 'other',
  title: 'Hello',
  message: 'A test notification',
  link: null,
  read: false,
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};

/** A pending auction of an item named after its id. */
export const exampleAuction = (id = 'a1', overrides: Partial<LiveAuction> = {}): LiveAuction => ({
  id,
  streamId: 's1',
  item: { id: `item-${id}`, title: `Item ${id}`, photos: [], condition: 'good', size: 'm' },
  startingPriceCents: 1000,
  currentPriceCents: 1000,
  reservePriceCents: null,
  hasReserve: false,
  reserveMet: true,
  durationSeconds: 60,
  suddenDeath: false,
  status: 'pending',
  startedAt: null,
  endsAt: null,
  endedAt: null,
  winner: null,
  bidCount: 0,
  recentBids: [],
  myMaxCents: null,
  ...overrides,
});
