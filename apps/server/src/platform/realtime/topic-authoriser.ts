// Here rather than in the realtime module, so a module owning a kind of topic (trades, profiles, live) says who may
// subscribe to it without depending on the realtime module (modules/manifest.ts `topics`).

/** Whether the member may subscribe to the topic `<kind>:<id>` of a kind the module owns. */
export type TopicAuthoriser = (memberId: string, id: string) => boolean | Promise<boolean>;
/** A kind anyone may subscribe to, signed in or not (a live stream's chat and auctions): only whether `id` exists. */
export type PublicTopicAuthoriser = (id: string) => boolean | Promise<boolean>;
