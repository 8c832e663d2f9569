import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { recordAgreedItems } from '../trades/index.ts';
import { DEMO_FOLLOWS, DEMO_LIKES, DEMO_TRADES } from './demo-social.ts';
import * as queries from './queries.ts';
import { demoMemberIds } from './seed-items.ts';

/**
 * Follows, completed trades with both reviews, and likes among the demo members, in one transaction, right after
 * the demo items. Anything naming a listing the catalogue does not have (tests seed a few) is left out.
 */
export async function seedDemoSocial(deps: { db: Db; logger: Logger; now?: Date }): Promise<void> {
  const { db, logger } = deps;
  const now = deps.now ?? new Date();
  const members = await demoMemberIds(db, [
    ...new Set([
      ...DEMO_FOLLOWS.flat(),
      ...DEMO_TRADES.flatMap((trade) => [trade.owner, trade.requester]),
      ...DEMO_LIKES.map(([member]) => member),
    ]),
  ]);
  const id = (username: string) => members.get(username)!;
  const titles = [
    ...DEMO_TRADES.flatMap((trade) => [trade.ownerItem, trade.requesterItem ?? []].flat()),
    ...DEMO_LIKES.flatMap(([, liked]) => liked),
  ];
  const itemRows = await queries.itemsTitled(db, titles);
  const itemId = new Map(itemRows.map((row) => [row.title, row.id]));

  await db.transaction(async (tx) => {
    await queries.insertFollows(
      tx,
      DEMO_FOLLOWS.map(([follower, following]) => ({
        followerId: id(follower),
        followingId: id(following),
      })),
    );

    for (const trade of DEMO_TRADES) {
      const ownerItemId = itemId.get(trade.ownerItem);
      const requesterItemId = trade.requesterItem === null ? null : itemId.get(trade.requesterItem);
      if (!ownerItemId || requesterItemId === undefined) continue;
      const at = new Date(now.getTime() - trade.daysAgo * 86_400_000);
      const tradeId = await queries.insertTrade(tx, {
        ownerId: id(trade.owner),
        requesterId: id(trade.requester),
        ownerItemId,
        requesterItemId,
        cashDifferenceCents: trade.cashCents,
        status: 'completed',
        createdAt: at,
        updatedAt: at,
      });
      await recordAgreedItems(tx, tradeId, {
        wanted: ownerItemId,
        offered: requesterItemId === null ? [] : [requesterItemId],
      });
      const reviewedAt = new Date(at.getTime() + 86_400_000);
      await queries.insertRatings(
        tx,
        [
          {
            tradeId,
            raterId: id(trade.owner),
            ratedUserId: id(trade.requester),
            ...trade.ownerReview,
          },
          {
            tradeId,
            raterId: id(trade.requester),
            ratedUserId: id(trade.owner),
            ...trade.requesterReview,
          },
        ].map((review) => ({ ...review, createdAt: reviewedAt })),
      );
    }

    const likes = DEMO_LIKES.flatMap(([member, liked]) =>
      liked.flatMap((title) =>
        itemId.has(title) ? [{ userId: id(member), itemId: itemId.get(title)! }] : [],
      ),
    );
    // With the counts the likes module keeps in step with the rows.
    if (likes.length > 0) await queries.insertLikes(tx, likes);
  });
  logger.info(
    {
      follows: DEMO_FOLLOWS.length,
      trades: DEMO_TRADES.length,
      likes: DEMO_LIKES.flatMap(([, t]) => t).length,
    },
    'seeded the demo social graph',
  );
}
