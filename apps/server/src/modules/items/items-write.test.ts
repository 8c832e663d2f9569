import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemSchema, type ErrorBody, type Item } from '@swapyard/domain';
import { items } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createItem,
  createUser,
  signedInClient,
  storedPhoto,
  testPhoto,
  type TestUser,
} from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let ownerClient: TestClient;
let otherClient: TestClient;
let adminClient: TestClient;
let removedCalls: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({ onPhotosRemoved: (photoIds) => void removedCalls.push(photoIds) });
  owner = await createUser(t, { username: 'owner' });
  other = await createUser(t, { username: 'other' });
  admin = await createUser(t, { username: 'admin', role: 'admin' });
  ownerClient = await signedInClient(t, owner);
  otherClient = await signedInClient(t, other);
  adminClient = await signedInClient(t, admin);
});
afterAll(() => t.close());
beforeEach(() => {
  removedCalls = [];
});

const send = (client: TestClient, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  client.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The body as an Item, checked against the contract. */
const itemOf = async (res: Response): Promise<Item> => itemSchema.parse(await res.json());
const errorOf = async (res: Response) =>
  (await res.json()) as ErrorBody & { error: { details: { issues: Array<{ message: string }> } } };
const validInput = async () => ({
  title: '  Leather boots ',
  category: 'shoes_footwear',
  condition: 'like_new',
  size: '42',
  photos: [await storedPhoto(t, owner.id), await storedPhoto(t, owner.id)],
});

describe('POST /api/items', () => {
  it('answers 401 signed out', async () => {
    expect((await t.client().post('/api/items', await validInput())).status).toBe(401);
  });

  it('refuses an owner id in the body, naming it, and lists nothing: the caller is always the owner', async () => {
    const before = (await t.db.select().from(items).where(eq(items.userId, other.id))).length;
    for (const key of ['userId', 'user_id']) {
      const res = await ownerClient.post('/api/items', { ...(await validInput()), [key]: other.id });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(`"${key}"`);
    }
    expect((await t.db.select().from(items).where(eq(items.userId, other.id))).length).toBe(before);
  });

  it('creates the item for the caller', async () => {
    const input = { ...(await validInput()), valueCents: 1999, brand: '', description: ' ' };
    const res = await ownerClient.post('/api/items', input);
    expect(res.status).toBe(201);
    const body = await itemOf(res);
    expect(body).toMatchObject({
      userId: owner.id,
      owner: { id: owner.id, username: 'owner' },
      title: 'Leather boots',
      categoryLabel: 'Shoes & Footwear',
      valueCents: 1999,
      brand: null,
      description: null,
      visibility: 'public',
      status: 'available',
      isAvailable: true,
      photos: input.photos,
    });
    const [row] = await t.db.select().from(items).where(eq(items.id, body.id));
    expect(row).toMatchObject({ userId: owner.id, valueCents: 1999 });
    expect((await itemOf(await t.client().get(`/api/items/${body.id}`))).valueCents).toBe(1999);
  });

  it("takes 'Live Events Only' (live-only) on create and edit: the item is seen only in its owner's live stream", async () => {
    const res = await ownerClient.post('/api/items', { ...(await validInput()), visibility: 'live-only' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; visibility: string };
    expect(created.visibility).toBe('live-only');
    expect((await t.client().get(`/api/items/${created.id}`)).status).toBe(404);
    const item = await createItem(t, owner);
    const edited = await send(ownerClient, 'PATCH', `/api/items/${item.id}`, { visibility: 'live-only' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ visibility: 'live-only' });
  });

  it('keeps cents exact: 30 cents are stored and read back as 30', async () => {
    const res = await ownerClient.post('/api/items', { ...(await validInput()), valueCents: 30 });
    const body = await itemOf(res);
    expect(body.valueCents).toBe(30);
    const [row] = await t.db.select().from(items).where(eq(items.id, body.id));
    expect(row!.valueCents).toBe(30);
  });

  it('reports the form messages in the documented order', async () => {
    const res = await ownerClient.post('/api/items', { title: ' ', size: '', photos: [] });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.issues.map((i) => i.message)).toEqual([
      'Please enter a title for your item',
      'Please select a category for your item',
      'Please select the condition of your item',
      'Please enter a size for your item',
      'Please add at least one photo of your item',
    ]);
    expect(body.error.message).toContain('title: Please enter a title for your item');
  });

  it("rejects another member's photos, too many photos and bad values", async () => {
    const foreign = await ownerClient.post('/api/items', {
      ...(await validInput()),
      photos: [testPhoto(other.id)],
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Photos must be your own uploads' },
    });
    const sneaky = { ...testPhoto(owner.id), id: `${owner.id}-x/a.webp` };
    expect((await ownerClient.post('/api/items', { ...(await validInput()), photos: [sneaky] })).status).toBe(
      400,
    );
    for (const id of [`${owner.id}/../${other.id}/a.webp`, `${owner.id}/`, `${owner.id}//a.webp`, owner.id]) {
      const photos = [{ ...testPhoto(owner.id), id }];
      expect((await ownerClient.post('/api/items', { ...(await validInput()), photos })).status).toBe(400);
    }
    const eleven = Array.from({ length: 11 }, () => testPhoto(owner.id));
    expect((await ownerClient.post('/api/items', { ...(await validInput()), photos: eleven })).status).toBe(
      400,
    );
    // Whole cents from 0 to $1,000,000 only, refused in the form's words.
    for (const valueCents of [-1, 199.9, 0.5, '1200', 100_000_001]) {
      const res = await ownerClient.post('/api/items', { ...(await validInput()), valueCents });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.details.issues.map((i) => i.message)).toEqual([
        'Please enter a value of 0 or more, with at most 2 decimals',
      ]);
      expect(body.error.message).toContain(
        'valueCents: Please enter a value of 0 or more, with at most 2 decimals',
      );
    }
    const most = await ownerClient.post('/api/items', { ...(await validInput()), valueCents: 100_000_000 });
    expect((await itemOf(most)).valueCents).toBe(100_000_000);
  });
});

