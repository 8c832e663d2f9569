import { CIRCLE_CHANGED_EVENT, CIRCLE_TEXTS } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import type { ItemAuctionGuard } from '../items/index.ts';
import { createNotification, userTopic, type NewNotification } from '../notifications/index.ts';
import { getNotificationChannels } from '../settings/index.ts';
import { emptyOutcome, publishOutcome, type Outcome, type HandoverHooks } from '../trades/index.ts';
import * as queries from './queries.ts';

export interface CirclesDeps {
  db: Db;
  /** Live updates, published after commit; without it (a job or a test) nothing is published. */
  realtime?: Realtime;
  logger?: Logger;
  /** How long a change waits for others before the solve it asks for runs (docs/product/swap-circles.md). */
  solveDelayMs?: number;
  /** Live selling's check (items' hook): an item up for auction is not accepted into a circle. */
  atAuction?: ItemAuctionGuard;
  /** The legs' handovers, opened when the circle completes (trades' hook, docs/product/handover.md). */
  handovers?: HandoverHooks;
}

/** What a transaction changed: the trades it made (and their notifications), and the members whose circles moved. */
export interface CircleOutcome extends Outcome {
  members: Set<string>;
}

export const emptyCircleOutcome = (): CircleOutcome => ({ ...emptyOutcome(), members: new Set() });

export const circleNotFound = () => new AppError('NOT_FOUND', CIRCLE_TEXTS.notFound);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** A circle notification, unless the member turned Trade Updates off (Settings), as for trades. */
export async function notifyMember(db: Db, outcome: Outcome, input: NewNotification): Promise<void> {
  if (!(await getNotificationChannels(db, input.userId)).tradeUpdates) return;
  outcome.notifications.push(await createNotification(db, input));
}

/** The circle, to its members only: to anyone else (and for malformed ids) it does not exist. */
export async function memberCircle(db: Db, userId: string, circleId: string) {
  const circle = isUuid(circleId) ? await queries.findCircle(db, circleId) : undefined;
  if (!circle) throw circleNotFound();
  const legs = await queries.legsOf(db, [circle.id]);
  if (!legs.some((leg) => leg.giverId === userId)) throw circleNotFound();
  return circle;
}

/** After commit: the trades made and the notifications, then `circle.changed` to every member concerned. */
export async function publishCircleOutcome(deps: CirclesDeps, outcome: CircleOutcome): Promise<void> {
  await publishOutcome(deps, outcome);
  if (!deps.realtime) return;
  for (const memberId of outcome.members) {
    try {
      await deps.realtime.publish(userTopic(memberId), { type: CIRCLE_CHANGED_EVENT });
    } catch (error) {
      // The change has committed; the page refetches when it reconnects.
      deps.logger?.error({ err: error, memberId }, 'could not publish a swap circle event');
    }
  }
}
