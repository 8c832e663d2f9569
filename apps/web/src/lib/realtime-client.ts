import { serverMessageSchema, type ClientMessage, type RealtimeEvent } from '@swapyard/domain/realtime';

/*
 * The one WebSocket of a tab to `/api/realtime` (protocol: packages/domain/src/realtime.ts), without React. Opened
 * when the first topic is subscribed, closed a moment after the last is dropped; reconnects with exponential
 * back-off and jitter, resubscribes every topic, then tells listeners to refetch what they may have missed. A close
 * with 4401 (the session ended) stops it until a topic is subscribed again. Every frame is read with the domain's
 * `serverMessageSchema`: listeners get events typed by their `type`, and a frame that is not one of the protocol's
 * (an unknown event, data that does not fit its type) is ignored, as any unknown frame is.
 */

export type { RealtimeEvent };

/** The part of the browser's WebSocket used here. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface TopicListener {
  event(event: RealtimeEvent): void;
  /** The topic is subscribed again after a reconnect (or the server lost events): refetch what may be missed. */
  reconnect?(): void;
  /**
   * The server confirmed the topic's first subscription on this connection: events from now on arrive. Whatever
   * was fetched before this moment may already have missed one (it happened between the fetch and now).
   */
  subscribed?(): void;
  /** The server refused the subscription. */
  refused?(message: string): void;
}

export interface RealtimeClientOptions {
  url: string | (() => string);
  /** Default: the browser's WebSocket. */
  createSocket?: (url: string) => SocketLike;
  /** First retry delay; doubles with every failed attempt up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A ping every pingIntervalMs; no frame back within pongTimeoutMs → the connection is dead: reconnect. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  /** How long the socket stays open with no topic (a page switch unsubscribes then subscribes again). */
  idleCloseMs?: number;
  random?: () => number;
}

