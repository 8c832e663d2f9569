import { Outlet } from 'react-router';
import { useMe } from '@/features/auth';
import { useRealtimeIdentity } from '@/lib/realtime';
import { UploadItemProvider, useOpenUploadItem } from '@/features/items/shell';
import { PwaShell } from '@/features/pwa/shell';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { useScrollMemory } from './use-scroll-memory';

/**
 * The shell around every page: header, the page, and (below 768 px) the bottom navigation. The Upload Item
 * overlay belongs to the provider, so pages (the closet's Add Item tile) open it the same way as Sell and List.
 */
export function RootLayout() {
  return (
    <UploadItemProvider>
      <Shell />
    </UploadItemProvider>
  );
}

function Shell() {
  const { open: openUpload } = useOpenUploadItem();
  const me = useMe();
  useRealtimeIdentity(me.isPending ? undefined : (me.data?.user.id ?? null));

  useScrollMemory();

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Off-screen until focused: the first Tab stop lets keyboard users jump past the header. */}
      <a
        href="#main"
        className="fixed top-3 left-3 z-[70] -translate-y-24 rounded-lg bg-surface px-4 py-2 font-medium text-foreground shadow-lg ring-1 ring-border transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header onSell={openUpload} />
      {/* Room for the fixed bottom navigation on phones. */}
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 focus:outline-none pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0"
      >
        <Outlet />
      </main>
      <BottomNav onList={openUpload} />
      {/* Service worker, install reminder, browser notifications. */}
      <PwaShell />
    </div>
  );
}
