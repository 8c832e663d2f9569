import { HANDOVER_TEXTS, MEETUP_MAX_DAYS_AHEAD } from '@swapyard/domain/handovers';

/** A meetup's time: what the form's date-time field shows and takes, and the server's rule for it. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const MEETUP_MAX_AHEAD_MS = MEETUP_MAX_DAYS_AHEAD * DAY_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local field writes it, in the member's own time zone: '2030-03-04T10:00'. */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** The field's value (local time) as the server takes it: an ISO date-time in UTC; '' when it is not a time. */
export function toIsoTime(value: string): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** The server's rule: in the future, and at most MEETUP_MAX_DAYS_AHEAD days ahead; null when the time is fine. */
export function meetupTimeError(iso: string, now = Date.now()): string | null {
  const at = Date.parse(iso);
  if (at <= now) return HANDOVER_TEXTS.meetupInPast;
  if (at > now + MEETUP_MAX_AHEAD_MS) return HANDOVER_TEXTS.meetupTooFar;
  return null;
}
