import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffReportListSchema } from '@swapyard/domain';
import { notifications, reports } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { PhotoVision } from '../../platform/vision/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { listWithFixtures } from './analysis-test-kit.ts';
import { embedItemPhotos, type EmbeddingDeps } from './embedding-jobs.ts';
import { CellCentres } from './photo-cells.ts';

let t: TestApp;
let owner: TestUser;
let seller: TestClient;
let moderator: TestClient;
const realModel = new PhotoVision();
/**
 * We ship no explicit photos: the real model looks at real photos, and only its screen's answer is replaced by one
 * that is sure they are explicit.
 */
const sureItIsExplicit: EmbeddingDeps['vision'] = {
  look: async (image) => ({
    ...(await realModel.look(image)),
    screen: { Drawing: 0, Hentai: 0.02, Neutral: 0.03, Porn: 0.93, Sexy: 0.02 },
  }),
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  seller = await signedInClient(t, owner);
  moderator = await signedInClient(t, await createUser(t, { role: 'moderator' }));
});
afterAll(async () => {
  await realModel.close();
  await t.close();
});

const listWithPhotos = (paths: string[]) =>
  listWithFixtures(seller, { title: 'Poster', category: 'art' }, paths);

describe('the photo screen', () => {
  it('files one report for the moderators per listing, with no reporter, however many photos it flags', async () => {
    const itemId = await listWithPhotos(['data/starry_night.jpg', 'data/home.jpg']);
    const deps = {
      vision: sureItIsExplicit,
      storage: t.storage,
      logger: createLogger('silent'),
      cells: new CellCentres(),
    };
    expect(await embedItemPhotos(t.db, deps, itemId)).toBe(2);
    const filed = await t.db.select().from(reports).where(eq(reports.reportedItemId, itemId));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      reporterId: null,
      target: 'item',
      reportedUserId: owner.id,
      reason: 'inappropriate_content',
      status: 'pending',
      description:
        'The photo screen reads a photo of this listing as explicit (95%). Please look at the photos.',
    });

    const listed = staffReportListSchema.parse(
      await (await moderator.get('/api/admin/reports?status=pending')).json(),
    );
    expect(listed.reports).toContainEqual(
      expect.objectContaining({
        automatic: true,
        reporter: null,
        item: expect.objectContaining({ title: 'Poster' }),
      }),
    );

    // Dismissed: nobody to tell, and nothing breaks.
    const dismiss = await moderator.request(`/api/admin/reports/${filed[0]!.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'dismissed', resolutionNotes: 'A painting.' }),
    });
    expect(dismiss.status).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.type, 'other'))).toEqual([]);
  }, 60_000);

  it('flags nothing the real model reads as everyday', async () => {
    const itemId = await listWithPhotos(['data/apple.jpg']);
    const deps = {
      vision: realModel,
      storage: t.storage,
      logger: createLogger('silent'),
      cells: new CellCentres(),
    };
    expect(await embedItemPhotos(t.db, deps, itemId)).toBe(1);
    expect(await t.db.select().from(reports).where(eq(reports.reportedItemId, itemId))).toEqual([]);
  }, 60_000);
});
