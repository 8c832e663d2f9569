import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  profileMessages,
  staffUserDetailSchema,
  staffUserItemListSchema,
  staffUserListSchema,
  TRADE_MESSAGES,
  type StaffUserList,
} from '@swapyard/domain';
import { items, profiles } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { member, tradeOf } from '../trades/trade-test-kit.ts';

// The dashboard's Users tab (docs/product/moderation.md, "Managing members").

let t: TestApp;
let admin: TestUser;
let adminClient: TestClient;
let moderatorClient: TestClient;
let memberClient: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  admin = await createUser(t, { username: 'ada_admin', role: 'admin' });
  adminClient = await signedInClient(t, admin);
  moderatorClient = await signedInClient(t, await createUser(t, { role: 'moderator' }));
  memberClient = await signedInClient(t, await createUser(t));
});
afterAll(() => t.close());

const patch = (client: TestClient, path: string, body: unknown) =>
  client.request(path, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const errorMessage = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;
const list = async (client: TestClient, query: string): Promise<StaffUserList> => {
  const res = await client.get(`/api/admin/users${query}`);
  expect(res.status).toBe(200);
  return staffUserListSchema.parse(await res.json());
};
const auditOf = async (userId: string) =>
  auditListSchema.parse(await (await moderatorClient.get(`/api/admin/audit?userId=${userId}`)).json())
    .entries;

describe('the list of members (staff)', () => {
  it('is for staff only', async () => {
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
    expect((await memberClient.get('/api/admin/users')).status).toBe(403);
    expect((await moderatorClient.get('/api/admin/users')).status).toBe(200);
  });

  it('shows each member newest first with their counts and standing', async () => {
    const older = await createUser(t, { username: 'olga_older', fullName: 'Olga Older' });
    const newer = await createUser(t, { username: 'nina_newer', fullName: '' });
    await createItem(t, newer);
    await createItem(t, newer, { visibility: 'private', status: 'hidden', isAvailable: false });
    const follow = (client: TestClient, who: TestUser) =>
      client.request(`/api/users/${who.id}/follow`, { method: 'PUT' });
    expect((await follow(memberClient, newer)).status).toBe(200);
    expect((await follow(await signedInClient(t, newer), older)).status).toBe(200);

    const { users } = await list(moderatorClient, '');
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(users.find((user) => user.id === newer.id)).toMatchObject({
      username: 'nina_newer',
      fullName: '',
      followers: 1,
      following: 1,
      itemCount: 2,
      suspension: null,
      avatarUrl: null,
      location: null,
    });
  });

  it('finds members by part of their username or full name, in any case, with LIKE wildcards taken literally', async () => {
    const zed = await createUser(t, { username: 'zed_quartz', fullName: 'Zed Marlowe' });
    const lookalike = await createUser(t, { username: 'zedxquartz', fullName: 'Zed Lookalike' });
    const percent = await createUser(t, { username: 'per_cent', fullName: '100% Cotton' });
    await createUser(t, { username: 'thousand_things', fullName: '1000 Things' });
    const found = async (q: string) =>
      (await list(moderatorClient, `?q=${encodeURIComponent(q)}`)).users.map((user) => user.id);
    expect(await found('QUART')).toEqual([lookalike.id, zed.id]);
    expect(await found('marlo')).toEqual([zed.id]);
    // '_' and '%' are what they are, not "any character" and "anything".
    expect(await found('zed_quartz')).toEqual([zed.id]);
    expect(await found('100%')).toEqual([percent.id]);
    expect(await found('0% c')).toEqual([percent.id]);
    // Within the username or within the name, not across the two.
    expect(await found('quartz zed')).toEqual([]);
    expect((await moderatorClient.get(`/api/admin/users?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('pages by 50 without repeating or skipping anyone', async () => {
    const made: string[] = [];
    for (let i = 0; i < 53; i++) made.push((await createUser(t, { fullName: `Pager Person ${i}` })).id);
    const first = await list(moderatorClient, '?q=pager+person');
    expect(first.users).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(moderatorClient, `?q=pager+person&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.users, ...second.users].map((user) => user.id)).toEqual(made.reverse());
    expect((await moderatorClient.get('/api/admin/users?cursor=nonsense')).status).toBe(400);
  });
});

describe("a member's details and items (staff)", () => {
  it('shows the phone, bio, roles and statistics', async () => {
    const member = await createUser(t, { username: 'phoebe_phone' });
    await t.db
      .update(profiles)
      .set({ phone: '+1 555 0100', bio: 'Vintage lover', location: 'Lisbon' })
      .where(eq(profiles.id, member.id));
    await createItem(t, member);
    const res = await moderatorClient.get(`/api/admin/users/${member.id}`);
    expect(res.status).toBe(200);
    expect(staffUserDetailSchema.parse(await res.json())).toMatchObject({
      id: member.id,
      phone: '+1 555 0100',
      bio: 'Vintage lover',
      location: 'Lisbon',
      roles: [],
      statistics: { followers: 0, following: 0, items: 1 },
      suspension: null,
    });
    const staff = staffUserDetailSchema.parse(
      await (await moderatorClient.get(`/api/admin/users/${admin.id}`)).json(),
    );
    expect(staff.roles).toEqual(['admin']);
    expect((await moderatorClient.get('/api/admin/users/7d5c4a8e-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await moderatorClient.get('/api/admin/users/nobody')).status).toBe(404);
    expect((await memberClient.get(`/api/admin/users/${member.id}`)).status).toBe(403);
  });

  it('lists every item of the member, hidden ones too, newest first, with what the dialog shows', async () => {
    const member = await createUser(t);
    const shown = await createItem(t, member, {
      title: 'Blue lamp',
      description: 'Works',
      valueCents: 1250,
      category: 'home_garden',
      condition: 'like_new',
    });
    const hidden = await createItem(t, member, {
      title: 'Old radio',
      visibility: 'private',
      isAvailable: false,
    });
    const res = await moderatorClient.get(`/api/admin/users/${member.id}/items`);
    expect(res.status).toBe(200);
    const { items: listed, nextCursor } = staffUserItemListSchema.parse(await res.json());
    expect(nextCursor).toBeNull();
    expect(listed.map((item) => item.id)).toEqual([hidden.id, shown.id]);
    expect(listed[1]).toMatchObject({
      title: 'Blue lamp',
      description: 'Works',
      valueCents: 1250,
      isAvailable: true,
      category: 'home_garden',
      categoryLabel: 'Home & Garden',
      condition: 'like_new',
    });
    expect(listed[1]!.photoUrl).toMatch(/\.webp$/);
    expect(listed[0]).toMatchObject({ isAvailable: false, visibility: 'private' });
    expect(
      (await moderatorClient.get('/api/admin/users/7d5c4a8e-0000-4000-8000-000000000000/items')).status,
    ).toBe(404);
  });
});

describe("editing a member's profile (admins)", () => {
  it('saves the fields with the member’s own rules and records what changed, before and after', async () => {
    const member = await createUser(t, { username: 'eddie_edit', fullName: 'Eddie Edit' });
    const res = await patch(adminClient, `/api/admin/users/${member.id}`, {
      fullName: 'Eddie Edit',
      location: '  Porto  ',
      bio: 'Collector',
      phone: '',
    });
    expect(res.status).toBe(200);
    expect(staffUserDetailSchema.parse(await res.json())).toMatchObject({
      fullName: 'Eddie Edit',
      location: 'Porto',
      bio: 'Collector',
      phone: null,
    });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: 'user.update',
      subjectType: 'user',
      subjectId: member.id,
      actor: { id: admin.id },
      // Only what changed: the full name was sent unchanged and the phone was empty already.
      before: { location: null, bio: null },
      after: { location: 'Porto', bio: 'Collector' },
    });
  });

  it('renames the account too, so the member signs in with the new username', async () => {
    const member = await createUser(t, { username: 'rename_me' });
    const res = await patch(adminClient, `/api/admin/users/${member.id}`, { username: 'Renamed_One' });
    expect(res.status).toBe(200);
    const signIn = await t.client().post('/api/auth/sign-in/username', {
      username: 'renamed_one',
      password: member.password,
    });
    expect(signIn.status).toBe(200);
  });

  it('answers a taken username with the member’s own 409, bad input with 400, and a moderator with 403', async () => {
    const member = await createUser(t);
    const taken = await patch(adminClient, `/api/admin/users/${member.id}`, { username: 'ADA_ADMIN' });
    expect(taken.status).toBe(409);
    expect(await errorMessage(taken)).toBe(profileMessages.usernameTaken);
    const blank = await patch(adminClient, `/api/admin/users/${member.id}`, { fullName: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain('Please enter your full name');
    // Only the five fields of the dialog.
    expect(
      (await patch(adminClient, `/api/admin/users/${member.id}`, { themeColor: '#000000' })).status,
    ).toBe(400);
    const moderated = await patch(moderatorClient, `/api/admin/users/${member.id}`, { location: 'Oslo' });
    expect(moderated.status).toBe(403);
    expect(await errorMessage(moderated)).toBe("You don't have permission to do that");
    expect(
      (await patch(adminClient, '/api/admin/users/7d5c4a8e-0000-4000-8000-000000000000', { bio: 'x' }))
        .status,
    ).toBe(404);
    expect(await auditOf(member.id)).toEqual([]);
  });
});

describe("an admin deleting or editing a member's item", () => {
  it('records the delete with the owner and what the item was', async () => {
    const owner = await createUser(t);
    const item = await createItem(t, owner, { title: 'Fake watch', valueCents: 99_00 });
    expect((await adminClient.request(`/api/items/${item.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.db.select().from(items).where(eq(items.id, item.id))).toEqual([]);
    const [entry] = await auditOf(owner.id);
    expect(entry).toMatchObject({
      action: 'item.delete',
      subjectType: 'item',
      subjectId: item.id,
      subjectUserId: owner.id,
      actor: { id: admin.id },
      before: { title: 'Fake watch', valueCents: 9900 },
      after: null,
    });
  });

  it('records an edit with the changed fields; an owner changing their own item is no staff action', async () => {
    const owner = await createUser(t);
    const ownerClient = await signedInClient(t, owner);
    const item = await createItem(t, owner, { title: 'Real watch', valueCents: 5000 });
    expect((await patch(ownerClient, `/api/items/${item.id}`, { title: 'Real watch!' })).status).toBe(200);
    expect(
      (await ownerClient.request(`/api/items/${(await createItem(t, owner)).id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect(await auditOf(owner.id)).toEqual([]);
    expect(
      (await patch(adminClient, `/api/items/${item.id}`, { title: 'Watch', valueCents: 5000 })).status,
    ).toBe(200);
    const [entry] = await auditOf(owner.id);
    expect(entry).toMatchObject({
      action: 'item.update',
      subjectId: item.id,
      before: { title: 'Real watch!' },
      after: { title: 'Watch' },
    });
  });

  it('cannot delete a traded item, and records nothing', async () => {
    const buyer = await member(t, { creditCents: 5000 });
    const seller = await member(t);
    const jacket = await createItem(t, seller.user, { valueCents: 4000 });
    const offer = await tradeOf(
      await buyer.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: jacket.id,
        cashCents: 3000,
        paymentMethod: 'credit',
      }),
      201,
    );
    await tradeOf(await seller.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
    const res = await adminClient.request(`/api/items/${jacket.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(await errorMessage(res)).toBe(TRADE_MESSAGES.itemTradedDelete);
    expect(await t.db.select().from(items).where(eq(items.id, jacket.id))).toHaveLength(1);
    expect((await auditOf(seller.id)).filter((entry) => entry.action === 'item.delete')).toEqual([]);
  });
});

describe('odd input from an admin', () => {
  it('is a 4xx, never a 5xx', async () => {
    const target = await createUser(t);
    const odd = [
      '\u0000',
      'a\u0000b',
      'half\ud800',
      'x'.repeat(10_000),
      '',
      "' OR '1'='1",
      '%_\\',
      42,
      null,
      [],
      {},
    ];
    const answers: Array<[string, number]> = [];
    const record = async (what: string, res: Promise<Response>) => answers.push([what, (await res).status]);
    for (const value of odd) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      // Half a surrogate pair cannot be put in a URL; bodies still carry it.
      const inUrl = !/\p{Cs}/u.test(text);
      if (inUrl) {
        await record(
          `q ${text.slice(0, 20)}`,
          adminClient.get(`/api/admin/users?q=${encodeURIComponent(text)}`),
        );
        const cursor = encodeURIComponent(text);
        await record(`cursor ${text.slice(0, 20)}`, adminClient.get(`/api/admin/users?cursor=${cursor}`));
      }
      for (const field of ['fullName', 'username', 'location', 'phone', 'bio']) {
        await record(
          `${field} ${text.slice(0, 20)}`,
          patch(adminClient, `/api/admin/users/${target.id}`, { [field]: value }),
        );
      }
      await record(
        `reason ${text.slice(0, 20)}`,
        adminClient.post(`/api/admin/users/${target.id}/suspension`, { reason: value }),
      );
      if (typeof value === 'string' && value !== '' && inUrl) {
        await record(
          `id ${text.slice(0, 20)}`,
          adminClient.get(`/api/admin/users/${encodeURIComponent(value.slice(0, 90))}`),
        );
      }
    }
    expect(answers.filter(([, status]) => status >= 500)).toEqual([]);
  });
});
