import { shownMatchScore, type FeedItem, type FeedPage } from '@swapyard/domain/feed';

/**
 * The loaded pages as one list. The server never repeats an item across the pages of one feed; dropping a repeat
 * here as well keeps React keys unique even if a listing changed between two pages.
 */
export function feedEntries(pages: readonly FeedPage[]): FeedItem[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((entry) => {
      if (seen.has(entry.item.id)) return false;
      seen.add(entry.item.id);
      return true;
    }),
  );
}

/**
 * '92% match', shown only for a strong match the feed can also say why (a bare budget fit explains nothing, and
 * '25% match' reads as a reason not to look).
 */
export function matchLabel(entry: FeedItem): string | null {
  if (!entry.match || entry.match.reasons.length === 0) return null;
  const score = shownMatchScore(entry.match.score);
  return score === null ? null : `${score}% match`;
}
