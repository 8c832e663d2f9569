import { endpoint } from '../endpoint.ts';
import { updateUserSettingsSchema, userSettingsSchema } from '../settings.ts';

export const settingsEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/api/me/settings',
    tags: ['Settings'],
    summary: "The signed-in member's settings (defaults until they change one)",
    answers: { 200: { description: 'The settings', schema: userSettingsSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/me/settings',
    tags: ['Settings'],
    summary: 'Change any of the settings; the others stay as they are',
    body: updateUserSettingsSchema,
    answers: { 200: { description: 'The settings after the change', schema: userSettingsSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
};
