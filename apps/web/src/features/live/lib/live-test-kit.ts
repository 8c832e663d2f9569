import type { LiveMessage, LiveStream } from '@swapyard/domain/live';

// Shapes for the live feature's unit tests.

export const member = (username: string) => ({
  id: `id-${username}`,
  username,
  fullName: `${username[0]?.toUpperCase()}${username.slice(1)} Test`,
  avatarUrl: null,
});

export { exampleAuction as auction } from '@swapyard/domain/realtime-examples';

export const message = (id: string, overrides: Partial<LiveMessage> = {}): LiveMessage => ({
  id,
  streamId: 's1',
  sender: member('leo'),
  message: `message ${id}`,
  type: 'chat',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

export const stream = (overrides: Partial<LiveStream> = {}): LiveStream => ({
  id: 's1',
  title: 'Vintage denim',
  status: 'live',
  streamer: member('nora'),
  viewerCount: 3,
  startedAt: '2026-11-26T09:00:00.000Z',
  endedAt: null,
  activeAuction: null,
  ...overrides,
});
