import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user, userPreferences, userRoles } from '../../db/schema/index.ts';
import { defaultAuthRateLimits } from '../../platform/rate-limit/auth-rate-limit.ts';
import { createTestApp, linkIn, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one test "IP": the sign-up limit itself is covered in rate-limit.test.ts.
  // The deployments' password hashing (scrypt), not the other suites' fast stand-in.
  t = await createTestApp({
    authRateLimits: { ...defaultAuthRateLimits, signUp: { perIp: { max: 1_000, windowMs: 60_000 } } },
    realPasswordHashing: true,
  });
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) => t.client().post('/api/auth/sign-up/email', body);

describe('sign-up', () => {
  it('creates the account with a profile and default preferences and no role', async () => {
    const res = await signUp({
      email: 'Rosa@Example.com',
      password: 'secret123',
      name: 'Rosa Diaz',
      username: 'RosaD',
      callbackURL: '/survey',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string; emailVerified: boolean } };
    expect(body.user.emailVerified).toBe(false);
    const id = body.user.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      username: 'RosaD',
      fullName: 'Rosa Diaz',
      avatarUrl: null,
      bio: null,
      location: null,
      phone: null,
      favoriteBrands: [],
      styleTags: [],
      themeColor: '#6366f1',
      socialLinks: {},
      privacySettings: { show_location: true, show_phone: false, profile_visibility: 'public' },
    });
    const [prefs] = await t.db.select().from(userPreferences).where(eq(userPreferences.userId, id));
    expect(prefs).toMatchObject({
      structuredInterests: {},
      surveyCompleted: false,
      interests: [],
      preferredCategories: [],
      interestCategories: [],
      budgetMin: 20,
      budgetMax: 300,
      locationRadius: 50,
      firstLoginSurveyShown: false,
    });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([]);
  });

  it("stores the password as better-auth's scrypt hash (salt:key), never as written", async () => {
    const res = await signUp({
      email: 'hash@example.com',
      password: 'secret123',
      name: 'Hash Check',
      username: 'hashcheck',
    });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { user: { id: string } }).user.id;
    const [credential] = await t.db.select().from(account).where(eq(account.userId, id));
    expect(credential!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('rejects a username already taken in another case', async () => {
    await createUser(t, { username: 'Sneakerhead' });
    const res = await signUp({
      email: 'other@example.com',
      password: 'secret123',
      name: 'X',
      username: 'SNEAKERHEAD',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'USERNAME_IS_ALREADY_TAKEN' });
  });

  it('requires a username and a full name (trimmed, at most 100 characters)', async () => {
    const base = { email: 'names@example.com', password: 'secret123' };
    const noUsername = await signUp({ ...base, name: 'No Username' });
    expect(noUsername.status).toBe(400);
    expect(await noUsername.json()).toMatchObject({ code: 'USERNAME_REQUIRED' });
    const blank = await signUp({ ...base, name: '   ', username: 'blankname' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ code: 'INVALID_NAME', message: 'Please enter your full name' });
    expect((await signUp({ ...base, name: 'x'.repeat(101), username: 'longname' })).status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.email, 'names@example.com'))).toEqual([]);

    const ok = await signUp({ ...base, name: '  Noor Saleh  ', username: 'noor' });
    const { user: created } = (await ok.json()) as { user: { id: string } };
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created.id));
    expect(profile?.fullName).toBe('Noor Saleh');
  });

  it('rejects a password shorter than 8 characters', async () => {
    const res = await signUp({
      email: 'short@example.com',
      password: 'seven77',
      name: 'Short',
      username: 'shorty',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(await t.db.select().from(user).where(eq(user.email, 'short@example.com'))).toEqual([]);
  });

  it('creates the account, profile and preferences in one transaction', async () => {
    // A profile whose username collides (case-insensitively) with the new one makes the profile insert fail:
    // the account must not exist afterwards.
    const holder = await createUser(t, { username: 'placeholder_x' });
    await t.db.update(profiles).set({ username: 'Collider' }).where(eq(profiles.id, holder.id));
    const res = await signUp({
      email: 'collide@example.com',
      password: 'secret123',
      name: 'C',
      username: 'collider',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(user).where(eq(user.email, 'collide@example.com'))).toEqual([]);
  });
});

describe('concurrent sign-ups', () => {
  it('all succeed, each with its own profile (no lock-up on the embedded database)', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        signUp({
          email: `burst${i}@example.com`,
          password: 'secret123',
          name: `Burst ${i}`,
          username: `burst${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    const rows = await t.db.select().from(profiles);
    expect(rows.filter((r) => r.username.startsWith('burst'))).toHaveLength(6);
  });
});

describe('e-mail confirmation', () => {
  const email = 'june@example.com';

  it('mails a confirmation link and refuses to sign in before it is followed', async () => {
    const res = await signUp({
      email,
      password: 'secret123',
      name: 'June Park',
      username: 'june',
      callbackURL: '/survey',
    });
    expect(res.status).toBe(200);
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Confirm your Swapyard account');
    expect(mail?.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=');

    const client = t.client();
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: 'secret123' });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(client.sessionToken).toBeUndefined();
    // The attempt re-sends the confirmation.
    expect(await t.mailsTo(email)).toHaveLength(2);

    const byUsername = await t
      .client()
      .post('/api/auth/sign-in/username', { username: 'june', password: 'secret123' });
    expect(byUsername.status).toBe(403);
  });

  it('re-sends the confirmation on request (the check-your-email screen)', async () => {
    const before = (await t.mailsTo(email)).length;
    const res = await t.client().post('/api/auth/send-verification-email', { email, callbackURL: '/survey' });
    expect(res.status).toBe(200);
    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(linkIn(mails[0])).toContain('callbackURL=%2Fsurvey');
  });

  it('following the link confirms the address, signs in and lands on /survey', async () => {
    const [mail] = await t.mailsTo(email);
    const client = t.client();
    const res = await client.get(linkIn(mail));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/survey');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('swapyard.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email, emailVerified: true },
      needsFirstTimeSurvey: true,
    });
  });
});
