import { Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const scopes = ['All', 'Users', 'Items', 'Categories'] as const;
type Scope = (typeof scopes)[number];

/**
 * Universal search (spec part 1 §2). The search service arrives in a later issue; until then a typed query is
 * answered honestly rather than with made-up results.
 */
export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('All');
  const trimmed = query.trim();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery('');
      }}
    >
      <DialogContent hideClose className="max-w-2xl overflow-hidden p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">Search for users, items, or categories.</DialogDescription>
        <div className="flex items-center gap-3 border-b border-border px-4">
          <Search aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <input
            type="search"
            aria-label="Search"
            autoFocus
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search for users, items, or categories... (Ctrl+K)"
            className="h-14 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
          />
          <kbd className="hidden shrink-0 rounded-md border border-border px-1.5 py-0.5 text-[11px] font-medium text-muted-foreground sm:inline">
            Esc
          </kbd>
        </div>
        <Tabs value={scope} onValueChange={(value) => setScope(value as Scope)} className="px-4 pt-3">
          <TabsList className="grid w-full grid-cols-4">
            {scopes.map((s) => (
              <TabsTrigger key={s} value={s}>
                {s}
              </TabsTrigger>
            ))}
          </TabsList>
          {scopes.map((s) => (
            <TabsContent key={s} value={s}>
              <SearchResults query={trimmed} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function SearchResults({ query }: { query: string }) {
  return (
    <div
      className="flex min-h-56 flex-col items-center justify-center gap-3 px-2 py-10 text-center"
      aria-live="polite"
    >
      {query ? (
        <>
          <SearchX aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">Search is coming soon</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Finding members, items and categories for “{query}” arrives in the next update.
          </p>
        </>
      ) : (
        <>
          <Search aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            Start typing to search for users, items, or categories
          </p>
        </>
      )}
    </div>
  );
}
