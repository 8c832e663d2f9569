/**
 * Who may subscribe to which topic. A topic is `<kind>:<id>` (`user:{id}`, later `trade:{id}`, …); each kind has
 * one authoriser, registered by the module that owns it. A kind nobody registered is refused.
 */
export type TopicAuthoriser = (memberId: string, id: string) => boolean | Promise<boolean>;

export type TopicDecision = 'allowed' | 'forbidden' | 'unknown';

const TOPIC = /^([a-z][a-z-]{0,31}):([A-Za-z0-9_-]{1,128})$/;

export class TopicAuthorisers {
  private readonly kinds = new Map<string, TopicAuthoriser>();

  register(kind: string, authorise: TopicAuthoriser): this {
    if (this.kinds.has(kind)) throw new Error(`realtime topic kind '${kind}' is already registered`);
    this.kinds.set(kind, authorise);
    return this;
  }

  async authorise(memberId: string, topic: string): Promise<TopicDecision> {
    const match = TOPIC.exec(topic);
    const authorise = match && this.kinds.get(match[1]!);
    if (!match || !authorise) return 'unknown';
    return (await authorise(memberId, match[2]!)) ? 'allowed' : 'forbidden';
  }
}

/** The topics every app has: `user:{id}`, the member's own notifications and messages. */
export function defaultTopicAuthorisers(): TopicAuthorisers {
  return new TopicAuthorisers().register('user', (memberId, id) => memberId === id);
}
