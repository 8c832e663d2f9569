import { describe, expect, it } from 'vitest';
import { msUntilNextPhase, reminderPhase } from './reminder-timing';

const at = 1_000_000;

describe('install reminder timing', () => {
  it('waits 5 s after the app becomes installable', () => {
    expect(reminderPhase(at, at)).toBe('waiting');
    expect(reminderPhase(at, at + 4_999)).toBe('waiting');
    expect(msUntilNextPhase(at, at)).toBe(5_000);
    expect(msUntilNextPhase(at, at + 1_500)).toBe(3_500);
  });

  it('shows for 10 s from then', () => {
    expect(reminderPhase(at, at + 5_000)).toBe('visible');
    expect(reminderPhase(at, at + 14_999)).toBe('visible');
    expect(msUntilNextPhase(at, at + 5_000)).toBe(10_000);
    expect(msUntilNextPhase(at, at + 12_000)).toBe(3_000);
  });

  it('is over after 15 s, for good', () => {
    expect(reminderPhase(at, at + 15_000)).toBe('over');
    expect(reminderPhase(at, at + 3_600_000)).toBe('over');
    expect(msUntilNextPhase(at, at + 15_000)).toBeNull();
  });
});
