import { DIRECT_MESSAGE_EVENT, DIRECT_READ_EVENT, DIRECT_TYPING_EVENT } from '@swapyard/domain/messages';
import { NOTIFICATION_CREATED_EVENT, NOTIFICATIONS_READ_EVENT } from '@swapyard/domain/notifications';
import { TRADE_CHANGED_EVENT } from '@swapyard/domain/trades';
import { describe, expect, it } from 'vitest';
import { movesMoney } from './moves-money';

describe('movesMoney', () => {
  it('is true for a new notification and a changed trade', () => {
    expect(movesMoney({ type: NOTIFICATION_CREATED_EVENT })).toBe(true);
    expect(movesMoney({ type: TRADE_CHANGED_EVENT })).toBe(true);
  });

  it('is false for direct messages, typing, read receipts and anything unknown', () => {
    for (const type of [
      DIRECT_TYPING_EVENT,
      DIRECT_MESSAGE_EVENT,
      DIRECT_READ_EVENT,
      NOTIFICATIONS_READ_EVENT,
      'something.else',
    ]) {
      expect(movesMoney({ type }), type).toBe(false);
    }
  });
});
