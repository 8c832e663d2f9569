import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { PubSub, PubSubHandlers } from './pubsub.ts';

/**
 * Redis pub/sub, so an event published on one instance reaches sockets on every instance. Two connections: a
 * connection in subscriber mode cannot publish. Channels are `<prefix><topic>`; an instance subscribes only to the
 * topics its sockets listen to.
 */
export class RedisPubSub implements PubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private handlers: PubSubHandlers | undefined;
  private readonly prefix: string;
  private lostConnection = false;

  constructor(url: string, options: { channelPrefix?: string; logger?: Logger } = {}) {
    this.prefix = options.channelPrefix ?? 'swapyard:rt:';
    // A publish runs after a commit, inside a request: fail within seconds rather than hold the request while
    // Redis is away (the event is lost; clients refetch after the resync below).
    this.publisher = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    // ioredis re-subscribes every channel by itself after a reconnect.
    this.subscriber = new Redis(url, { connectTimeout: 2_000 });
    for (const [name, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      connection.on('error', (error) =>
        options.logger?.warn({ err: error, connection: name }, 'Redis realtime pub/sub error'),
      );
    }
    this.subscriber.on('close', () => {
      this.lostConnection = true;
    });
    this.subscriber.on('ready', () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      // Whatever was published while we were away never reached us.
      this.handlers?.resync();
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.prefix)) this.handlers?.message(channel.slice(this.prefix.length), message);
    });
  }

  listen(handlers: PubSubHandlers): void {
    this.handlers = handlers;
  }

  async publish(topic: string, payload: string): Promise<void> {
    await this.publisher.publish(this.prefix + topic, payload);
  }

  async subscribe(topic: string): Promise<void> {
    await this.subscriber.subscribe(this.prefix + topic);
  }

  async unsubscribe(topic: string): Promise<void> {
    await this.subscriber.unsubscribe(this.prefix + topic);
  }

  /** Resolves once both connections are up (tests; the server just starts, commands wait or fail fast). */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping()]);
  }

  async close(): Promise<void> {
    this.handlers = undefined;
    await Promise.all([
      this.publisher.quit().catch(() => this.publisher.disconnect()),
      this.subscriber.quit().catch(() => this.subscriber.disconnect()),
    ]);
  }
}
