// The member-admin module's manifest: staff manage members; a suspended member gets no session and is told to
// whoever holds something of theirs open (docs/product/moderation.md, "Suspending a member").
import { hookList, provide } from '../../platform/hooks.ts';
import { authHooks } from '../auth/index.ts';
import { defineModule } from '../manifest.ts';
import { sessionRefusal } from './service.ts';
import { memberAdminRoutes } from './staff-routes.ts';

/** After a suspension commits (its sessions already deleted): realtime closes the sockets, live ends the stream. */
export const memberSuspended = hookList<(memberId: string) => Promise<void>>('member-admin.suspended');

export const memberAdminModule = defineModule({
  name: 'member-admin',
  provides: () => [provide(authHooks.sessionRefusal, sessionRefusal)],
  routes: ({ db, auth, hooks }) => [
    memberAdminRoutes({ db, auth, onSuspended: hooks.sequence(memberSuspended) }),
  ],
});
