import { categoryDisplayName } from '@swapyard/domain/item-labels';
import { appRoutes } from '@swapyard/domain/routes';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '@swapyard/domain/saved-searches';
import {
  searchCategories,
  searchSortLabels,
  searchSorts,
  type SearchSort,
} from '@swapyard/domain/search-results';
import { SearchX, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState } from '@/components/ui/page';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useSearchFacets, useSearchResults } from '../api/results';
import { ResultCard } from '../components/result-card';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchFilters } from '../components/search-filters';
import {
  activeFilterCount,
  readSearchState,
  searchQueryOf,
  suggestedSearchName,
  type SearchState,
} from '../lib/search-params';

/** The first row of cards is above the fold on every layout: their photos load at once. */
const EAGER_CARDS = 4;

/**
 * /search (docs/product/search.md, "Results"): the listings matching the words and filters, in the chosen order,
 * more as the member scrolls. The URL holds it all. Filters beside the results from 768 px, in a bottom sheet below.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const me = useMe();
  const readerId = me.data?.user.id ?? null;
  const knownCategory = !state.category || searchCategories.includes(state.category);
  // Asked once the reader is known (a member's distances are from their place); never for a category that is not.
  const enabled = !me.isPending && knownCategory;
  const results = useSearchResults(state, readerId, { enabled });
  const facets = useSearchFacets(state, readerId, { enabled });
  const [sheetOpen, setSheetOpen] = useState(false);

  // A changed filter replaces the URL: Back leaves the page rather than undoing filters one by one.
  const change = (next: SearchState) => setParams(searchQueryOf(next), { replace: true });
  const sort: SearchSort = state.sort ?? results.data?.pages[0]?.sort ?? (state.q ? 'best' : 'newest');
  const sorts = searchSorts.filter(
    (option) => (option !== 'best' || state.q) && (option !== 'nearest' || facets.data?.origin),
  );
  const filterCount = activeFilterCount(state);
  const title = state.q
    ? `Results for “${state.q}”`
    : state.category
      ? categoryDisplayName(state.category)
      : 'All items';
  const filters = <SearchFilters state={state} facets={facets.data} onChange={change} />;

  if (!knownCategory) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Unknown category</h1>
        <EmptyState
          icon={<SearchX />}
          title="No such category"
          action={
            <Button asChild variant="secondary">
              <Link to={appRoutes.search}>Browse all items</Link>
            </Button>
          }
        >
          There is no category called “{state.category}” on Swapyard.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-5 grid grid-cols-1 gap-4">
        <SearchBox initial={state.q} onSearch={(q) => change({ ...state, q, sort: null })} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid min-w-0 gap-0.5">
            <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {facets.data ? `${facets.data.total} ${facets.data.total === 1 ? 'item' : 'items'}` : ' '}
            </p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <Button variant="secondary" className="md:hidden" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal aria-hidden className="size-4" />
              Filters{filterCount > 0 ? ` (${filterCount})` : ''}
            </Button>
            <SaveSearchButton
              state={state}
              suggestedName={suggestedSearchName(state, MAX_SAVED_SEARCH_NAME_LENGTH)}
              signedIn={Boolean(me.data)}
            />
            <label className="flex min-w-0 flex-1 basis-40 items-center gap-2 text-sm sm:flex-none sm:basis-auto [&>div]:min-w-0 [&>div]:flex-1">
              <span className="sr-only sm:not-sr-only sm:text-muted-foreground">Sort by</span>
              <NativeSelect
                aria-label="Sort by"
                value={sort}
                onChange={(event) => change({ ...state, sort: event.target.value as SearchSort })}
                className="h-10 w-full sm:w-44"
              >
                {sorts.map((option) => (
                  <option key={option} value={option}>
                    {searchSortLabels[option]}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="hidden md:block">
          {filters}
        </aside>
        <Results
          results={results}
          onClear={() => change({ ...readSearchState(new URLSearchParams()), q: state.q })}
        />
      </div>
      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent>
          <div className="flex items-center justify-between gap-2 border-b border-border px-5 pt-3 pb-3">
            <SheetTitle className="text-lg font-semibold">Filters</SheetTitle>
            <SheetDescription className="sr-only">
              Narrow the results; each choice shows how many it leaves.
            </SheetDescription>
            <Button size="sm" onClick={() => setSheetOpen(false)}>
              Show {facets.data ? facets.data.total : ''} items
            </Button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{filters}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}

/** The page's own search field: what was searched, to change it. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  // Searching from the header's dialog again changes the URL: the field follows.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setText(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <input
        type="search"
        aria-label="Search items"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search items"
        maxLength={100}
        className="h-11 min-w-0 flex-1 rounded-xl border border-input bg-surface px-3.5 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function Results({
  results,
  onClear,
}: {
  results: ReturnType<typeof useSearchResults>;
  onClear: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  // Endless scrolling: the next page is asked for as the end of the list comes near (the button stays for
  // keyboards and for browsers that do not observe).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (results.isPending) {
    return (
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner label="Searching..." />
      </div>
    );
  }
  if (results.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Couldn't search"
        action={
          <Button variant="secondary" onClick={() => void results.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(results.error)}
      </EmptyState>
    );
  }
  const found = results.data.pages.flatMap((page) => page.results);
  if (found.length === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title="No items match"
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try fewer filters, a wider distance or other words.
      </EmptyState>
    );
  }
  return (
    <div className="grid content-start gap-6">
      <ul aria-label="Results" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {found.map((result, index) => (
          <li key={result.item.id} className="grid">
            <ResultCard result={result} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden />
      <LoadMoreButton pages={results} label="Show more" />
    </div>
  );
}