describe('PATCH /api/items/:id', () => {
  it('lets the owner change fields; blank description and brand become null, value may be cleared', async () => {
    const item = await createItem(t, owner, { description: 'old', brand: 'Acme', valueCents: 500 });
    const res = await send(ownerClient, 'PATCH', `/api/items/${item.id}`, {
      title: 'Renamed',
      description: '',
      brand: '  ',
      valueCents: null,
      visibility: 'private',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'Renamed',
      description: null,
      brand: null,
      valueCents: null,
      visibility: 'private',
    });
    const priced = await send(ownerClient, 'PATCH', `/api/items/${item.id}`, { valueCents: 1999 });
    expect((await itemOf(priced)).valueCents).toBe(1999);
    const refused = await send(ownerClient, 'PATCH', `/api/items/${item.id}`, { valueCents: 19.99 });
    expect(refused.status).toBe(400);
  });

  it('marks a sold item unavailable and a relisted one available', async () => {
    const item = await createItem(t, owner);
    const sold = await (await send(ownerClient, 'PATCH', `/api/items/${item.id}`, { status: 'sold' })).json();
    expect(sold).toMatchObject({ status: 'sold', isAvailable: false });
    const back = await (
      await send(ownerClient, 'PATCH', `/api/items/${item.id}`, { status: 'available' })
    ).json();
    expect(back).toMatchObject({ status: 'available', isAvailable: true });
  });

  it('answers 403 to another member, 404 for an unknown item, 401 signed out', async () => {
    const item = await createItem(t, owner);
    const res = await send(otherClient, 'PATCH', `/api/items/${item.id}`, { title: 'Mine now' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You can only edit your own items' },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send(otherClient, 'PATCH', `/api/items/${unknown}`, { title: 'x' })).status).toBe(404);
    expect((await send(t.client(), 'PATCH', `/api/items/${item.id}`, { title: 'x' })).status).toBe(401);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.title).toBe(item.title);
  });

  it('lets an admin edit any item, private ones included', async () => {
    const item = await createItem(t, owner, { visibility: 'private' });
    const res = await send(adminClient, 'PATCH', `/api/items/${item.id}`, { status: 'hidden' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: owner.id, status: 'hidden' });
  });

  it('allows at most 5 photos, all from the owner, and reports the dropped ones after commit', async () => {
    const [a, b, c] = [testPhoto(owner.id), testPhoto(owner.id), testPhoto(owner.id)];
    const item = await createItem(t, owner, { photos: [a, b, c] });
    const path = `/api/items/${item.id}`;
    const six = Array.from({ length: 6 }, () => testPhoto(owner.id));
    const tooMany = await send(ownerClient, 'PATCH', path, { photos: six });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).error.message).toContain('Maximum 5 photos allowed');
    expect((await send(ownerClient, 'PATCH', path, { photos: [testPhoto(other.id)] })).status).toBe(400);
    expect(removedCalls).toEqual([]);

    const d = await storedPhoto(t, owner.id);
    const res = await send(ownerClient, 'PATCH', path, { photos: [c, d, a] });
    expect(res.status).toBe(200);
    expect((await itemOf(res)).photos.map((p) => p.id)).toEqual([c.id, d.id, a.id]);
    expect(removedCalls).toEqual([[b!.id]]);
    await send(ownerClient, 'PATCH', path, { title: 'No photo change' });
    expect(removedCalls).toHaveLength(1);
  });
});

