import type { TradeMessage } from '@swapyard/domain/trades';
import { describe, expect, it } from 'vitest';
import { appendMessage } from './trade-messages';

const message = (id: string): TradeMessage => ({
  id,
  tradeId: 't1',
  senderId: 'u1',
  content: `message ${id}`,
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('appendMessage', () => {
  it('adds a message at the end (oldest first)', () => {
    expect(appendMessage({ messages: [message('a')] }, message('b')).messages.map((m) => m.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('adds a message once, though the sender gets it from the answer and the live event', () => {
    const list = appendMessage({ messages: [message('a')] }, message('a'));
    expect(list.messages).toHaveLength(1);
  });

  it('starts a list when none is cached yet', () => {
    expect(appendMessage(undefined, message('a')).messages).toHaveLength(1);
  });
});
