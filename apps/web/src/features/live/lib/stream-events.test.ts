import { describe, expect, it } from 'vitest';
import { stream } from './live-test-kit';
import { withStatus, withViewerCount } from './stream-events';

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
