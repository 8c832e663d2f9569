import { describe, expect, it } from 'vitest';
import { shouldSignalTyping } from './typing';

describe('typing signal', () => {
  it('is sent for text, at most every 2 seconds', () => {
    expect(shouldSignalTyping('h', 10_000, 0)).toBe(true);
    expect(shouldSignalTyping('hi', 11_999, 10_000)).toBe(false);
    expect(shouldSignalTyping('hi', 12_000, 10_000)).toBe(true);
  });

  it('is never sent for blank text', () => {
    expect(shouldSignalTyping('   ', 10_000, 0)).toBe(false);
  });
});
