import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  memberAdminTexts,
  staffUserDetailSchema,
  SUSPENSION_REASON_MAX_LENGTH,
} from '@swapyard/domain';
import { profiles, session } from '../../db/schema/index.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import { RealtimeHub } from '../../platform/realtime/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { CLOSE_SESSION_ENDED } from '../realtime/close-sockets.ts';
import { cookieOf, listenForSockets, TestSocket } from '../realtime/test-socket.ts';

// Suspending a member (docs/product/moderation.md, "Suspending a member").

let t: TestApp;
const hub = new RealtimeHub();
let served: Awaited<ReturnType<typeof listenForSockets>>;
let admin: TestUser;
let adminClient: TestClient;
let moderator: TestUser;
let moderatorClient: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp({ realtime: hub });
  served = await listenForSockets(t.app);
  admin = await createUser(t, { username: 'ada_admin', role: 'admin' });
  moderator = await createUser(t, { username: 'mo_moderator', role: 'moderator' });
  adminClient = await signedInClient(t, admin);
  moderatorClient = await signedInClient(t, moderator);
  reader = await signedInClient(t, await createUser(t, { username: 'rhea_reader' }));
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const suspend = (client: TestClient, id: string, body: unknown = { reason: 'Selling counterfeits' }) =>
  client.post(`/api/admin/users/${id}/suspension`, body);
const unsuspend = (client: TestClient, id: string) =>
  client.request(`/api/admin/users/${id}/suspension`, { method: 'DELETE' });
const errorMessage = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;
const signIn = (identifier: { username: string } | { email: string }, password: string) =>
  t
    .client()
    .post(`/api/auth/sign-in/${'email' in identifier ? 'email' : 'username'}`, { ...identifier, password });

