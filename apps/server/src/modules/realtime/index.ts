// The realtime module's surface for modules that own a kind of topic: how they say who may subscribe to it.
export type { PublicTopicAuthoriser, TopicAuthoriser } from './topics.ts';
