import { FeedList } from './feed-list';

/**
 * The feed under its heading, on the home page and on /matches. A member's feed is ranked for them; a visitor's by
 * freshness (docs/product/feed.md, "Visitors"), so it is not called their matches.
 */
export function FeedSection({ readerId, enabled }: { readerId: string | null; enabled: boolean }) {
  return (
    <section aria-labelledby="feed-heading" className="grid gap-4">
      <h2 id="feed-heading" className="text-lg font-semibold tracking-tight">
        {readerId ? 'Your matches' : 'New in closets'}
      </h2>
      <FeedList readerId={readerId} category={null} enabled={enabled} />
    </section>
  );
}