describe('who may be suspended', () => {
  it('suspends a member with a reason and answers them as suspended', async () => {
    const member = await createUser(t);
    const res = await suspend(adminClient, member.id, { reason: '  Selling counterfeits  ' });
    expect(res.status).toBe(200);
    const body = staffUserDetailSchema.parse(await res.json());
    expect(body.suspension).toMatchObject({ reason: 'Selling counterfeits' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ suspendedBy: admin.id, suspendedReason: 'Selling counterfeits' });
    expect(row!.suspendedAt).toBeInstanceOf(Date);
  });

  it('refuses suspending yourself, another staff member, or twice; and unsuspending someone not suspended', async () => {
    const self = await suspend(adminClient, admin.id);
    expect(self.status).toBe(409);
    expect(await errorMessage(self)).toBe(memberAdminTexts.suspendYourself);
    const staff = await suspend(adminClient, moderator.id);
    expect(staff.status).toBe(409);
    expect(await errorMessage(staff)).toBe(memberAdminTexts.suspendStaff);

    const member = await createUser(t);
    const notYet = await unsuspend(adminClient, member.id);
    expect(notYet.status).toBe(409);
    expect(await errorMessage(notYet)).toBe(memberAdminTexts.notSuspended);
    expect((await suspend(adminClient, member.id)).status).toBe(200);
    const twice = await suspend(adminClient, member.id);
    expect(twice.status).toBe(409);
    expect(await errorMessage(twice)).toBe(memberAdminTexts.alreadySuspended);
  });

  it('suspends once when two admins suspend at once', async () => {
    const otherAdmin = await signedInClient(t, await createUser(t, { role: 'admin' }));
    const member = await createUser(t);
    const answers = await Promise.all([suspend(adminClient, member.id), suspend(otherAdmin, member.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('is for admins only: a moderator gets 403 and changes nothing', async () => {
    const member = await createUser(t);
    const res = await suspend(moderatorClient, member.id);
    expect(res.status).toBe(403);
    expect(await errorMessage(res)).toBe("You don't have permission to do that");
    expect((await suspend(adminClient, member.id)).status).toBe(200);
    expect((await unsuspend(moderatorClient, member.id)).status).toBe(403);
    expect((await reader.post(`/api/admin/users/${member.id}/suspension`, { reason: 'x' })).status).toBe(403);
  });

  it('asks for a reason of at most 500 characters, and answers 404 for no such member', async () => {
    const member = await createUser(t);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await suspend(adminClient, member.id, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(memberAdminTexts.reasonRequired);
    }
    const long = await suspend(adminClient, member.id, {
      reason: 'x'.repeat(SUSPENSION_REASON_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(memberAdminTexts.reasonTooLong);
    expect((await suspend(adminClient, member.id, { reason: 'x'.repeat(500) })).status).toBe(200);
    expect((await suspend(adminClient, '7d5c4a8e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await suspend(adminClient, 'not-a-member')).status).toBe(404);
    expect((await unsuspend(adminClient, 'not-a-member')).status).toBe(404);
  });
});

describe('a suspended member is signed out and cannot sign in', () => {
  it('ends every session at once: the old cookies are refused, and the open socket is closed', async () => {
    const member = await createUser(t);
    const phone = await signedInClient(t, member);
    const laptop = await signedInClient(t, member);
    const socket = await TestSocket.open(served.url, { Cookie: cookieOf(laptop) });
    await socket.subscribe(`user:${member.id}`);

    expect((await suspend(adminClient, member.id)).status).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect(await socket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended' });
    for (const client of [phone, laptop]) {
      expect((await client.get('/api/me')).status).toBe(401);
      expect((await client.post('/api/items', {})).status).toBe(401);
      expect(await (await client.get('/api/session')).json()).toEqual({ me: null });
    }
  });

  it('refuses signing in, by username or e-mail, with the words the sign-in form shows', async () => {
    const member = await createUser(t);
    expect((await suspend(adminClient, member.id)).status).toBe(200);
    for (const identifier of [{ username: member.username }, { email: member.email }]) {
      const res = await signIn(identifier, member.password);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; message: string };
      expect(body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: memberAdminTexts.suspendedSignIn });
      expect(
        res.headers
          .getSetCookie()
          .some((cookie) => cookie.includes('session_token=') && !cookie.includes('Max-Age=0')),
      ).toBe(false);
    }
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    // A wrong password is still just a wrong password: a suspension is not told to whoever guesses.
    expect((await signIn({ username: member.username }, 'wrong-password-1')).status).toBe(401);

    expect((await unsuspend(adminClient, member.id)).status).toBe(200);
    expect((await signIn({ username: member.username }, member.password)).status).toBe(200);
  });

  it('lets the database hold no session for a suspended member, and no reason without a suspension', async () => {
    const member = await createUser(t);
    expect((await suspend(adminClient, member.id)).status).toBe(200);
    const inserted = await t.db
      .insert(session)
      .values({ userId: member.id, token: `forged-${member.id}`, expiresAt: new Date(Date.now() + 60_000) })
      .catch((error: unknown) => error);
    expect(findPgError(inserted, 'P0001')?.message).toContain('suspended member cannot have a session');

    const other = await createUser(t);
    const reasonOnly = await t.db
      .update(profiles)
      .set({ suspendedReason: 'no date' })
      .where(eq(profiles.id, other.id))
      .catch((error: unknown) => error);
    expect(findPgError(reasonOnly, '23514')?.constraint).toBe('profiles_suspension_reason');
    const dateOnly = await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, other.id))
      .catch((error: unknown) => error);
    expect(findPgError(dateOnly, '23514')?.constraint).toBe('profiles_suspension_reason');
    const byOnly = await t.db
      .update(profiles)
      .set({ suspendedBy: admin.id })
      .where(eq(profiles.id, other.id))
      .catch((error: unknown) => error);
    expect(findPgError(byOnly, '23514')?.constraint).toBe('profiles_suspended_by');
  });
});

describe("a suspended member's listings and profile", () => {
  it('are hidden from everyone but staff until the suspension is lifted', async () => {
    const seller = await createUser(t, { username: 'sid_seller' });
    const item = await createItem(t, seller, { title: 'Quillberry teapot', category: 'kitchen' });
    // Rhea saved it before the suspension.
    expect((await reader.request(`/api/items/${item.id}/saved`, { method: 'PUT' })).status).toBe(200);
    const visitor = t.client();

    const ids = (body: unknown, pick: (entry: never) => string) =>
      ((body as { items: never[] }).items ?? []).map(pick);
    const feedIds = async (client: TestClient) =>
      ids(
        await (await client.get('/api/feed?limit=50')).json(),
        (entry: { item: { id: string } }) => entry.item.id,
      );
    const searchIds = async (client: TestClient) =>
      ids(
        await (await client.get('/api/search/items?q=quillberry')).json(),
        (entry: { id: string }) => entry.id,
      );
    const listIds = async (client: TestClient) =>
      ids(await (await client.get('/api/items?limit=50')).json(), (entry: { id: string }) => entry.id);
    const savedIds = async () =>
      ids(
        await (await reader.get('/api/me/saved-items')).json(),
        (entry: { item: { id: string } }) => entry.item.id,
      );
    const memberFound = async (client: TestClient) =>
      (
        (await (await client.get('/api/search/users?q=sid_seller')).json()) as {
          users: Array<{ id: string }>;
        }
      ).users.some((user) => user.id === seller.id);
    const shown = async () => ({
      feed: (await feedIds(reader)).includes(item.id) && (await feedIds(visitor)).includes(item.id),
      search: (await searchIds(reader)).includes(item.id) && (await searchIds(visitor)).includes(item.id),
      list: (await listIds(reader)).includes(item.id),
      saved: (await savedIds()).includes(item.id),
      memberSearch: await memberFound(visitor),
      itemPage: [
        (await reader.get(`/api/items/${item.id}`)).status,
        (await visitor.get(`/api/items/${item.id}`)).status,
      ],
      profile: [
        (await reader.get(`/api/users/${seller.username}`)).status,
        (await visitor.get(`/api/users/${seller.id}`)).status,
      ],
      memberLists: [
        (await reader.get(`/api/users/${seller.id}/items`)).status,
        (await reader.get(`/api/items?userId=${seller.id}`)).status,
        (await reader.get(`/api/users/${seller.id}/closets`)).status,
        (await reader.get(`/api/users/${seller.id}/closet-items`)).status,
        (await reader.get(`/api/users/${seller.id}/reviews`)).status,
        (await reader.get(`/api/users/${seller.id}/followers`)).status,
        (await reader.request(`/api/users/${seller.id}/follow`, { method: 'PUT' })).status,
      ],
    });
    const everywhere = {
      feed: true,
      search: true,
      list: true,
      saved: true,
      memberSearch: true,
      itemPage: [200, 200],
      profile: [200, 200],
      memberLists: [200, 200, 200, 200, 200, 200, 200],
    };
    expect(await shown()).toEqual(everywhere);

    expect((await suspend(adminClient, seller.id)).status).toBe(200);
    expect(await shown()).toEqual({
      feed: false,
      search: false,
      list: false,
      saved: false,
      memberSearch: false,
      itemPage: [404, 404],
      profile: [404, 404],
      memberLists: [404, 404, 404, 404, 404, 404, 404],
    });
    expect(await errorMessage(await reader.get(`/api/users/${seller.username}`))).toBe('User not found');
    expect(await errorMessage(await reader.get(`/api/items/${item.id}`))).toBe('Item not found');
    // Staff still see the member and the item (they review what was reported).
    expect((await moderatorClient.get(`/api/items/${item.id}`)).status).toBe(200);
    expect((await moderatorClient.get(`/api/users/${seller.username}`)).status).toBe(200);
    expect((await moderatorClient.get(`/api/users/${seller.id}/closets`)).status).toBe(200);

    expect((await unsuspend(adminClient, seller.id)).status).toBe(200);
    expect(await shown()).toEqual(everywhere);
  });
});

describe('the audit log', () => {
  it('records a suspension and its lifting, with the reason', async () => {
    const member = await createUser(t);
    expect((await suspend(adminClient, member.id, { reason: 'Spam listings' })).status).toBe(200);
    expect((await unsuspend(adminClient, member.id)).status).toBe(200);
    const { entries } = auditListSchema.parse(
      await (await moderatorClient.get(`/api/admin/audit?userId=${member.id}`)).json(),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['user.unsuspend', 'user.suspend']);
    const [lifted, suspended] = entries;
    expect(suspended).toMatchObject({
      subjectType: 'user',
      subjectId: member.id,
      subjectUserId: member.id,
      actor: { id: admin.id, username: 'ada_admin' },
      before: { suspension: null },
      after: { suspension: { reason: 'Spam listings' } },
    });
    expect(lifted).toMatchObject({
      before: { suspension: { reason: 'Spam listings' } },
      after: { suspension: null },
    });
    // A refused suspension is no action: nothing recorded.
    expect((await suspend(adminClient, admin.id)).status).toBe(409);
    const rows = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from audit_log where subject_user_id = ${admin.id}`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });
});
