// The app shell's entry to the items feature: only the Upload Item opener, which every page's header and bottom
// bar need. Kept apart from index.ts because module-level zod schemas count as side effects, so anything index.ts
// re-exports would otherwise ride along in the home route's JavaScript.
export { UploadItemOverlay, UploadItemProvider, useOpenUploadItem } from './components/upload-item-provider';
// The feed reports whether the member saved each item, so the item page need not ask.
export { primeSavedState } from './api/item-query-keys';
