import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPhotosResultSchema } from '@swapyard/domain';
import type { PhotoGrouper } from '../../platform/analysis/index.ts';
import { SAME_ITEM_PHOTOS } from '../../platform/vision/fixture-photos.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { uploadFixture } from './analysis-test-kit.ts';
import { asPartition } from './grouping.ts';

let t: TestApp;
let client: TestClient;
let otherClient: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signedInClient(t, await createUser(t));
  otherClient = await signedInClient(t, await createUser(t));
});
afterAll(() => t.close());

const group = (c: TestClient, body: unknown) => c.post('/api/analysis/grouping', body);

describe('POST /api/analysis/grouping', () => {
  it('sorts real photos of two items, picked interleaved, into one group per item', async () => {
    const [chess1, chess2, chess3] = SAME_ITEM_PHOTOS.chessboard!;
    const [aloe1, aloe2] = SAME_ITEM_PHOTOS.aloe!;
    const picked = [];
    for (const path of [chess1!, aloe1!, chess2!, aloe2!, chess3!])
      picked.push(await uploadFixture(client, path));
    const res = await group(client, { photos: picked.map((photo) => ({ photoId: photo.id })) });
    expect(res.status).toBe(200);
    const { groups } = groupPhotosResultSchema.parse(await res.json());
    expect(groups.map((g) => g.photoIds)).toEqual([
      [picked[0]!.id, picked[2]!.id, picked[4]!.id],
      [picked[1]!.id, picked[3]!.id],
    ]);
    for (const g of groups) expect(g.confidence).toBeGreaterThan(0.5);
  }, 60_000);

  it("answers 404 for another member's photo, 401 signed out, 400 for no photos", async () => {
    const theirs = await uploadFixture(otherClient, SAME_ITEM_PHOTOS.notebook![0]!);
    const res = await group(client, { photos: [{ photoId: theirs.id }] });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: 'Photo not found' } });
    expect((await group(t.client(), { photos: [{ photoId: theirs.id }] })).status).toBe(401);
    expect((await group(client, { photos: [] })).status).toBe(400);
  });
});

describe('a grouper that fails', () => {
  let failing: TestApp;
  afterAll(() => failing?.close());

  it("answers 503 'Grouping failed', on which the dialog makes each photo its own draft", async () => {
    const brokenModel: PhotoGrouper = { groupPhotos: () => Promise.reject(new Error('model crashed')) };
    failing = await createTestApp({ grouper: brokenModel });
    const member = await signedInClient(failing, await createUser(failing));
    const photo = await uploadFixture(member, SAME_ITEM_PHOTOS.notebook![0]!);
    const res = await group(member, { photos: [{ photoId: photo.id }] });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE', message: 'Grouping failed' } });
  });
});

describe('whatever a grouper answers, every photo is in exactly one group', () => {
  const g = (photoIds: string[], confidence = 0.9) => ({ photoIds, description: '', confidence });

  it('keeps a photo with its item when it is also given alone (the spec rule), and drops repeats', () => {
    expect(asPartition([g(['b']), g(['a', 'b']), g(['a', 'c'])], ['a', 'b', 'c'])).toEqual([
      g(['a', 'b']),
      g(['c']),
    ]);
  });

  it('gives a forgotten photo a group of its own and ignores photos it was never given', () => {
    expect(asPartition([g(['c', 'x', 'a'])], ['a', 'b', 'c'])).toEqual([g(['a', 'c']), g(['b'], 0)]);
  });
});
