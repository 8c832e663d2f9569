import { createRoute } from '@hono/zod-openapi';
import { updateUserSettingsSchema, userSettingsSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function settingsRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth);
  const settingsResponse = (description: string) => ({
    description,
    content: jsonContent(userSettingsSchema),
  });

  const get = createRoute({
    method: 'get',
    path: '/api/me/settings',
    tags: ['Settings'],
    summary: "The signed-in member's settings (defaults until they change one)",
    middleware: [signedIn] as const,
    responses: { 200: settingsResponse('The settings'), ...errorResponses('UNAUTHENTICATED') },
  });

  const update = createRoute({
    method: 'patch',
    path: '/api/me/settings',
    tags: ['Settings'],
    summary: 'Change any of the settings; the others stay as they are',
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(updateUserSettingsSchema), required: true } },
    responses: {
      200: settingsResponse('The settings after the change'),
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(get, async (c) => c.json(await service.getSettings(db, c.get('user').id), 200))
    .openapi(update, async (c) =>
      c.json(await service.updateSettings(db, c.get('user').id, c.req.valid('json')), 200),
    );
}
