import type { ConversationList, ConversationSummary, DirectMessage } from '@swapyard/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  appendToThread,
  applyMessageToConversations,
  applyReadToConversations,
  applyReadToThread,
  removeFromThread,
  replaceInThread,
  threadMessages,
  type ThreadPages,
} from './messages-cache';

const ME = 'me';
let clock = Date.parse('2026-01-01T10:00:00.000Z');
const msg = (
  id: string,
  from: string,
  to: string,
  overrides: Partial<DirectMessage> = {},
): DirectMessage => ({
  id,
  senderId: from,
  recipientId: to,
  content: `text ${id}`,
  createdAt: new Date((clock += 60_000)).toISOString(),
  readAt: null,
  ...overrides,
});
const party = (id: string) => ({
  id,
  username: id,
  fullName: `Member ${id}`,
  avatarUrl: null,
  themeColor: '#6366f1',
});
const conversation = (id: string, unreadCount: number, time: string): ConversationSummary => ({
  counterpart: party(id),
  lastMessage: 'old',
  lastMessageTime: time,
  lastMessageFromMe: false,
  unreadCount,
});
const thread = (...pages: DirectMessage[][]): ThreadPages => ({
  pages: pages.map((messages) => ({ counterpart: party('b'), messages, nextCursor: null })),
  pageParams: pages.map(() => undefined),
});

describe('applyMessageToConversations', () => {
  const base = (): ConversationList => ({
    conversations: [
      conversation('c', 0, '2026-01-01T09:00:00.000Z'),
      conversation('b', 1, '2026-01-01T08:00:00.000Z'),
    ],
    unreadCount: 1,
  });

  it('puts the conversation on top with the message, counting an incoming one unread', () => {
    const next = applyMessageToConversations(base(), msg('1', 'b', ME), ME)!;
    expect(next.conversations.map((c) => c.counterpart.id)).toEqual(['b', 'c']);
    expect(next.conversations[0]).toMatchObject({
      lastMessage: 'text 1',
      lastMessageFromMe: false,
      unreadCount: 2,
    });
    expect(next.unreadCount).toBe(2);
  });

  it('does not count my own message unread, and marks it mine', () => {
    const next = applyMessageToConversations(base(), msg('2', ME, 'c'), ME)!;
    expect(next.conversations[0]).toMatchObject({
      lastMessage: 'text 2',
      lastMessageFromMe: true,
      unreadCount: 0,
    });
    expect(next.unreadCount).toBe(1);
  });

  it('ignores a repeated or older event', () => {
    const once = applyMessageToConversations(base(), msg('3', 'b', ME), ME)!;
    const repeated = { ...msg('3', 'b', ME), createdAt: once.conversations[0]!.lastMessageTime };
    expect(applyMessageToConversations(once, repeated, ME)).toBe(once);
    const older = msg('4', 'c', ME, { createdAt: '2026-01-01T00:00:00.000Z' });
    expect(applyMessageToConversations(base(), older, ME)?.unreadCount).toBe(1);
  });

  it('answers null for a counterpart not listed yet (the list is refetched)', () => {
    expect(applyMessageToConversations(base(), msg('5', 'new', ME), ME)).toBeNull();
  });
});

describe('applyReadToConversations', () => {
  it('clears the conversation I read and takes it off the total', () => {
    const list: ConversationList = {
      conversations: [
        conversation('b', 3, '2026-01-01T08:00:00.000Z'),
        conversation('c', 2, '2026-01-01T07:00:00.000Z'),
      ],
      unreadCount: 5,
    };
    const next = applyReadToConversations(list, { readerId: ME, senderId: 'b', readAt: 'now' }, ME);
    expect(next.conversations.map((c) => c.unreadCount)).toEqual([0, 2]);
    expect(next.unreadCount).toBe(2);
    // The other member reading mine changes nothing here.
    expect(applyReadToConversations(list, { readerId: 'b', senderId: ME, readAt: 'now' }, ME)).toBe(list);
  });
});

describe('threads', () => {
  it('appends to the newest page once, and shows oldest first across pages', () => {
    const older = [msg('o1', 'b', ME)];
    const newer = [msg('n1', ME, 'b')];
    const t = thread(newer, older);
    const m = msg('n2', 'b', ME);
    const next = appendToThread(t, m);
    expect(threadMessages(next).map((x) => x.id)).toEqual(['o1', 'n1', 'n2']);
    expect(appendToThread(next, m)).toBe(next);
  });

  it('an optimistic message is replaced by the stored one, whichever arrives first, or removed on failure', () => {
    const temp = msg('temp-1', ME, 'b', { content: 'hi' });
    const stored = msg('real', ME, 'b', { content: 'hi' });
    const withTemp = appendToThread(thread([msg('a', 'b', ME)]), temp);
    // The answer first, then the live event.
    const answered = replaceInThread(withTemp, temp.id, stored);
    expect(threadMessages(answered).map((x) => x.id)).toEqual(['a', 'real']);
    expect(threadMessages(appendToThread(answered, stored)).map((x) => x.id)).toEqual(['a', 'real']);
    // The live event first, then the answer.
    const live = appendToThread(withTemp, stored);
    expect(threadMessages(live).map((x) => x.id)).toEqual(['a', 'real']);
    expect(threadMessages(replaceInThread(live, temp.id, stored)).map((x) => x.id)).toEqual(['a', 'real']);
    // Failure: rolled back.
    expect(threadMessages(removeFromThread(withTemp, temp.id)).map((x) => x.id)).toEqual(['a']);
  });

  it('marks read only what the sender sent the reader', () => {
    const t = thread([msg('x', 'b', ME), msg('y', ME, 'b'), msg('z', 'b', ME, { readAt: 'earlier' })]);
    const next = applyReadToThread(t, { readerId: ME, senderId: 'b', readAt: 'now' });
    expect(threadMessages(next).map((m) => m.readAt)).toEqual(['now', null, 'earlier']);
    expect(applyReadToThread(next, { readerId: ME, senderId: 'b', readAt: 'later' })).toBe(next);
  });
});