const OPEN = 1;
/** The server's close code when the session ended: reconnecting would only be refused. */
export const CLOSE_SESSION_ENDED = 4401;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export class RealtimeClient {
  private readonly topics = new Map<string, Set<TopicListener>>();
  private readonly reconnectCallbacks = new Set<() => void>();
  private socket: SocketLike | undefined;
  private state: RealtimeStatus = 'idle';
  private attempt = 0;
  private connectedBefore = false;
  /** Topics whose subscription answer is awaited after a reconnect, before the reconnect callbacks run. */
  private resubscribing = new Set<string>();
  /** Topics subscribed for the first time whose answer is awaited (see TopicListener.subscribed). */
  private firstSubscribing = new Set<string>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Omit<RealtimeClientOptions, 'url' | 'createSocket'>> &
    Pick<RealtimeClientOptions, 'url' | 'createSocket'>;

  constructor(options: RealtimeClientOptions) {
    this.options = {
      initialDelayMs: 1_000,
      maxDelayMs: 30_000,
      pingIntervalMs: 25_000,
      pongTimeoutMs: 10_000,
      idleCloseMs: 5_000,
      random: Math.random,
      ...options,
    };
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  /** Listens to `topic` (subscribing on the server if it is the first listener); returns the unsubscribe. */
  subscribe(topic: string, listener: TopicListener): () => void {
    let listeners = this.topics.get(topic);
    const isNew = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(listener);
    clearTimeout(this.idleTimer);
    if (isNew) {
      if (this.state === 'stopped') this.state = 'idle';
      if (this.state === 'open') {
        this.firstSubscribing.add(topic);
        this.send({ type: 'subscribe', topic });
      }
    }
    this.ensureConnected();
    return () => this.unsubscribe(topic, listener);
  }

  /** Called after every reconnect, once every topic is subscribed again (and when the server lost events). */
  onReconnect(callback: () => void): () => void {
    this.reconnectCallbacks.add(callback);
    return () => this.reconnectCallbacks.delete(callback);
  }

  /** Closes the socket and forgets every listener. */
  close(): void {
    this.topics.clear();
    this.disconnect();
    this.state = 'idle';
  }

  private unsubscribe(topic: string, listener: TopicListener): void {
    const listeners = this.topics.get(topic);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    this.topics.delete(topic);
    this.resubscribing.delete(topic);
    this.firstSubscribing.delete(topic);
    if (this.state === 'open') this.send({ type: 'unsubscribe', topic });
    if (this.topics.size === 0) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => {
        if (this.topics.size > 0) return;
        this.disconnect();
        this.state = 'idle';
      }, this.options.idleCloseMs);
    }
  }

  private ensureConnected(): void {
    if (this.state !== 'idle' || this.topics.size === 0) return;
    this.connect();
  }

  private connect(): void {
    this.state = 'connecting';
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket
        ? this.options.createSocket(url)
        : (new WebSocket(url) as SocketLike);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => this.closed(event.code);
    socket.onerror = () => {
      // A close follows every error; the retry is scheduled there.
    };
  }

  private opened(): void {
    this.state = 'open';
    this.attempt = 0;
    const reconnecting = this.connectedBefore;
    this.connectedBefore = true;
    this.resubscribing = reconnecting ? new Set(this.topics.keys()) : new Set();
    this.firstSubscribing = reconnecting ? new Set() : new Set(this.topics.keys());
    for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
    this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs);
  }

  private ping(): void {
    this.send({ type: 'ping' });
    // The first unanswered ping counts: later pings do not push the deadline back.
    if (this.pongTimer !== undefined) return;
    this.pongTimer = setTimeout(() => {
      this.pongTimer = undefined;
      // No answer: the connection is dead even if the browser has not noticed yet.
      this.disconnect();
      this.scheduleRetry();
    }, this.options.pongTimeoutMs);
  }

  private received(data: unknown): void {
    // Any frame proves the connection alive.
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'event':
        for (const listener of [...(this.topics.get(frame.topic) ?? [])]) listener.event(frame.event);
        return;
      case 'subscribed':
        if (this.firstSubscribing.delete(frame.topic)) {
          for (const listener of [...(this.topics.get(frame.topic) ?? [])]) listener.subscribed?.();
        }
        this.resubscribed(frame.topic, true);
        return;
      case 'error':
        if (frame.topic) {
          this.firstSubscribing.delete(frame.topic);
          for (const listener of [...(this.topics.get(frame.topic) ?? [])]) listener.refused?.(frame.message);
          this.resubscribed(frame.topic, false);
        }
        return;
      case 'resync':
        for (const listeners of this.topics.values()) for (const l of [...listeners]) l.reconnect?.();
        for (const callback of [...this.reconnectCallbacks]) callback();
        return;
    }
  }

  private resubscribed(topic: string, ok: boolean): void {
    if (!this.resubscribing.delete(topic)) return;
    if (ok) for (const listener of [...(this.topics.get(topic) ?? [])]) listener.reconnect?.();
    if (this.resubscribing.size === 0) for (const callback of [...this.reconnectCallbacks]) callback();
  }

  private closed(code: number): void {
    this.detach();
    if (code === CLOSE_SESSION_ENDED) {
      this.state = 'stopped';
      return;
    }
    if (this.topics.size === 0) {
      this.state = 'idle';
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.topics.size === 0) {
      this.state = 'idle';
      return;
    }
    this.state = 'waiting';
    const { initialDelayMs, maxDelayMs, random } = this.options;
    const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** this.attempt);
    this.attempt += 1;
    // Half fixed, half random: spread out the reconnects of every tab after a server restart.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.state !== 'waiting') return;
      if (this.topics.size === 0) this.state = 'idle';
      else this.connect();
    }, delay);
  }

  /**
   * The session changed (signed in or out): a socket opened as a visitor's cannot take a member's topics, nor may a
   * member's outlive their sign-out. Opens a new one and subscribes again, as after any reconnect.
   */
  reopen(): void {
    if (this.state !== 'open' && this.state !== 'connecting') return;
    this.disconnect();
    this.connect();
  }

  /** Retry now (the browser came back online). */
  retryNow(): void {
    if (this.state !== 'waiting') return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private detach(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // Closing a socket still connecting reports an error later: keep a handler so it is not unhandled.
    socket.onerror = () => {};
  }

  private disconnect(): void {
    const socket = this.socket;
    this.detach();
    clearTimeout(this.retryTimer);
    try {
      socket?.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers.
    }
  }
}
