import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iceGatheringDone } from './ice-gathering';

/** The part of RTCPeerConnection the wait uses. */
class FakePeer extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'gathering';
  finish() {
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('iceGatheringDone', () => {
  it('resolves at once when gathering is already complete', async () => {
    const peer = new FakePeer();
    peer.iceGatheringState = 'complete';
    await expect(iceGatheringDone(peer)).resolves.toBeUndefined();
  });

  it('resolves when gathering completes', async () => {
    const peer = new FakePeer();
    let done = false;
    void iceGatheringDone(peer, 2_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    peer.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after the cap and goes on with what it has', async () => {
    const peer = new FakePeer();
    let done = false;
    void iceGatheringDone(peer, 2_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
