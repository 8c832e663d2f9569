// The realtime module: the `/api/realtime` socket. It authorises subscriptions with the topic kinds every module's
// manifest declares, and closes sockets whose session ended or whose member was suspended.
import { provide } from '../../platform/hooks.ts';
import { authHooks } from '../auth/index.ts';
import { defineModule } from '../manifest.ts';
import { memberSuspended } from '../member-admin/index.ts';
import { closeMemberSockets, closeSessionSockets } from './close-sockets.ts';
import { realtimeRoutes } from './routes.ts';
import { defaultTopicAuthorisers } from './topics.ts';

export type { PublicTopicAuthoriser, TopicAuthoriser } from './topics.ts';

export const realtimeModule = defineModule({
  name: 'realtime',
  provides: ({ hub }) => [
    provide(authHooks.sessionEnded, (session, renewed) => closeSessionSockets(hub, session.id, { renewed })),
    provide(memberSuspended, (memberId) => closeMemberSockets(hub, memberId)),
  ],
  routes: ({ auth, hub, topics, origins, logger }) => {
    const authorisers = defaultTopicAuthorisers();
    for (const topic of topics) {
      if (topic.public) authorisers.registerPublic(topic.kind, topic.authorise);
      else authorisers.register(topic.kind, topic.authorise);
    }
    return [realtimeRoutes({ auth, hub, topics: authorisers, allowsOrigin: origins.allows, logger })];
  },
});
