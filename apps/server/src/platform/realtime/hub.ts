import type { Logger } from '../logger.ts';
import { InProcessPubSub, type PubSub } from './pubsub.ts';
import type { Realtime, RealtimeEvent } from './types.ts';

/** One connected socket, as the hub sees it. */
export interface RealtimeSubscriber {
  /** Sends one text frame (already JSON). */
  send(frame: string): void;
  close(code: number, reason: string): void;
  /** Whose socket it is and the session that opened it: what closeSockets selects by. */
  readonly memberId?: string;
  readonly sessionId?: string;
}

/** Which sockets to close, on every instance: a member's, or those opened by one session. */
export type SocketSelector = { memberId: string } | { sessionId: string };

interface CloseCommand {
  close: SocketSelector;
  code: number;
  reason: string;
}

/**
 * The pub/sub topic carrying close commands between instances. A client cannot subscribe to it: topics a client
 * names must look like `kind:id` (modules/realtime/topics.ts).
 */
export const CONTROL_TOPIC = '_control';

interface TopicEntry {
  subscribers: Set<RealtimeSubscriber>;
  /** The pub/sub subscription for the topic (resolved once events published to it reach this instance). */
  ready: Promise<void>;
}

/** Frames the server sends that are not answers to a client message. */
export const resyncFrame = JSON.stringify({ type: 'resync' });

/**
 * Holds each socket's subscriptions on this instance and fans published events out to them. Publishing goes
 * through the pub/sub (in-process, or Redis across instances), so an event reaches every instance's sockets.
 * Authorising a subscription is the caller's job (modules/realtime).
 */
export class RealtimeHub implements Realtime {
  private readonly topics = new Map<string, TopicEntry>();
  private readonly subscriptions = new Map<RealtimeSubscriber, Set<string>>();
  private readonly watchers = new Set<(topic: string) => void>();
  private closed = false;

  constructor(
    private readonly pubsub: PubSub = new InProcessPubSub(),
    private readonly logger?: Logger,
  ) {
    pubsub.listen({
      message: (topic, payload) =>
        topic === CONTROL_TOPIC ? this.closeLocal(payload) : this.deliver(topic, payload),
      resync: () => this.broadcast(resyncFrame),
    });
    // Redis queues the subscription until connected; a failure is logged (closing then relies on the session check).
    pubsub
      .subscribe(CONTROL_TOPIC)
      .catch((error: unknown) => this.logger?.warn({ err: error }, 'realtime control subscription failed'));
  }

  /**
   * Closes the selected sockets on every instance (sign-out, revoked session, password change, suspension), so
   * nothing more reaches them. Never throws; if the broker is down, this instance's sockets are still closed.
   */
  async closeSockets(selector: SocketSelector, code: number, reason: string): Promise<void> {
    if (this.closed) return;
    const command = JSON.stringify({ close: selector, code, reason } satisfies CloseCommand);
    try {
      await this.pubsub.publish(CONTROL_TOPIC, command);
    } catch (error) {
      this.logger?.warn(
        { err: error, selector },
        'realtime close command not published; closing locally only',
      );
      this.closeLocal(command);
    }
  }

  /**
   * Never throws: it runs after the change committed, so a failure to publish must not fail the request (clients
   * catch up when they reconnect or resync).
   */
  async publish(topic: string, event: RealtimeEvent): Promise<void> {
    if (this.closed) return;
    try {
      await this.pubsub.publish(topic, JSON.stringify(event));
    } catch (error) {
      this.logger?.warn({ err: error, topic, event: event.type }, 'realtime publish failed');
    }
  }

  /** Registers a socket (for closeAll). */
  connect(subscriber: RealtimeSubscriber): void {
    if (!this.subscriptions.has(subscriber)) this.subscriptions.set(subscriber, new Set());
  }

  /** Forgets a socket and all its subscriptions. */
  disconnect(subscriber: RealtimeSubscriber): void {
    const topics = this.subscriptions.get(subscriber);
    if (!topics) return;
    for (const topic of [...topics]) this.unsubscribe(subscriber, topic);
    this.subscriptions.delete(subscriber);
  }

