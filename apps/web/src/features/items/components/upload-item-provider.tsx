import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** The Upload Item overlay, fetched the first time it is opened (or preloaded on hover/focus of an opener). */
export const UploadItemOverlay = lazyWithPreload(() => import('./upload-item-overlay'));

const OpenUploadItemContext = createContext<(() => void) | null>(null);

/**
 * Owns the one full-screen Upload Item overlay (not a route: docs/product/listing.md), so anything under it can
 * open it: the header's Sell, the bottom bar's List and the closet's Add Item tile. Nothing is downloaded until it
 * opens.
 */
export function UploadItemProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);

  const openUpload = useCallback(() => {
    setActivated(true);
    setOpen(true);
  }, []);

  return (
    <OpenUploadItemContext.Provider value={openUpload}>
      {children}
      {activated ? (
        <Suspense fallback={null}>
          <UploadItemOverlay open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </OpenUploadItemContext.Provider>
  );
}

/** Opens the Upload Item overlay; `preload` starts fetching it (call on hover or focus of the opener). */
export function useOpenUploadItem(): { open: () => void; preload: () => void } {
  const open = useContext(OpenUploadItemContext);
  if (!open) throw new Error('useOpenUploadItem must be used inside UploadItemProvider');
  return useMemo(() => ({ open, preload: () => void UploadItemOverlay.preload() }), [open]);
}
