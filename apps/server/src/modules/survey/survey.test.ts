import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInterestsSchema, type MemberInterests, type SaveInterestsRequest } from '@swapyard/domain';
import { userPreferences } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const empty = {
  Music: [],
  Fashion: [],
  Technology: [],
  Collectibles: [],
  'Arts & Crafts': [],
  'Beauty & Wellness': [],
};

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

const put = (client: TestClient, body: unknown) =>
  client.request('/api/me/interests', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function interests(res: Response): Promise<MemberInterests> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as MemberInterests;
  expect(memberInterestsSchema.parse(body)).toEqual(body);
  return body;
}

const storedRow = async (userId: string) =>
  (await t.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

describe('signed out', () => {
  it('answers 401 to GET and PUT and saves nothing', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/me/interests')).status).toBe(401);
    const res = await put(visitor, { structuredInterests: { Music: ['Jazz'] }, mode: 'update' });
    expect(res.status).toBe(401);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('GET /api/me/interests', () => {
  it('reads every category empty and both flags false before anything is saved', async () => {
    const { client } = await member();
    expect(await interests(await client.get('/api/me/interests'))).toEqual({
      structuredInterests: empty,
      surveyCompleted: false,
      firstLoginSurveyShown: false,
    });
  });
  it('reads a member without a preferences row as empty', async () => {
    const { user, client } = await member();
    await t.db.delete(userPreferences).where(eq(userPreferences.userId, user.id));
    expect((await interests(await client.get('/api/me/interests'))).surveyCompleted).toBe(false);
  });
});

describe('PUT /api/me/interests', () => {
  it('saves in first-time mode: both flags, the answers, the flat interests and the answered categories', async () => {
    const { user, client } = await member();
    const body: SaveInterestsRequest = {
      mode: 'first-time',
      structuredInterests: { Music: ['Jazz', 'Blue Note'], Fashion: ['Vintage'], Technology: [] },
    };
    const saved = await interests(await put(client, body));
    expect(saved).toEqual({
      structuredInterests: { ...empty, Music: ['Jazz', 'Blue Note'], Fashion: ['Vintage'] },
      surveyCompleted: true,
      firstLoginSurveyShown: true,
    });
    expect(await interests(await client.get('/api/me/interests'))).toEqual(saved);
    expect(await storedRow(user.id)).toMatchObject({
      structuredInterests: { Music: ['Jazz', 'Blue Note'], Fashion: ['Vintage'] },
      interests: ['Jazz', 'Blue Note', 'Vintage'],
      interestCategories: ['Music', 'Fashion'],
      surveyCompleted: true,
      firstLoginSurveyShown: true,
    });
    // The shell's routing reads the same flags.
    const me = (await (await client.get('/api/me')).json()) as { needsFirstTimeSurvey: boolean };
    expect(me.needsFirstTimeSurvey).toBe(false);
  });

  it('in update mode marks the survey completed but leaves first_login_survey_shown alone', async () => {
    const { user, client } = await member();
    const saved = await interests(
      await put(client, { mode: 'update', structuredInterests: { Music: ['Jazz'] } }),
    );
    expect(saved.surveyCompleted).toBe(true);
    expect(saved.firstLoginSurveyShown).toBe(false);
    expect(await storedRow(user.id)).toMatchObject({ surveyCompleted: true, firstLoginSurveyShown: false });
  });

  it('replaces the previous answers, and an empty survey clears them', async () => {
    const { user, client } = await member();
    await put(client, { mode: 'first-time', structuredInterests: { Music: ['Jazz'], Fashion: ['Vintage'] } });
    const updated = await interests(
      await put(client, { mode: 'update', structuredInterests: { Collectibles: ['Coins'] } }),
    );
    expect(updated.structuredInterests).toEqual({ ...empty, Collectibles: ['Coins'] });
    expect(updated.firstLoginSurveyShown).toBe(true);
    await interests(await put(client, { mode: 'update', structuredInterests: {} }));
    expect(await storedRow(user.id)).toMatchObject({
      structuredInterests: {},
      interests: [],
      interestCategories: [],
      surveyCompleted: true,
    });
  });

  it('trims interests and ignores duplicates within a category in any case', async () => {
    const { user, client } = await member();
    const saved = await interests(
      await put(client, {
        mode: 'update',
        structuredInterests: { Music: ['  Jazz ', 'jazz', 'JAZZ', 'Blue   Note'], Fashion: ['jazz'] },
      }),
    );
    expect(saved.structuredInterests.Music).toEqual(['Jazz', 'Blue Note']);
    // Only within a category: the same word in another one stays.
    expect(saved.structuredInterests.Fashion).toEqual(['jazz']);
    expect((await storedRow(user.id))!.interests).toEqual(['Jazz', 'Blue Note', 'jazz']);
  });

  it('creates the row for a member who has none', async () => {
    const { user, client } = await member();
    await t.db.delete(userPreferences).where(eq(userPreferences.userId, user.id));
    await interests(await put(client, { mode: 'first-time', structuredInterests: { Music: ['Jazz'] } }));
    expect(await storedRow(user.id)).toMatchObject({ surveyCompleted: true, firstLoginSurveyShown: true });
  });

  it('refuses unknown categories, blank or over-long interests, too many, and a bad mode with 400', async () => {
    const { user, client } = await member();
    const cases: Array<[unknown, RegExp]> = [
      [{ mode: 'update', structuredInterests: { Cooking: ['Bread'] } }, /Cooking/],
      [{ mode: 'update', structuredInterests: { Music: ['x'.repeat(61)] } }, /at most 60 characters/],
      [{ mode: 'update', structuredInterests: { Music: ['   '] } }, /cannot be blank/],
      [
        { mode: 'update', structuredInterests: { Music: Array.from({ length: 51 }, (_, i) => `I${i}`) } },
        /At most 50 interests per category/,
      ],
      [{ mode: 'later', structuredInterests: {} }, /mode/],
      [{ structuredInterests: { Music: ['Jazz'] } }, /mode/],
      [{ mode: 'update', structuredInterests: { Music: 'Jazz' } }, /Music/],
    ];
    for (const [body, message] of cases) {
      const res = await put(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = ((await res.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(message);
    }
    expect(await storedRow(user.id)).toMatchObject({ surveyCompleted: false, structuredInterests: {} });
  });

  it("changes only the caller's own preferences", async () => {
    const alice = await member();
    const bob = await member();
    await put(alice.client, { mode: 'first-time', structuredInterests: { Music: ['Jazz'] } });
    expect(await interests(await bob.client.get('/api/me/interests'))).toMatchObject({
      structuredInterests: empty,
      surveyCompleted: false,
    });
  });
});
