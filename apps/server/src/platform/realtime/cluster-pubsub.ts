import type { PrimaryLink } from '../cluster/worker-link.ts';
import type { PubSub, PubSubHandlers } from './pubsub.ts';

/**
 * The workers of one instance without Redis (decision 050): an event goes to the primary, which sends it to every
 * worker, the publisher included; each delivers the topics its sockets listen to.
 */
export class ClusterPubSub implements PubSub {
  private handlers: PubSubHandlers | undefined;
  private readonly topics = new Set<string>();
  private readonly unlisten: () => void;

  constructor(private readonly link: PrimaryLink) {
    this.unlisten = link.listen((topic, payload) => {
      if (this.topics.has(topic)) this.handlers?.message(topic, payload);
    });
  }

  listen(handlers: PubSubHandlers): void {
    this.handlers = handlers;
  }

  publish(topic: string, payload: string): Promise<void> {
    return this.link.publish(topic, payload);
  }

  async subscribe(topic: string): Promise<void> {
    this.topics.add(topic);
  }

  async unsubscribe(topic: string): Promise<void> {
    this.topics.delete(topic);
  }

  async close(): Promise<void> {
    this.unlisten();
    this.topics.clear();
  }
}
