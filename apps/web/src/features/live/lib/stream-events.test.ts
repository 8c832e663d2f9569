import { LIVE_EVENTS } from '@swapyard/domain/live';
import { describe, expect, it } from 'vitest';
import { auction, message, stream } from './live-test-kit';
import { readStreamEvent, withStatus, withViewerCount } from './stream-events';

describe('readStreamEvent', () => {
  it('reads each event of a stream topic', () => {
    expect(readStreamEvent({ type: LIVE_EVENTS.message, data: message('a') })).toEqual({
      type: 'message',
      message: message('a'),
    });
    expect(readStreamEvent({ type: LIVE_EVENTS.messageRemoved, data: { id: 'a' } })).toEqual({
      type: 'messageRemoved',
      id: 'a',
    });
    expect(readStreamEvent({ type: LIVE_EVENTS.auction, data: auction('a') })).toEqual({
      type: 'auction',
      auction: auction('a'),
    });
    expect(readStreamEvent({ type: LIVE_EVENTS.viewers, data: { count: 4 } })).toEqual({
      type: 'viewers',
      count: 4,
    });
    expect(readStreamEvent({ type: LIVE_EVENTS.stream, data: { status: 'ended' } })).toEqual({
      type: 'stream',
      status: 'ended',
    });
  });

  it('ignores other events and data that does not fit', () => {
    expect(readStreamEvent({ type: 'trade.updated', data: {} })).toBeNull();
    expect(readStreamEvent({ type: LIVE_EVENTS.viewers, data: { count: 'many' } })).toBeNull();
    expect(readStreamEvent({ type: LIVE_EVENTS.auction, data: { id: 'a' } })).toBeNull();
  });
});

describe('patching the stream', () => {
  it('takes the new viewer count', () => {
    expect(withViewerCount(stream(), 12)?.viewerCount).toBe(12);
    expect(withViewerCount(undefined, 12)).toBeUndefined();
  });

  it('ends: nobody watching, no running auction, the end time kept or set', () => {
    const running = stream({
      activeAuction: { id: 'a', itemTitle: 'Jacket', itemPhoto: null, currentPriceCents: 100, endsAt: null },
    });
    const ended = withStatus(running, 'ended', '2026-11-26T11:00:00.000Z');
    expect(ended).toMatchObject({
      status: 'ended',
      endedAt: '2026-11-26T11:00:00.000Z',
      viewerCount: 0,
      activeAuction: null,
    });
    expect(withStatus(ended, 'live', '2026-11-26T11:01:00.000Z')).toMatchObject({
      status: 'live',
      endedAt: null,
    });
  });
});
