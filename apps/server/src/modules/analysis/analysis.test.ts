import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema, uploadedPhotoSchema, type UploadedPhoto } from '@swapyard/domain';
import { solid } from '../../platform/images/test-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let member: TestUser;
let client: TestClient;
let otherClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  const seller = await createUser(t);
  client = await signedInClient(t, member);
  otherClient = await signedInClient(t, await createUser(t));
  // Three similar listings (brand matched case-insensitively), and ones that must not count: hidden, private,
  // another category (price-evidence.test.ts has the sales).
  const nike = {
    title: 'Nike Air Max 90',
    category: 'shoes_footwear',
    brand: 'Nike',
    condition: 'like_new' as const,
  };
  await createItem(t, seller, { ...nike, valueCents: 8000 });
  await createItem(t, seller, { ...nike, brand: 'NIKE', valueCents: 12000 });
  await createItem(t, seller, { ...nike, title: 'Nike Air Max 90 trainers', valueCents: 10_000 });
  await createItem(t, seller, { ...nike, valueCents: 99900, status: 'hidden' });
  await createItem(t, seller, { ...nike, valueCents: 99900, visibility: 'private' });
  await createItem(t, seller, { ...nike, category: 'clothing', valueCents: 99900 });
});
afterAll(() => t.close());

const analyse = (c: TestClient, body: unknown) => c.post('/api/analysis/item', body);
const upload = async (c: TestClient, data: Buffer): Promise<UploadedPhoto> => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'IMG_2041.png');
  const res = await c.request('/api/media/item-photos', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return uploadedPhotoSchema.parse(await res.json());
};

describe('POST /api/analysis/item', () => {
  it('analyses a title: category, brand, and similar listings as market data', async () => {
    const res = await analyse(client, {
      titleOnly: true,
      title: 'Nike Air Max 90 sneakers size 10 like new',
    });
    expect(res.status).toBe(200);
    const result = analysisResultSchema.parse(await res.json());
    expect(result).toMatchObject({
      closetCategory: 'shoes_footwear',
      brand: 'Nike',
      condition: 'Like New',
      marketData: {
        method: 'listings',
        count: 3,
        averagePriceCents: 10_000,
        priceRangeCents: { min: 8000, max: 12_000 },
      },
    });
  });

  it("answers 'Title required' for a blank title, 401 signed out", async () => {
    const res = await analyse(client, { titleOnly: true, title: '   ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Title required',
        details: 'Please enter a title before reanalyzing',
      },
    });
    expect((await analyse(t.client(), { titleOnly: true, title: 'Nike shoes' })).status).toBe(401);
  });

  it('analyses an uploaded photo: a plain red image suggests no title, description, category or value', async () => {
    const photo = await upload(client, await solid(400, 400, '#d11').png().toBuffer());
    const res = await analyse(client, { photoId: photo.id });
    expect(res.status).toBe(200);
    const result = analysisResultSchema.parse(await res.json());
    expect(result.confidence).toBeLessThanOrEqual(0.2);
    expect(result).toMatchObject({ title: '', description: '', closetCategory: null, valueCents: null });
    expect(result.reasoning).toContain('reads as red');

    const titled = analysisResultSchema.parse(
      await (await analyse(client, { photoId: photo.id, title: 'Nike Air Max sneakers' })).json(),
    );
    expect(titled.closetCategory).toBe('shoes_footwear');
  });

  it("answers 404 for another member's photo or one that does not exist", async () => {
    const theirs = await upload(otherClient, await solid(100, 100, '#d11').png().toBuffer());
    for (const photoId of [
      theirs.id,
      `${member.id}/00000000-0000-4000-8000-000000000000`,
      `${member.id}/a/b`,
    ]) {
      const res = await analyse(client, { photoId });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'Photo not found' } });
    }
    // Nor may another member's photo ride along as one more photo of the item.
    const mine = await upload(client, await solid(100, 100, '#1d1').png().toBuffer());
    const res = await analyse(client, { photoId: mine.id, additionalPhotoIds: [theirs.id] });
    expect(res.status).toBe(404);
  });
});
