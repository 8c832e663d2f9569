import { Search } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import { createTypeAhead } from '../lib/type-ahead';

const SearchDialog = lazyWithPreload(() => import('./search-dialog'));
/** One per page: there is one launcher, in the header. Made on first use: the server renders the header too. */
let pageTypeAhead: ReturnType<typeof createTypeAhead> | undefined;
const typeAhead = () => (pageTypeAhead ??= createTypeAhead(window));
const preloadDialog = () => SearchDialog.preload().catch(() => undefined);

const onAppleDevice = () => /Mac|iPhone|iPad/i.test(navigator.userAgent);
const neverChanges = () => () => undefined;
/** 'Ctrl K' in the server's render and while hydrating, then the keyboard's own shortcut. */
const useIsApple = () => useSyncExternalStore(neverChanges, onAppleDevice, () => false);

/**
 * The header's search entry: a wide field-like button on desktop, an icon on phones. Ctrl+K (Cmd+K on Apple
 * keyboards) opens it from anywhere, as the placeholder promises. The dialog's code is fetched once the page has
 * loaded and the browser is idle; keys typed before its field appears are held and handed to it.
 */
export function SearchLauncher() {
  const isApple = useIsApple();
  const [open, setOpen] = useState(false);
  // The dialog's code loads the first time it is wanted, then stays mounted so it can animate closed.
  const [activated, setActivated] = useState(false);
  // What was last asked for, at once: Ctrl+K twice in a row closes again even before React re-renders.
  const wantsOpen = useRef(false);

  const changeOpen = (next: boolean) => {
    wantsOpen.current = next;
    if (next) {
      // Escape before the dialog appears cancels the opening: it does not pop up once its code arrives.
      typeAhead().start(() => changeOpenRef.current(false));
      setActivated(true);
      // The dialog takes the held keys when it opens; if its code cannot load, stop holding the page's keys.
      SearchDialog.preload().catch(() => typeAhead().stop());
    } else {
      typeAhead().stop();
    }
    setOpen(next);
  };
  const changeOpenRef = useRef(changeOpen);
  useEffect(() => {
    changeOpenRef.current = changeOpen;
  });

  useEffect(() => whenIdleAfterLoad(() => void preloadDialog()), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        changeOpenRef.current(!wantsOpen.current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => changeOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
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
          <SearchDialog open={open} onOpenChange={changeOpen} releaseTypedAhead={typeAhead().release} />
        </Suspense>
      ) : null}
    </>
  );
}
