import { availableParallelism } from 'node:os';
import type { UploadedPhoto } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { deletePhotos } from '../../platform/images/index.ts';
import { createLimiter } from '../../platform/images/limiter.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { autoCreateCloset, insertItem } from '../items/index.ts';
import * as profiles from '../profiles/index.ts';
import { DEMO_ITEMS, demoCreatedAt, type DemoItem } from './demo-items.ts';
import { demoEmail } from './demo-members.ts';
import { saveDemoPhoto } from './demo-photos.ts';
import * as queries from './queries.ts';
import type { SeedResult } from './seed.ts';

export interface SeedItemsDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** The catalogue (default DEMO_ITEMS); tests pass a slice. */
  catalogue?: readonly DemoItem[];
  /** The newest listing is about an hour before this; default now. */
  now?: Date;
}

/**
 * Lists the demo catalogue for the demo members, with drawn photos stored like uploads. Runs only while there are no
 * items at all (a fresh embedded database right after seedDemoMembers). The photos are written first, then every row
 * in one transaction; if anything fails the written photos are removed, so a failed seed leaves nothing behind.
 */
export async function seedDemoItems(deps: SeedItemsDeps): Promise<SeedResult> {
  const { db, storage, logger } = deps;
  const catalogue = deps.catalogue ?? DEMO_ITEMS;
  const started = performance.now();
  if ((await queries.countItems(db)) > 0) {
    logger.debug('database already has items: not seeding demo items');
    return 'not-empty';
  }
  const owners = await demoMemberIds(db, [...new Set(catalogue.map((item) => item.owner))]);
  const placeOf = new Map<string, Awaited<ReturnType<typeof profiles.memberPlace>>>();
  for (const userId of owners.values()) placeOf.set(userId, await profiles.memberPlace(db, userId));
  const now = deps.now ?? new Date();
  const createdAt = demoCreatedAt(catalogue.length, now);

  // processImage queues the CPU-heavy part on its own limiter; this one only bounds how many drawings are in memory
  // while letting the next drawing rasterise while another photo encodes.
  const drawing = createLimiter(availableParallelism() + 2);
  const jobs = catalogue.flatMap((item, itemIndex) =>
    Array.from({ length: item.photoCount }, (_, angle) => ({ item, itemIndex, angle })),
  );
  // Settled one by one, so when something fails every photo that did get written is known and can be removed.
  const results = await Promise.allSettled(
    jobs.map(({ item, itemIndex, angle }) =>
      drawing.run(() =>
        saveDemoPhoto(storage, owners.get(item.owner)!, {
          title: item.title,
          icon: item.icon,
          itemIndex,
          angle,
        }),
      ),
    ),
  );
  const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const photosOf = catalogue.map((): UploadedPhoto[] => []);
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') photosOf[jobs[index]!.itemIndex]!.push(result.value);
  });
  const photosSeconds = (performance.now() - started) / 1000;

  try {
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await db.transaction(async (tx) => {
      for (const [index, item] of catalogue.entries()) {
        const sold = item.status !== 'available';
        const posted = createdAt[index]!;
        // A sold or swapped listing changed hands a few days after it was posted (never in the future).
        const changed = sold ? new Date(Math.min(posted.getTime() + 3 * 86_400_000, now.getTime())) : posted;
        const userId = owners.get(item.owner)!;
        // Listed like any item: its closet exists with it (docs/product/closets.md).
        await autoCreateCloset(tx, userId, item.category);
        await insertItem(tx, {
          userId,
          title: item.title,
          description: item.description,
          brand: item.brand,
          category: item.category,
          condition: item.condition,
          size: item.size,
          valueCents: item.valueCents,
          photos: photosOf[index]!,
          isAvailable: !sold,
          status: item.status,
          visibility: item.visibility,
          // Where its owner is (demo members' written locations are places: seed.ts).
          ...placeOf.get(userId),
          createdAt: posted,
          updatedAt: changed,
        });
      }
    });
  } catch (error) {
    await deletePhotos(
      storage,
      saved.map((photo) => photo.id),
    ).catch((cleanupError: unknown) => logger.error({ err: cleanupError }, 'could not remove demo photos'));
    throw error;
  }
  logger.info(
    {
      items: catalogue.length,
      photos: saved.length,
      photosSeconds: Number(photosSeconds.toFixed(2)),
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    },
    `seeded ${catalogue.length} demo items`,
  );
  return 'seeded';
}

/** username → user id of the demo members (found by their demo e-mail, so a look-alike username never matches). */
export async function demoMemberIds(db: Db, usernames: string[]): Promise<Map<string, string>> {
  const rows = await queries.accountsByEmail(db, usernames.map(demoEmail));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ids = new Map<string, string>();
  for (const username of usernames) {
    const id = byEmail.get(demoEmail(username));
    if (!id) throw new Error(`demo items: demo member ${username} does not exist (seed the members first)`);
    ids.set(username, id);
  }
  return ids;
}
