import { PRICE_EVIDENCE_TEXTS, type Comparable } from '@swapyard/domain/price-evidence';

const DAY_MS = 86_400_000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'Sold · 12 days ago', 'Listed · today', 'Won at auction · 3 months ago'. */
export function comparableLine(comparable: Comparable, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(comparable.at).getTime()) / DAY_MS));
  const when = days < 60 ? relative.format(-days, 'day') : relative.format(-Math.round(days / 30), 'month');
  return `${PRICE_EVIDENCE_TEXTS.kind[comparable.kind]} · ${when}`;
}
