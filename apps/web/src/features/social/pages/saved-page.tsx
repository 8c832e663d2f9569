import { Bookmark, Search, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useSavedItems } from '../api/saved-items';
import { SavedItemRow } from '../components/saved-item-row';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LoadMoreButton } from '@/components/load-more-button';

/** /saved (docs/product/social.md): the member's saved items with a search over title and description. */
export default function SavedPage() {
  const me = useMe();
  return (
    <Page title="Saved Items" description="Items you saved to come back to.">
      {me.isPending ? (
        <Spinner label="Loading..." />
      ) : me.data ? (
        <SavedItems />
      ) : (
        <SignInPrompt title="Please sign in to see your saved items" />
      )}
    </Page>
  );
}

function SavedItems() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const saved = useSavedItems(q, { enabled: true });
  const entries = saved.data?.pages.flatMap((page) => page.items) ?? [];
  // The load error is also a toast (docs/product/social.md, "Saved items").
  useEffect(() => {
    if (saved.isError) toast.error('Error loading saved items');
  }, [saved.isError]);

  return (
    <div className="grid gap-5">
      <div role="search" className="relative max-w-md">
        <label htmlFor="saved-search" className="sr-only">
          Search saved items
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="saved-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search saved items..."
          className="pl-10"
          autoComplete="off"
        />
      </div>

      {saved.isPending ? (
        <Spinner label="Loading saved items..." />
      ) : saved.isError ? (
        <EmptyState
          icon={<Bookmark />}
          title="Error loading saved items"
          action={
            <Button variant="secondary" onClick={() => void saved.refetch()} disabled={saved.isFetching}>
              Try again
            </Button>
          }
        >
          {errorMessage(saved.error)}
        </EmptyState>
      ) : entries.length === 0 ? (
        q ? (
          <EmptyState icon={<SearchX />} title="No saved items match your search">
            Try another word from the title or description.
          </EmptyState>
        ) : (
          <EmptyState icon={<Bookmark />} title="No saved items yet">
            Tap the bookmark on an item you like to save it here.
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {q ? `Results for "${q}"` : 'Newest saved first'}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Saved items" aria-busy={saved.isFetching}>
            {entries.map((entry) => (
              <li key={entry.item.id}>
                <SavedItemRow entry={entry} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={saved} />
        </>
      )}
    </div>
  );
}
