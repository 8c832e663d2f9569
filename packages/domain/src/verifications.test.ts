import { describe, expect, it } from 'vitest';
import { isCalendarDate, isOldEnough, rejectedMessage } from './verifications.ts';

describe('dates of birth (docs/product/verification.md, "Submitting")', () => {
  it('knows the calendar', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('1990-4-12')).toBe(false);
  });

  it('counts the 13th birthday from the day itself, and from 1 March for 29 February', () => {
    expect(isOldEnough('2000-06-15', new Date('2013-06-14T23:59:00Z'))).toBe(false);
    expect(isOldEnough('2000-06-15', new Date('2013-06-15T00:00:00Z'))).toBe(true);
    expect(isOldEnough('2000-02-29', new Date('2013-02-28T12:00:00Z'))).toBe(false);
    expect(isOldEnough('2000-02-29', new Date('2013-03-01T00:00:00Z'))).toBe(true);
  });
});

describe('the rejection notification', () => {
  it('quotes the reason as one sentence', () => {
    expect(rejectedMessage('national_id', 'Expired')).toBe(
      'Your National ID verification was rejected: Expired. You can submit a new one in Settings.',
    );
    expect(rejectedMessage('passport', 'Is this yours?')).toBe(
      'Your Passport verification was rejected: Is this yours? You can submit a new one in Settings.',
    );
  });
});
