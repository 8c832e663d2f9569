import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema } from '@swapyard/domain';
import { listingPhotoEmbeddings } from '../../db/schema/index.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { solid } from '../../platform/images/test-images.ts';
import { listWithFixtures, uploadFixture, uploadImage } from './analysis-test-kit.ts';

let t: TestApp;
let seller: TestClient;
let member: TestClient;
const listed: Record<string, string> = {};

async function list(title: string, path: string, category: string, valueCents: number) {
  listed[title] = await listWithFixtures(seller, { title, category, valueCents }, [path]);
}

const redSquare = () => solid(400, 400, '#d11').png().toBuffer();

const runEmbeddingJobs = () =>
  createJobRunner({ db: t.db, logger: createLogger('silent'), jobs: t.jobs }).runDue();

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedInClient(t, await createUser(t));
  member = await signedInClient(t, await createUser(t));
  // Three chessboards for sale, two potted plants, a notebook: real photos (Debian's opencv-doc).
  await list('Chessboard A', 'data/left01.jpg', 'collectibles', 2000);
  await list('Chessboard B', 'data/left05.jpg', 'collectibles', 3000);
  await list('Chessboard C', 'data/left12.jpg', 'collectibles', 4000);
  await list('Aloe', 'data/aloeL.jpg', 'home_garden', 1500);
  await list('Potted fern', 'alphamat/input_images/plant.jpg', 'home_garden', 2500);
  await list('Notebook', 'data/ela_original.jpg', 'books_magazines', 800);
  // Two listings whose only photo is a flat red: alike to the model, and evidence of nothing.
  for (const title of ['Red placeholder A', 'Red placeholder B']) {
    const { id, url, width, height, sizes } = await uploadImage(seller, await redSquare(), 'image/png');
    const photos = [{ id, url, width, height, sizes }];
    const res = await seller.post('/api/items', {
      title,
      category: 'clothing',
      condition: 'good',
      size: 'M',
      valueCents: 4550,
      photos,
    });
    expect(res.status).toBe(201);
  }
  await runEmbeddingJobs();
}, 120_000);
afterAll(() => t.close());

const analysePhoto = async (path: string, title?: string) => {
  const photo = await uploadFixture(member, path);
  const res = await member.post('/api/analysis/item', { photoId: photo.id, title });
  expect(res.status).toBe(200);
  return analysisResultSchema.parse(await res.json());
};

describe('listing photos are embedded after they are listed', () => {
  it('one row per photo, written by the job the listing queued, with the screen score', async () => {
    const rows = await t.db.select().from(listingPhotoEmbeddings);
    expect(rows).toHaveLength(8); // six listings of real photos, two of a flat red
    for (const row of rows) {
      expect(row.embedding.length).toBe(5120);
      expect(row.explicitScore).toBeLessThan(0.85);
    }
  });

  it('an edit that drops a photo drops its row; a deleted listing takes its rows', async () => {
    const replacement = await uploadFixture(seller, 'data/right01.jpg');
    const photos = [
      {
        id: replacement.id,
        url: replacement.url,
        width: replacement.width,
        height: replacement.height,
        sizes: replacement.sizes,
      },
    ];
    const edit = await seller.request(`/api/items/${listed['Chessboard C']}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ photos }),
    });
    expect(edit.status).toBe(200);
    await runEmbeddingJobs();
    const rows = await t.db
      .select({ photoId: listingPhotoEmbeddings.photoId })
      .from(listingPhotoEmbeddings)
      .where(eq(listingPhotoEmbeddings.itemId, listed['Chessboard C']!));
    expect(rows).toEqual([{ photoId: replacement.id }]);

    expect((await seller.request(`/api/items/${listed.Notebook}`, { method: 'DELETE' })).status).toBe(204);
    const notebook = await t.db
      .select()
      .from(listingPhotoEmbeddings)
      .where(eq(listingPhotoEmbeddings.itemId, listed.Notebook!));
    expect(notebook).toEqual([]);
  });
});

describe('a photo alone, analysed against similar listings', () => {
  it('suggests the category of the listings it looks like, but no price from mere likeness, and says so', async () => {
    const result = await analysePhoto('data/right03.jpg'); // a chessboard from a side nobody listed (cosine ~0.85)
    expect(result.closetCategory).toBe('collectibles');
    expect(result).toMatchObject({
      fmvCents: null,
      valueCents: null,
      marketData: null,
      pricingMethod: 'ai-only',
    });
    expect(result.reasoning).toContain('The photos look like 3 listings in Collectibles.');
    expect(result.reasoning).toContain('Not enough similar items to suggest a price');
    expect(result.title).toBe('');
    expect(result.confidence).toBeGreaterThan(0.3);
  }, 60_000);

  it('takes a flat-coloured photo for no evidence, however many listings share the colour', async () => {
    const photo = await uploadImage(member, await redSquare(), 'image/png');
    const res = await member.post('/api/analysis/item', { photoId: photo.id });
    const result = analysisResultSchema.parse(await res.json());
    expect(result.closetCategory).toBeNull();
    expect(result.reasoning).toContain('The photos look like nothing listed on Swapyard yet.');
  }, 60_000);

  it('says honestly when the photo looks like nothing listed', async () => {
    const result = await analysePhoto('data/baboon.jpg');
    expect(result.closetCategory).toBeNull();
    expect(result.valueCents).toBeNull();
    expect(result.reasoning).toContain('The photos look like nothing listed on Swapyard yet.');
  }, 60_000);

  it('with a title, the text decides and the photos back it', async () => {
    const result = await analysePhoto('data/right03.jpg', 'Wooden chess board');
    expect(result.closetCategory).not.toBeNull();
    expect(result.reasoning).toContain('The photos look like 3 listings in Collectibles');
  }, 60_000);

  it('names the item after listings the photos closely resemble, and prices from them', async () => {
    await list('Chessboard D', 'data/left01.jpg', 'collectibles', 2200);
    await list('Chessboard E', 'data/left01.jpg', 'collectibles', 2400);
    await runEmbeddingJobs();
    const result = await analysePhoto('data/left01.jpg');
    expect(result.title).toBe('Chessboard');
    expect(result.reasoning).toContain('Looks like: Chessboard — 3 similar listings.');
    expect(result.closetCategory).toBe('collectibles');
    expect(result.confidence).toBeLessThanOrEqual(0.6);
    const titles = result.marketData!.comparables.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Chessboard A', 'Chessboard D', 'Chessboard E']));
    const { min, max } = result.marketData!.priceRangeCents;
    expect(result.valueCents).toBeGreaterThanOrEqual(min);
    expect(result.valueCents).toBeLessThanOrEqual(max);
  }, 60_000);
});
