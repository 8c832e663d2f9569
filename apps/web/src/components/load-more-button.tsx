import { Button } from '@/components/ui/button';

/** The part of an infinite query the button needs (TanStack Query's useInfiniteQuery result fits). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' (or `label`) under a cursor-paged list; nothing once the last page is in. */
export function LoadMoreButton({ pages, label = 'Load more' }: { pages: Pages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-center"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