  /** Resolves once events published to `topic` reach the subscriber; rejects if the pub/sub refused. */
  async subscribe(subscriber: RealtimeSubscriber, topic: string): Promise<void> {
    this.connect(subscriber);
    const mine = this.subscriptions.get(subscriber)!;
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { subscribers: new Set(), ready: this.pubsub.subscribe(topic) };
      this.topics.set(topic, entry);
    }
    entry.subscribers.add(subscriber);
    mine.add(topic);
    this.changed(topic);
    try {
      await entry.ready;
    } catch (error) {
      this.unsubscribe(subscriber, topic);
      throw error;
    }
  }

  unsubscribe(subscriber: RealtimeSubscriber, topic: string): void {
    this.subscriptions.get(subscriber)?.delete(topic);
    const entry = this.topics.get(topic);
    if (!entry?.subscribers.delete(subscriber)) return;
    this.changed(topic);
    if (entry.subscribers.size > 0) return;
    this.topics.delete(topic);
    this.pubsub
      .unsubscribe(topic)
      .catch((error: unknown) => this.logger?.warn({ err: error, topic }, 'realtime unsubscribe failed'));
  }

  topicsOf(subscriber: RealtimeSubscriber): ReadonlySet<string> {
    return this.subscriptions.get(subscriber) ?? new Set();
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.subscribers.size ?? 0;
  }

  /** This instance's sockets subscribed to `topic` that `counted` accepts (presence: who is watching a stream). */
  countSubscribers(topic: string, counted: (subscriber: RealtimeSubscriber) => boolean): number {
    let n = 0;
    for (const subscriber of this.topics.get(topic)?.subscribers ?? []) if (counted(subscriber)) n++;
    return n;
  }

  /** Calls `watcher` with the topic whenever a socket subscribes to it or leaves it; answers the unwatch. */
  watchSubscriptions(watcher: (topic: string) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private changed(topic: string): void {
    for (const watcher of this.watchers) {
      try {
        watcher(topic);
      } catch (error) {
        this.logger?.warn({ err: error, topic }, 'realtime subscription watcher failed');
      }
    }
  }

  get connectionCount(): number {
    return this.subscriptions.size;
  }

  /** Closes every socket (1001 going away: clients reconnect, to another instance) and the pub/sub. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const subscriber of [...this.subscriptions.keys()]) {
      try {
        subscriber.close(1001, 'Server shutting down');
      } catch {
        // Already gone.
      }
      this.disconnect(subscriber);
    }
    await this.pubsub.close();
  }

  private closeLocal(payload: string): void {
    let command: CloseCommand;
    try {
      command = JSON.parse(payload) as CloseCommand;
    } catch {
      return;
    }
    const selector = command.close;
    const selected = (subscriber: RealtimeSubscriber) =>
      'memberId' in selector
        ? subscriber.memberId === selector.memberId
        : subscriber.sessionId === selector.sessionId;
    for (const subscriber of [...this.subscriptions.keys()].filter(selected)) {
      // Forgotten first: not one more event reaches it while the closing handshake runs.
      this.disconnect(subscriber);
      try {
        subscriber.close(command.code, command.reason);
      } catch {
        // Already gone.
      }
    }
  }

  private deliver(topic: string, payload: string): void {
    const entry = this.topics.get(topic);
    if (!entry) return;
    // Serialised once for every socket: the event is already JSON.
    const frame = `{"type":"event","topic":${JSON.stringify(topic)},"event":${payload}}`;
    for (const subscriber of entry.subscribers) this.sendTo(subscriber, frame);
  }

  private broadcast(frame: string): void {
    for (const subscriber of this.subscriptions.keys()) this.sendTo(subscriber, frame);
  }

  private sendTo(subscriber: RealtimeSubscriber, frame: string): void {
    try {
      subscriber.send(frame);
    } catch (error) {
      this.logger?.warn({ err: error }, 'realtime send failed');
    }
  }
}
