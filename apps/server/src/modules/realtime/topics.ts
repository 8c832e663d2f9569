/**
 * Who may subscribe to which topic. A topic is `<kind>:<id>` (`user:{id}`, later `trade:{id}`, …); each kind has
 * one authoriser, registered by the module that owns it. A kind nobody registered is refused.
 */
import type { PublicTopicAuthoriser, TopicAuthoriser } from '../../platform/realtime/topic-authoriser.ts';

export type { PublicTopicAuthoriser, TopicAuthoriser };

export type TopicDecision = 'allowed' | 'forbidden' | 'unknown';

const TOPIC = /^([a-z][a-z-]{0,31}):([A-Za-z0-9_-]{1,128})$/;

export class TopicAuthorisers {
  private readonly kinds = new Map<string, TopicAuthoriser>();
  private readonly publicKinds = new Map<string, PublicTopicAuthoriser>();

  register(kind: string, authorise: TopicAuthoriser): this {
    this.assertNew(kind);
    this.kinds.set(kind, authorise);
    return this;
  }

  registerPublic(kind: string, authorise: PublicTopicAuthoriser): this {
    this.assertNew(kind);
    this.publicKinds.set(kind, authorise);
    return this;
  }

  /** `memberId` null: a visitor's socket, which only public kinds accept. */
  async authorise(memberId: string | null, topic: string): Promise<TopicDecision> {
    const match = TOPIC.exec(topic);
    if (!match) return 'unknown';
    const [, kind, id] = match as unknown as [string, string, string];
    const open = this.publicKinds.get(kind);
    if (open) return (await open(id)) ? 'allowed' : 'forbidden';
    const authorise = this.kinds.get(kind);
    if (!authorise) return 'unknown';
    if (memberId === null) return 'forbidden';
    return (await authorise(memberId, id)) ? 'allowed' : 'forbidden';
  }

  private assertNew(kind: string) {
    if (this.kinds.has(kind) || this.publicKinds.has(kind)) {
      throw new Error(`realtime topic kind '${kind}' is already registered`);
    }
  }
}

/** The topics every app has: `user:{id}`, the member's own notifications and messages. */
export function defaultTopicAuthorisers(): TopicAuthorisers {
  return new TopicAuthorisers().register('user', (memberId, id) => memberId === id);
}