describe('DELETE /api/items/:id', () => {
  it('answers 403 to another member and keeps the item and its photos', async () => {
    const item = await createItem(t, owner);
    const res = await send(otherClient, 'DELETE', `/api/items/${item.id}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { message: 'You can only delete your own items' } });
    expect(await t.db.select().from(items).where(eq(items.id, item.id))).toHaveLength(1);
    expect(removedCalls).toEqual([]);
  });

  it('lets the owner delete: 204, gone, and every photo reported after commit', async () => {
    const photos = [testPhoto(owner.id), testPhoto(owner.id)];
    const item = await createItem(t, owner, { photos });
    const res = await send(ownerClient, 'DELETE', `/api/items/${item.id}`);
    expect(res.status).toBe(204);
    expect((await ownerClient.get(`/api/items/${item.id}`)).status).toBe(404);
    expect(removedCalls).toEqual([photos.map((p) => p.id)]);
    expect((await send(ownerClient, 'DELETE', `/api/items/${item.id}`)).status).toBe(404);
  });

  it('keeps a file that another item still shows', async () => {
    const shared = testPhoto(owner.id);
    const own = testPhoto(owner.id);
    const first = await createItem(t, owner, { photos: [shared, own] });
    await createItem(t, owner, { photos: [shared] });
    expect((await send(ownerClient, 'DELETE', `/api/items/${first.id}`)).status).toBe(204);
    expect(removedCalls).toEqual([[own.id]]);
  });

  it('lets an admin delete any item', async () => {
    const item = await createItem(t, other);
    expect((await send(adminClient, 'DELETE', `/api/items/${item.id}`)).status).toBe(204);
    expect(await t.db.select().from(items).where(eq(items.id, item.id))).toHaveLength(0);
  });

  it('still answers 204 when removing the files fails (logged: the delete has committed)', async () => {
    const failing = await createTestApp({
      onPhotosRemoved: () => Promise.reject(new Error('storage down')),
    });
    try {
      const member = await createUser(failing);
      const item = await createItem(failing, member);
      const client = await signedInClient(failing, member);
      expect((await send(client, 'DELETE', `/api/items/${item.id}`)).status).toBe(204);
      expect(failing.logs.some((l) => l.msg === 'Removing item photos failed')).toBe(true);
    } finally {
      await failing.close();
    }
  });
});
