import { describe, expect, it } from 'vitest';
import { isTypingSignalDue } from './typing-signal';

describe('typing signal', () => {
  it('is due at most every 2 seconds', () => {
    expect(isTypingSignalDue(10_000, 0)).toBe(true);
    expect(isTypingSignalDue(11_999, 10_000)).toBe(false);
    expect(isTypingSignalDue(12_000, 10_000)).toBe(true);
  });
});
