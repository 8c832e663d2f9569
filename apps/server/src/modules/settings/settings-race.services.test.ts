import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserSettings, type UserSettings } from '@swapyard/domain';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the saves below could not overlap there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (client: TestClient, body: Partial<UserSettings>) =>
  client.request('/api/me/settings', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('concurrent saves (a member flipping several toggles quickly, or two tabs)', () => {
  it('keeps every change when saves of different toggles overlap, even before the row exists', async () => {
    for (let round = 0; round < 5; round++) {
      const client = await signedInClient(t, await createUser(t));
      const changes: Array<Partial<UserSettings>> = [
        { pushNotifications: false },
        { emailNotifications: false },
        { tradeUpdates: false },
        { showOnlineStatus: false },
        { profileVisibility: 'friends' },
        { locationSharing: false },
      ];
      const responses = await Promise.all(changes.map((change) => patch(client, change)));
      expect(responses.map((res) => res.status)).toEqual(changes.map(() => 200));
      const settings = (await (await client.get('/api/me/settings')).json()) as UserSettings;
      expect(settings).toEqual({
        ...defaultUserSettings,
        pushNotifications: false,
        emailNotifications: false,
        tradeUpdates: false,
        showOnlineStatus: false,
        profileVisibility: 'friends',
        locationSharing: false,
      });
    }
  });
});
