import { matchingCategories, SEARCH_DEBOUNCE_MS } from '@swapyard/domain/search';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { appRoutes } from '@swapyard/domain/routes';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchItems, useSearchUsers } from '../api/search';
import {
  countFor,
  moveActive,
  optionsFor,
  searchScopes,
  type SearchOption,
  type SearchScope,
} from '../lib/search-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_LISTBOX_ID, SearchResults } from './search-results';

/**
 * Universal search (docs/product/search.md): members, items and categories for the text typed, 300 ms after typing
 * stops. The field keeps focus and is a combobox: the arrow keys move the active result (aria-activedescendant, so
 * screen readers follow) and Enter opens it.
 */
export default function SearchDialog({
  open,
  onOpenChange,
  releaseTypedAhead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hands over the keys typed between the shortcut and this field appearing (the launcher held them). */
  releaseTypedAhead: (deliver: (typed: string) => void) => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<SearchScope>('All');
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const users = useSearchUsers(debounced);
  const items = useSearchItems(debounced);
  const categories = useMemo(() => matchingCategories(debounced), [debounced]);
  const results = { users: users.data ?? [], items: items.data ?? [], categories };
  // Still typing, or an answer still on its way: 'Searching...' rather than a premature 'No results found'.
  const loading = trimmed !== debounced || users.isPending || items.isPending;
  const options = loading ? [] : optionsFor(scope, results);

  // No result is active until an arrow key picks one: Enter alone opens the results page for the words.
  const resultsKey = `${scope}\n${debounced}\n${loading}`;
  const [active, setActive] = useState({ key: resultsKey, index: -1 });
  const activeIndex = active.key === resultsKey ? active.index : -1;
  const activeOption = options[activeIndex];
  const setActiveIndex = (index: number) => setActive({ key: resultsKey, index });

  // Once open, the field takes the keys typed while it was on its way ('vintage' arrives whole, not 'ntage').
  useEffect(() => {
    if (open) releaseTypedAhead((typed) => setQuery((current) => current + typed));
  }, [open, releaseTypedAhead]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const close = () => {
    onOpenChange(false);
    setQuery('');
    setScope('All');
  };
  const openOption = (option: SearchOption) => {
    close();
    void navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(moveActive(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      openOption(activeOption);
    } else if (event.key === 'Enter' && trimmed) {
      event.preventDefault();
      seeAll();
    }
  };
  const seeAll = () => {
    close();
    void navigate(appRoutes.searchFor(trimmed));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent hideClose className="max-w-2xl overflow-hidden p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Search for users, items, or categories. Use the arrow keys to move through the results and Enter to
          open one.
        </DialogDescription>
        <div className="flex items-center gap-3 border-b border-border px-4">
          <Search aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <input
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? SEARCH_LISTBOX_ID : undefined}
            aria-activedescendant={activeOption?.id}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Search for users, items, or categories... (Ctrl+K)"
            className="h-14 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
          />
          <kbd className="hidden shrink-0 rounded-md border border-border px-1.5 py-0.5 text-[11px] font-medium text-muted-foreground sm:inline">
            Esc
          </kbd>
        </div>
        <Tabs
          value={scope}
          onValueChange={(value) => setScope(value as SearchScope)}
          className="px-3 pt-3 pb-2 sm:px-4"
        >
          <TabsList className="flex w-full overflow-x-auto sm:grid sm:grid-cols-4">
            {searchScopes.map((s) => (
              <TabsTrigger
                key={s}
                value={s}
                className="flex-none gap-1 px-1.5 text-[13px] sm:flex-1 sm:gap-1.5 sm:px-3 sm:text-sm"
              >
                {s}
                {debounced && !loading ? (
                  <span className="text-xs tabular-nums text-muted-foreground">{countFor(s, results)}</span>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {trimmed ? (
            <button
              type="button"
              onClick={seeAll}
              className="mt-2 flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm font-medium text-primary hover:bg-accent dark:text-brand"
            >
              <span className="truncate">See all results for “{trimmed}”</span>
              <kbd className="hidden shrink-0 rounded-md border border-border px-1.5 py-0.5 text-[11px] font-medium text-muted-foreground sm:inline">
                Enter
              </kbd>
            </button>
          ) : null}
          {searchScopes.map((s) => (
            <TabsContent key={s} value={s}>
              <SearchResults
                query={trimmed === '' ? '' : debounced || trimmed}
                loading={loading}
                options={options}
                grouped={s === 'All'}
                activeIndex={activeIndex}
                onActivate={setActiveIndex}
                onOpen={openOption}
              />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
