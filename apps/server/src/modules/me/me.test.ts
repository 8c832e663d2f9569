import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSessionSchema, meSchema } from '@swapyard/domain';
import { session, userRoles } from '../../db/schema/index.ts';
import { handleError } from '../../platform/errors.ts';
import { createLogger } from '../../platform/logger.ts';
import { requestContext } from '../../platform/request-context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { requireSession, type AuthedEnv } from '../auth/session.ts';
import { requireRole } from '../profiles/index.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { username: 'Wren', fullName: 'Wren Alvarez' });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

/** The member's client, as if signed in two days ago: the session expires in 28 days instead of 30. */
async function signedInTwoDaysAgo(): Promise<TestClient> {
  const client = await signedInClient(t, member);
  await t.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() + 28 * day) })
    .where(eq(session.userId, member.id));
  return client;
}

describe('GET /api/me', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    const forged = await t.client().get('/api/me', { Cookie: 'swapyard.session_token=forged.value' });
    expect(forged.status).toBe(401);
  });

  it('returns the member in the Me contract, camelCase', async () => {
    const client = await signedInClient(t, member);
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(meSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      user: { id: member.id, email: member.email, emailVerified: true, twoFactorEnabled: false },
      profile: {
        id: member.id,
        username: 'Wren',
        fullName: 'Wren Alvarez',
        avatarUrl: null,
        themeColor: '#6366f1',
        styleTags: [],
        favoriteBrands: [],
        socialLinks: {},
        privacySettings: { showLocation: true, showPhone: false, profileVisibility: 'public' },
      },
      roles: [],
      access: { isAdmin: false, isModerator: false, hasAdminAccess: false },
      survey: { surveyCompleted: false, firstLoginSurveyShown: false },
      needsFirstTimeSurvey: true,
    });
  });

  it('reads roles from the database on every request', async () => {
    const mod = await createUser(t, { username: 'modder' });
    const client = await signedInClient(t, mod);
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      roles: [],
      needsFirstTimeSurvey: true,
    });
    await t.db.insert(userRoles).values({ userId: mod.id, role: 'moderator' });
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      roles: ['moderator'],
      access: { isAdmin: false, isModerator: true, hasAdminAccess: true },
      needsFirstTimeSurvey: false,
    });
    await t.db.delete(userRoles).where(eq(userRoles.userId, mod.id));
    expect(await (await client.get('/api/me')).json()).toMatchObject({ roles: [] });
  });

  it('refreshes a session older than a day and forwards the new cookie', async () => {
    const client = await signedInTwoDaysAgo();
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('swapyard.session_token='))).toBe(true);
    const rows = await t.db.select().from(session).where(eq(session.userId, member.id));
    expect(Math.max(...rows.map((r) => r.expiresAt.getTime()))).toBeGreaterThan(Date.now() + 29 * day);
  });
});

describe('GET /api/session', () => {
  it('answers a visitor 200 with no member, forged or expired cookies too', async () => {
    const res = await t.client().get('/api/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ me: null });
    const forged = await t.client().get('/api/session', { Cookie: 'swapyard.session_token=forged.value' });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toEqual({ me: null });
  });

  it('answers a member exactly what GET /api/me answers', async () => {
    const client = await signedInClient(t, member);
    const res = await client.get('/api/session');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { me: unknown };
    expect(currentSessionSchema.parse(body)).toEqual(body);
    expect(body.me).toEqual(await (await client.get('/api/me')).json());
    // A member's own data: kept by no cache, shared or the browser's.
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refreshes a session older than a day and forwards the new cookie', async () => {
    const client = await signedInTwoDaysAgo();
    const res = await client.get('/api/session');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('swapyard.session_token='))).toBe(true);
  });
});

describe('POST /api/me/first-login-survey-shown', () => {
  it('records that the survey was shown, so the shell stops routing there', async () => {
    const fresh = await createUser(t, { username: 'freshie' });
    const client = await signedInClient(t, fresh);
    expect((await t.client().post('/api/me/first-login-survey-shown')).status).toBe(401);
    const res = await client.post('/api/me/first-login-survey-shown');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ surveyCompleted: false, firstLoginSurveyShown: true });
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      survey: { firstLoginSurveyShown: true },
      needsFirstTimeSurvey: false,
    });
  });
});

describe('requireRole', () => {
  it('lets only members holding the role through, as read from the database', async () => {
    const app = new Hono<AuthedEnv>();
    app.onError(handleError);
    app.use('*', requestContext(createLogger('silent')));
    app.get('/admin-only', requireSession(t.auth), requireRole(t.db, 'admin'), (c) => c.text('secret'));
    const admin = await createUser(t, { username: 'boss', role: 'admin' });
    const cookieOf = async (u: TestUser) =>
      `swapyard.session_token=${(await signedInClient(t, u)).sessionToken}`;

    expect((await app.request('/admin-only')).status).toBe(401);
    const denied = await app.request('/admin-only', { headers: { Cookie: await cookieOf(member) } });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const allowed = await app.request('/admin-only', { headers: { Cookie: await cookieOf(admin) } });
    expect(allowed.status).toBe(200);
  });
});
