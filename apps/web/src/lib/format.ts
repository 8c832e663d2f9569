import { lazily } from '@swapyard/domain/format';
import { formatCents } from '@swapyard/domain/money';

/** Up to two initials for an avatar fallback ("Ava Stone" → "AS", "milo" → "M"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const monthYear = lazily(() => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }));

/** "Member since March 2025" style dates; invalid input yields an empty string rather than "Invalid Date". */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthYear().format(date);
}

/** An item's value for cards and lists: '$12.50', or 'No value' when the owner set none. */
export function formatItemValue(valueCents: number | null): string {
  return valueCents === null ? 'No value' : formatCents(valueCents);
}

const shortDate = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);
const shortDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Nov 26, 2026': the dates of the staff tables. */
export const formatShortDate = (iso: string): string => shortDate().format(new Date(iso));

/** 'Nov 26, 2026, 6:35 AM': when a case was filed or decided. */
export const formatShortDateTime = (iso: string): string => shortDateTime().format(new Date(iso));
