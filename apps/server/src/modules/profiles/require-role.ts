import type { MiddlewareHandler } from 'hono';
import type { Role } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedEnv } from '../auth/index.ts';
import type { TopicAuthoriser } from '../../platform/realtime/topic-authoriser.ts';
import * as profiles from './service.ts';

/** After requireSession: lets the request through only if the member holds one of `roles`, read from the database. */
export function requireRole(db: Db, ...roles: Role[]): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    if (!(await profiles.hasAnyRole(db, c.get('user').id, roles))) {
      throw new AppError('FORBIDDEN', "You don't have permission to do that");
    }
    await next();
  };
}

/** Realtime: `staff:cases`, the dashboard's live updates, is for admins and moderators only. */
export const staffTopicAuthoriser =
  (db: Db): TopicAuthoriser =>
  (memberId, id) =>
    id === 'cases' && profiles.hasAnyRole(db, memberId, ['admin', 'moderator']);
