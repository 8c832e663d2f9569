import type { Server } from 'node:http';
import { DIRECT_TYPING_EVENT, type RealtimeEvent } from '@swapyard/domain';
import WebSocket from 'ws';
import type { WebSocketServer } from 'ws';
import { listen } from '../../server.ts';
import type { TestClient } from '../../test/test-client.ts';

/** Tests only: serves `app` on a free port (`app.request` cannot upgrade to a WebSocket). Close it in afterAll. */
export async function listenForSockets(app: {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}) {
  const { server, port, websockets } = await listen(app.fetch, 0, '127.0.0.1');
  return {
    port,
    url: `ws://127.0.0.1:${port}/api/realtime`,
    server: server as Server,
    websockets: websockets as WebSocketServer,
    close: async () => {
      for (const socket of websockets.clients) socket.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Cookie header a signed-in TestClient sends. */
export function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

export type Frame = {
  type: string;
  topic?: string;
  message?: string;
  event?: { type: string; data?: unknown };
};

/** Tests only: a real event told apart by `name` (a typing signal from a member of that id), to publish and find. */
export const marked = (name: string): RealtimeEvent => ({
  type: DIRECT_TYPING_EVENT,
  data: { fromUserId: name },
});

/** Whether `frame` delivers `marked(name)`. */
export const isMarked = (frame: Frame, name: string): boolean =>
  frame.type === 'event' &&
  frame.event?.type === DIRECT_TYPING_EVENT &&
  (frame.event.data as { fromUserId?: unknown } | undefined)?.fromUserId === name;

/** Tests only: a WebSocket client that keeps every frame it receives, to wait for or assert on. */
export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        for (const wake of this.waiters.splice(0)) wake();
        resolve({ code, reason: String(reason) });
      }),
    );
  }

  /** Resolves once open; rejects with `HTTP <status>` if the upgrade is refused. */
  static open(
    url: string,
    headers: Record<string, string> = {},
    options: { autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => {
        reject(new Error(`HTTP ${response.statusCode}`));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame (from `from` on) matching `match`, waiting up to `timeoutMs` for it. */
  async next(
    match: (frame: Frame) => boolean,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<Frame> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    for (;;) {
      const found = this.frames.slice(options.from ?? 0).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED) {
        throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends subscribe and waits for the answer (subscribed or error). */
  async subscribe(topic: string): Promise<Frame> {
    const from = this.frames.length;
    this.send({ type: 'subscribe', topic });
    return this.next((f) => (f.type === 'subscribed' || f.type === 'error') && f.topic === topic, { from });
  }

  close(): void {
    this.ws.close();
  }
}
