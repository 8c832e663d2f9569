export type { Realtime, RealtimeEvent } from './types.ts';
export { RealtimeHub, type RealtimeSubscriber, type SocketSelector } from './hub.ts';
export { InProcessPubSub, type PubSub, type PubSubHandlers } from './pubsub.ts';
export { RedisPubSub } from './redis-pubsub.ts';
export { announceCasesChanged } from './staff-cases.ts';
export type { PublicTopicAuthoriser, TopicAuthoriser } from './topic-authoriser.ts';
