/** The install reminder (docs/product/app-shell.md) appears 5 s after the app becomes installable and lasts 10 s. */
export const REMINDER_DELAY_MS = 5_000;
export const REMINDER_DURATION_MS = 10_000;

export type ReminderPhase = 'waiting' | 'visible' | 'over';

/** Where the reminder stands `now` for an app that became installable at `installableAt` (both epoch ms). */
export function reminderPhase(installableAt: number, now: number): ReminderPhase {
  const elapsed = now - installableAt;
  if (elapsed < REMINDER_DELAY_MS) return 'waiting';
  if (elapsed < REMINDER_DELAY_MS + REMINDER_DURATION_MS) return 'visible';
  return 'over';
}

/** Milliseconds until the phase next changes, or null once it is over. */
export function msUntilNextPhase(installableAt: number, now: number): number | null {
  const elapsed = now - installableAt;
  if (elapsed < REMINDER_DELAY_MS) return REMINDER_DELAY_MS - elapsed;
  if (elapsed < REMINDER_DELAY_MS + REMINDER_DURATION_MS)
    return REMINDER_DELAY_MS + REMINDER_DURATION_MS - elapsed;
  return null;
}
