// @vitest-environment happy-dom
import { LIVE_TEXTS, type LiveMessageList } from '@swapyard/domain/live';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, message } from '../lib/live-test-kit';
import { LiveChat } from './live-chat';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const nora = member('nora');
const list: LiveMessageList = {
  // Newest first, as the server answers.
  messages: [
    message('m2', { sender: member('leo'), message: 'Is it still available?' }),
    message('m1', { sender: nora, type: 'system', message: 'Welcome!' }),
  ],
  total: 2,
};

let sent: { method: string; url: string; body: unknown }[];
let postAnswer: { status: number; body: unknown };
beforeEach(() => {
  sent = [];
  postAnswer = { status: 201, body: message('m3', { sender: member('zara'), message: 'Hi all' }) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET')
      sent.push({ method, url: String(input), body: init.body && JSON.parse(String(init.body)) });
    const answer =
      method === 'POST' && String(input).endsWith('/messages') ? postAnswer : { status: 200, body: list };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderChat(props: { myId: string | null; isStreamer?: boolean; ended?: boolean }) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LiveChat
          streamId="s1"
          myId={props.myId}
          isStreamer={props.isStreamer ?? false}
          ended={props.ended ?? false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the live chat', () => {
  it('shows the count and the messages oldest first, the streamer’s apart', async () => {
    renderChat({ myId: 'id-zara' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^[A-Z]{1,2}@/, '@'))).toEqual([
      '@noraStreamerWelcome!',
      '@leoIs it still available?',
    ]);
    expect(screen.getByText('2 messages')).toBeTruthy();
  });

  it('sends the trimmed message with Enter and ignores a blank one', async () => {
    const user = renderChat({ myId: 'id-zara' });
    const box = await screen.findByPlaceholderText('Send a message...');
    await user.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    await user.type(box, '  Hi all  {Enter}');
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', url: '/api/live/streams/s1/messages', body: { message: 'Hi all' } },
      ]),
    );
    expect(await screen.findByText('Hi all')).toBeTruthy();
    expect(screen.getByText('3 messages')).toBeTruthy();
  });

  it('says why a message was refused when the server explains (too fast, muted)', async () => {
    postAnswer = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Slow down.' } } };
    const user = renderChat({ myId: 'id-zara' });
    await user.type(await screen.findByPlaceholderText('Send a message...'), 'Hello{Enter}');
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(LIVE_TEXTS.messageFailed, { description: 'Slow down.' }),
    );
    // The text comes back to try again.
    expect((screen.getByPlaceholderText('Send a message...') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('asks a visitor to sign in instead of offering the input', async () => {
    renderChat({ myId: null });
    await screen.findAllByRole('listitem');
    expect(screen.queryByPlaceholderText('Send a message...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In to Chat' })).toBeTruthy();
  });

  it('gives the streamer Remove and Mute on viewers’ messages, not on their own', async () => {
    const user = renderChat({ myId: nora.id, isStreamer: true });
    const [own, viewers] = await screen.findAllByRole('listitem');
    expect(within(own!).queryAllByRole('button')).toEqual([]);
    await user.click(within(viewers!).getByRole('button', { name: 'Mute @leo' }));
    await user.click(within(viewers!).getByRole('button', { name: 'Remove message from @leo' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { method: 'POST', url: '/api/live/streams/s1/mutes', body: { userId: 'id-leo' } },
      { method: 'DELETE', url: '/api/live/streams/s1/messages/m2', body: undefined },
    ]);
  });

  it('offers no input once the stream ended', async () => {
    renderChat({ myId: 'id-zara', ended: true });
    await screen.findAllByRole('listitem');
    expect(screen.queryByPlaceholderText('Send a message...')).toBeNull();
  });
});
