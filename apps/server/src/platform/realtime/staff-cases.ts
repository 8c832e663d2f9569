import { CASES_CHANGED_EVENT, STAFF_CASES_TOPIC } from '@swapyard/domain';
import type { Logger } from '../logger.ts';
import type { Realtime } from './types.ts';

/**
 * `cases.changed` on the staff's live topic `staff:cases` (docs/product/moderation.md, "The dashboard"): a case was
 * filed or moved on, so open dashboards refresh their figures and lists at once instead of at their next 30-second
 * refresh. Staff only (the profiles module authorises `staff:cases`). No data: the dashboard refetches what it shows.
 * After the change commits; a failed publish is logged, never undoes the change.
 */
export async function announceCasesChanged(deps: { realtime?: Realtime; logger?: Logger }): Promise<void> {
  if (!deps.realtime) return;
  try {
    await deps.realtime.publish(STAFF_CASES_TOPIC, { type: CASES_CHANGED_EVENT });
  } catch (error) {
    deps.logger?.error({ err: error }, 'could not tell staff dashboards about a case');
  }
}
