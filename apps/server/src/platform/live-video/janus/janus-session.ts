import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.ts';

/** A Janus API message (the parts we read). */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  session_id?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: { type: 'offer' | 'answer'; sdp: string };
}

export class JanusError extends Error {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'JanusError';
  }
}

/** How long Janus holds a long poll open before answering with a keepalive (its own default is 30 s). */
const POLL_MAX_EVENTS = 10;
/** Janus ends a session after 60 s without a request by default; the long poll keeps it alive, this too. */
const KEEPALIVE_MS = 25_000;
/** An asynchronous plugin reply (an SDP answer, a subscription offer) not received in this time fails. */
const EVENT_TIMEOUT_MS = 20_000;

/**
 * One Janus session over its HTTP API (decision 025): requests are POSTs, asynchronous events (plugin replies with
 * SDP, `webrtcup`, `hangup`) arrive on one long poll. Plugin replies are matched to their request by transaction,
 * other events go to the listener of the handle they are about.
 */
export class JanusSession {
  private sessionId: number | undefined;
  private opening: Promise<number> | undefined;
  private readonly waiting = new Map<string, (message: JanusMessage) => void>();
  private readonly handleListeners = new Map<number, (message: JanusMessage) => void>();
  private polling: AbortController | undefined;
  private keepalive: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly apiSecret: string | undefined,
    private readonly logger?: Logger,
    /** Called when the session is lost (Janus restarted or unreachable): every handle is gone with it. */
    private readonly onLost?: () => void,
  ) {}

  /** Attaches a handle to a plugin; `onEvent` hears the handle's events that answer no request. */
  async attach(plugin: string, onEvent?: (message: JanusMessage) => void): Promise<number> {
    const session = await this.session();
    const reply = await this.post(`/${session}`, { janus: 'attach', plugin });
    const handle = reply.data!.id!;
    if (onEvent) this.handleListeners.set(handle, onEvent);
    return handle;
  }

  async detach(handle: number): Promise<void> {
    this.handleListeners.delete(handle);
    if (this.sessionId === undefined) return;
    await this.post(`/${this.sessionId}/${handle}`, { janus: 'detach' }).catch(() => undefined);
  }

  /** A plugin request Janus answers at once (create, destroy, exists, listparticipants, kick). */
  async request(handle: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.post(`/${await this.session()}/${handle}`, { janus: 'message', body });
    return pluginData(reply);
  }

  /** A plugin request answered later by an event (join, start, configure), with the event's SDP if any. */
  async message(
    handle: number,
    body: Record<string, unknown>,
    jsep?: JanusMessage['jsep'],
  ): Promise<{ data: Record<string, unknown>; jsep: JanusMessage['jsep'] }> {
    const session = await this.session();
    const transaction = randomUUID();
    const event = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(transaction);
        reject(new JanusError(undefined, `Janus did not answer ${String(body.request)} in time`));
      }, EVENT_TIMEOUT_MS);
      this.waiting.set(transaction, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
    try {
      await this.post(`/${session}/${handle}`, { janus: 'message', body, jsep }, transaction);
    } catch (error) {
      this.waiting.delete(transaction);
      event.catch(() => undefined);
      throw error;
    }
    const message = await event;
    return { data: pluginData(message), jsep: message.jsep };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.keepalive);
    this.polling?.abort();
    const session = this.sessionId ?? (await this.opening?.catch(() => undefined));
    this.sessionId = undefined;
    if (session !== undefined) await this.post(`/${session}`, { janus: 'destroy' }).catch(() => undefined);
  }

  private session(): Promise<number> {
    if (this.closed) return Promise.reject(new JanusError(undefined, 'the Janus session is closed'));
    if (this.sessionId !== undefined) return Promise.resolve(this.sessionId);
    this.opening ??= this.open().finally(() => (this.opening = undefined));
    return this.opening;
  }

  private async open(): Promise<number> {
    const reply = await this.post('', { janus: 'create' });
    const session = reply.data!.id!;
    this.sessionId = session;
    this.polling = new AbortController();
    void this.poll(session, this.polling.signal);
    this.keepalive = setInterval(() => {
      this.post(`/${session}`, { janus: 'keepalive' }).catch(() => undefined);
    }, KEEPALIVE_MS);
    this.keepalive.unref();
    return session;
  }

  /** The long poll: runs until the session is closed or lost (then the next request opens a new session). */
  private async poll(session: number, signal: AbortSignal) {
    while (!signal.aborted && this.sessionId === session) {
      const query = new URLSearchParams({ maxev: String(POLL_MAX_EVENTS), rid: String(Date.now()) });
      if (this.apiSecret) query.set('apisecret', this.apiSecret);
      try {
        const response = await fetch(`${this.url}/${session}?${query}`, { signal });
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
        if (!Array.isArray(body) && body.janus === 'error')
          throw new JanusError(body.error?.code, 'session lost');
      } catch (error) {
        if (signal.aborted) return;
        this.logger?.warn({ err: error }, 'Janus long poll failed; the session is dropped');
        // Handles died with the session: tell their owners, and open a new session on the next request.
        if (this.sessionId === session) this.sessionId = undefined;
        clearInterval(this.keepalive);
        for (const listener of this.handleListeners.values()) listener({ janus: 'hangup' });
        this.handleListeners.clear();
        this.onLost?.();
        return;
      }
    }
  }

  private dispatch(message: JanusMessage) {
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (waiter && message.janus === 'event') {
      this.waiting.delete(message.transaction!);
      waiter(message);
      return;
    }
    if (message.sender !== undefined) this.handleListeners.get(message.sender)?.(message);
  }

  private async post(path: string, body: Record<string, unknown>, transaction = randomUUID()) {
    const payload = { ...body, transaction, ...(this.apiSecret ? { apisecret: this.apiSecret } : {}) };
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const reply = (await response.json()) as JanusMessage;
    if (reply.janus === 'error') {
      throw new JanusError(reply.error?.code, `Janus: ${reply.error?.reason ?? 'error'}`);
    }
    return reply;
  }
}

/** The plugin's reply, or its error as a JanusError. */
function pluginData(message: JanusMessage): Record<string, unknown> {
  const data = message.plugindata?.data ?? {};
  if (typeof data.error_code === 'number') {
    throw new JanusError(data.error_code, `Janus videoroom: ${String(data.error)}`);
  }
  return data;
}
