import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const SearchDialog = lazyWithPreload(() => import('./search-dialog'));

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.userAgent);

/**
 * The header's search entry: a wide field-like button on desktop, an icon on phones. Ctrl+K (Cmd+K on Apple
 * keyboards) opens it from anywhere, as the placeholder promises.
 */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  // The dialog's code loads the first time it is wanted, then stays mounted so it can animate closed.
  const [activated, setActivated] = useState(false);
  const show = () => {
    setActivated(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setActivated(true);
        setOpen((wasOpen) => !wasOpen);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={SearchDialog.preload}
        onFocus={SearchDialog.preload}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        className="group inline-flex size-9 shrink-0 cursor-pointer items-center justify-center gap-2.5 rounded-full text-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-10 md:h-10 md:w-full md:max-w-md md:justify-start md:rounded-xl md:border md:border-input md:bg-surface-muted md:px-3.5 md:text-muted-foreground md:hover:bg-accent"
      >
        <Search aria-hidden className="size-5 md:size-4" />
        <span className="hidden flex-1 text-left text-sm md:inline">Search users, items, categories...</span>
        <kbd className="hidden rounded-md border border-border bg-surface px-1.5 py-0.5 font-sans text-[11px] font-medium text-muted-foreground md:inline">
          {isApple ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {activated ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
