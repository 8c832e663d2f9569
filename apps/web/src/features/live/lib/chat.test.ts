import { describe, expect, it } from 'vitest';
import { addChatMessage, removeChatMessage, shownChatMessages } from './chat';
import { message } from './live-test-kit';

describe('the chat cache', () => {
  it('adds a message first (the list is newest first) and counts it', () => {
    const list = addChatMessage({ messages: [message('a')], total: 7 }, message('b'));
    expect(list.messages.map((m) => m.id)).toEqual(['b', 'a']);
    expect(list.total).toBe(8);
  });

  it('adds a message once, though the sender gets it from the answer and from the event', () => {
    const once = addChatMessage({ messages: [], total: 0 }, message('a'));
    expect(addChatMessage(once, message('a'))).toEqual(once);
  });

  it('removes a message and counts one less; a message not here changes nothing', () => {
    const list = { messages: [message('b'), message('a')], total: 2 };
    expect(removeChatMessage(list, 'a')).toEqual({ messages: [message('b')], total: 1 });
    expect(removeChatMessage(list, 'zzz')).toBe(list);
    expect(removeChatMessage(undefined, 'a')).toBeUndefined();
  });

  it('shows the newest 20, oldest at the top', () => {
    const newestFirst = Array.from({ length: 30 }, (_, i) => message(String(30 - i)));
    const shown = shownChatMessages({ messages: newestFirst, total: 30 });
    expect(shown).toHaveLength(20);
    expect(shown[0]?.id).toBe('11');
    expect(shown.at(-1)?.id).toBe('30');
  });
});
