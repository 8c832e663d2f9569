/**
 * Carries published events between server instances. The hub subscribes to a topic while at least one of its
 * sockets listens to it, and hears every message published to it — by any instance, itself included.
 */
export interface PubSubHandlers {
  /** A message published to a subscribed topic (`payload`: the event as JSON). */
  message(topic: string, payload: string): void;
  /** Messages may have been lost (the connection to the broker dropped and came back): clients should refetch. */
  resync(): void;
}

export interface PubSub {
  listen(handlers: PubSubHandlers): void;
  publish(topic: string, payload: string): Promise<void>;
  /** Resolves once messages published to `topic` from now on are delivered. */
  subscribe(topic: string): Promise<void>;
  unsubscribe(topic: string): Promise<void>;
  close(): Promise<void>;
}

/** One server instance: publishing is delivering. */
export class InProcessPubSub implements PubSub {
  private handlers: PubSubHandlers | undefined;
  private readonly topics = new Set<string>();

  listen(handlers: PubSubHandlers): void {
    this.handlers = handlers;
  }

  async publish(topic: string, payload: string): Promise<void> {
    if (this.topics.has(topic)) this.handlers?.message(topic, payload);
  }

  async subscribe(topic: string): Promise<void> {
    this.topics.add(topic);
  }

  async unsubscribe(topic: string): Promise<void> {
    this.topics.delete(topic);
  }

  async close(): Promise<void> {
    this.topics.clear();
  }
}
