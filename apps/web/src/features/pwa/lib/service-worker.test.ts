import { describe, expect, it } from 'vitest';
import { navigationTarget } from './service-worker';

describe('navigationTarget', () => {
  it("accepts the worker's navigate message with a path on this site", () => {
    expect(navigationTarget({ type: 'swapyard:navigate', url: '/messages/trade/1' })).toBe(
      '/messages/trade/1',
    );
  });

  it('ignores anything else', () => {
    expect(navigationTarget({ type: 'other', url: '/wallet' })).toBeNull();
    expect(navigationTarget({ type: 'swapyard:navigate', url: 'https://evil.test/' })).toBeNull();
    expect(navigationTarget({ type: 'swapyard:navigate', url: '//evil.test/' })).toBeNull();
    expect(navigationTarget({ type: 'swapyard:navigate' })).toBeNull();
    expect(navigationTarget('hello')).toBeNull();
    expect(navigationTarget(null)).toBeNull();
  });
});
