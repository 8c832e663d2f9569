import { categoryDisplayName, type SwapCircle } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { missingMemberCard } from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { CircleRow, LegRow } from './queries.ts';

export type CardDetails = Awaited<ReturnType<typeof queries.cardDetails>>;

/**
 * A circle as its member `viewerId` sees it: every leg (who gives what to whom, its value and cash, whether the
 * giver accepted), and their own part, with what they pay (positive) or are paid (negative) in all.
 */
export function circleView(
  { parties, items }: CardDetails,
  circle: CircleRow,
  legs: LegRow[],
  viewerId: string,
): SwapCircle {
  const party = (id: string) => parties.get(id) ?? missingMemberCard(id);
  const gives = legs.findIndex((leg) => leg.giverId === viewerId);
  const gets = legs.findIndex((leg) => leg.receiverId === viewerId);
  const cashCents = legs.reduce(
    (sum, leg) =>
      sum +
      (leg.receiverId === viewerId ? leg.cashCents : 0) -
      (leg.giverId === viewerId ? leg.cashCents : 0),
    0,
  );
  return {
    id: circle.id,
    status: circle.status,
    expiresAt: circle.expiresAt.toISOString(),
    createdAt: circle.createdAt.toISOString(),
    legs: legs.map((leg) => {
      const item = items.get(leg.itemId);
      return {
        giver: party(leg.giverId),
        receiver: party(leg.receiverId),
        item: {
          id: leg.itemId,
          title: item?.title ?? 'Removed item',
          categoryLabel: item ? categoryDisplayName(item.category) : '',
          photos: item?.photos ?? [],
          valueCents: leg.valueCents,
        },
        cashCents: leg.cashCents,
        accepted: leg.acceptedAt !== null,
      };
    }),
    you: { gives, gets, cashCents, accepted: legs[gives]?.acceptedAt != null },
  };
}

/** The circle as `viewerId` sees it, read from the database. */
export async function toSwapCircle(db: Db, circle: CircleRow, legs: LegRow[], viewerId: string) {
  return circleView(await queries.cardDetails(db, legs), circle, legs, viewerId);
}

/** GET /api/circles: the member's proposed circles, soonest to expire first (their people and items in one read). */
export async function listCircles(db: Db, memberId: string): Promise<{ circles: SwapCircle[] }> {
  const circles = await queries.proposedCirclesOf(db, memberId);
  const legs = await queries.legsOf(
    db,
    circles.map((circle) => circle.id),
  );
  const details = await queries.cardDetails(db, legs);
  return {
    circles: circles.map((circle) =>
      circleView(
        details,
        circle,
        legs.filter((leg) => leg.circleId === circle.id),
        memberId,
      ),
    ),
  };
}
