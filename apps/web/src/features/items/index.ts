import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** The Upload Item overlay, fetched the first time Sell or List is pressed. */
export const UploadItemOverlay = lazyWithPreload(() => import('./components/upload-item-overlay'));
