import { Search, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SearchOption } from '../lib/search-options';
import { SearchOptionRow } from './search-option-row';

export const SEARCH_LISTBOX_ID = 'search-results';

const groupTitles: Record<SearchOption['kind'], string> = {
  user: 'Users',
  item: 'Items',
  category: 'Categories',
};

type Props = {
  /** The text searched for (debounced and trimmed); empty before anything is typed. */
  query: string;
  loading: boolean;
  options: SearchOption[];
  /** Whether to title each kind of result (the All tab). */
  grouped: boolean;
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (option: SearchOption) => void;
};

/** The dialog's states (docs/product/search.md): start typing, searching, no results, or the results as a listbox. */
export function SearchResults({ query, loading, options, grouped, activeIndex, onActivate, onOpen }: Props) {
  if (!query) {
    return (
      <Message icon={<Search aria-hidden className="size-8 text-muted-foreground" />}>
        <p className="text-sm text-muted-foreground">
          Start typing to search for users, items, or categories
        </p>
      </Message>
    );
  }
  if (loading) {
    return (
      <Message>
        <p className="text-sm text-muted-foreground">Searching...</p>
      </Message>
    );
  }
  if (options.length === 0) {
    return (
      <Message icon={<SearchX aria-hidden className="size-8 text-muted-foreground" />}>
        <p className="font-medium">No results found for "{query}"</p>
        <p className="text-sm text-muted-foreground">Try searching with different keywords</p>
      </Message>
    );
  }

  const row = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      <SearchOptionRow
        key={option.id}
        option={option}
        active={index === activeIndex}
        onActivate={() => onActivate(index)}
        onOpen={() => onOpen(option)}
      />
    );
  };
  const kinds = [...new Set(options.map((option) => option.kind))];
  return (
    <div
      role="listbox"
      id={SEARCH_LISTBOX_ID}
      aria-label="Search results"
      className="max-h-[min(60vh,28rem)] overflow-y-auto overscroll-contain py-2"
    >
      {grouped
        ? kinds.map((kind) => (
            <div key={kind} role="group" aria-labelledby={`search-group-${kind}`} className="pb-2">
              <div
                id={`search-group-${kind}`}
                className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {groupTitles[kind]}
              </div>
              {options.filter((option) => option.kind === kind).map(row)}
            </div>
          ))
        : options.map(row)}
    </div>
  );
}

function Message({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div
      className="flex min-h-56 flex-col items-center justify-center gap-2 px-2 py-10 text-center"
      role="status"
    >
      {icon}
      {children}
    </div>
  );
}
