import { feedMessages } from '@swapyard/domain/feed';
import { Sparkles, TriangleAlert } from 'lucide-react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useFeed } from '../api/get-feed';
import { feedEntries } from '../lib/feed-entries';
import { FeedCard } from './feed-card';

/** The cards of the first row are above the fold on every layout: their photos load at once. */
const EAGER_CARDS = 3;

interface FeedListProps {
  readerId: string | null;
  category: string | null;
  /** Waits for the session before asking (a member's feed is ranked for them). */
  enabled: boolean;
}

/** The feed's cards with 'View More Matches' for the next page, and its loading, empty and failed states. */
export function FeedList({ readerId, category, enabled }: FeedListProps) {
  const feed = useFeed(readerId, category, { enabled });

  if (feed.isPending) {
    return (
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner label={feedMessages.loading} />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Couldn't load the feed"
        action={
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(feed.error)}
      </EmptyState>
    );
  }
  const entries = feedEntries(feed.data.pages);
  if (entries.length === 0) {
    return (
      <EmptyState icon={<Sparkles />} title={feedMessages.emptyTitle}>
        {feedMessages.emptyText}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Feed">
        {entries.map((entry, index) => (
          <li key={entry.item.id} className="grid">
            <FeedCard entry={entry} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={feed} label={feedMessages.viewMore} />
    </div>
  );
}
