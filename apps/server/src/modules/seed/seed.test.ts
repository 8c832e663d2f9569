import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user, userPreferences, userRoles } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.ts';
import { seedDemoMembers } from './seed.ts';

const logger = createLogger('silent');

describe('demo seed on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true })).toBe('seeded');
  });
  afterAll(() => t.close());

  it('creates ava (admin), milo (moderator) and ten ordinary members with confirmed e-mails', async () => {
    expect(DEMO_MEMBERS).toHaveLength(12);
    const users = await t.db.select().from(user);
    expect(users).toHaveLength(12);
    expect(users.every((u) => u.emailVerified && u.email === `${u.username}@demo.swapyard.test`)).toBe(true);
    const roles = await t.db
      .select({ username: profiles.username, role: userRoles.role })
      .from(userRoles)
      .innerJoin(profiles, eq(profiles.id, userRoles.userId));
    expect(roles.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: 'ava', role: 'admin' },
      { username: 'milo', role: 'moderator' },
    ]);
    expect(DEMO_MEMBERS.filter((m) => m.role === null)).toHaveLength(10);
  });

  it('gives them varied profiles and marks about half the ordinary members as surveyed', async () => {
    const rows = await t.db.select().from(profiles);
    expect(new Set(rows.map((r) => r.location)).size).toBeGreaterThan(8);
    expect(rows.every((r) => r.bio && r.styleTags.length > 0 && r.favoriteBrands.length > 0)).toBe(true);
    const surveyed = await t.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.surveyCompleted, true));
    expect(surveyed.length).toBe(DEMO_MEMBERS.filter((m) => m.surveyCompleted).length);
    expect(surveyed.length).toBeGreaterThanOrEqual(4);
    expect(surveyed.length).toBeLessThanOrEqual(6);
  });

  it('lets ava sign in by username with the demo password and see her admin access', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-in/username', { username: 'ava', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      profile: { username: 'ava', fullName: 'Ava Thompson' },
      roles: ['admin'],
      access: { isAdmin: true, hasAdminAccess: true },
      needsFirstTimeSurvey: false,
    });
  });

  it('nora (surveyed) is not sent to the survey; omar (not surveyed) is', async () => {
    for (const [username, expected] of [
      ['nora', false],
      ['omar', true],
    ] as const) {
      const client = t.client();
      await client.post('/api/auth/sign-in/email', {
        email: `${username}@demo.swapyard.test`,
        password: DEMO_PASSWORD,
      });
      expect(await (await client.get('/api/me')).json()).toMatchObject({ needsFirstTimeSurvey: expected });
    }
  });

  it('does nothing the second time (the database is no longer empty)', async () => {
    expect(await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true })).toBe('not-empty');
    expect(await t.db.select().from(user)).toHaveLength(12);
  });
});

describe('demo seed skipped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when seeding is off', async () => {
    expect(await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: false })).toBe('disabled');
    expect(await t.db.select().from(user)).toHaveLength(0);
  });

  it('on a database that already has members', async () => {
    await createUser(t, { username: 'existing' });
    expect(await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true })).toBe('not-empty');
    expect(await t.db.select().from(user)).toHaveLength(1);
  });
});
