import type { Logger } from '../logger.ts';
import type { Realtime } from './types.ts';

/**
 * The staff's live topic (docs/product/moderation.md, "The dashboard"): a case was filed or moved on, so open
 * dashboards refresh their figures and lists at once instead of at their next 30-second refresh. Staff only
 * (the profiles module authorises `staff:cases`). The event carries no data: the dashboard refetches what it shows.
 */
export const STAFF_CASES_TOPIC = 'staff:cases';
export const CASES_CHANGED_EVENT = 'cases.changed';

/** After the change commits; a failed publish is logged, never undoes the change. */
export async function announceCasesChanged(deps: { realtime?: Realtime; logger?: Logger }): Promise<void> {
  if (!deps.realtime) return;
  try {
    await deps.realtime.publish(STAFF_CASES_TOPIC, { type: CASES_CHANGED_EVENT });
  } catch (error) {
    deps.logger?.error({ err: error }, 'could not tell staff dashboards about a case');
  }
}
