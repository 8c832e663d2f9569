// The Upload Item opener (the shell imports it from ./shell), for pages such as the closet's Add Item tile.
export { UploadItemOverlay, UploadItemProvider, useOpenUploadItem } from './components/upload-item-provider';
// For other features' item lists (closets): one key prefix refreshes every item query after a change.
// The delete confirmation, for the own closet's delete buttons.
export { DeleteItemDialog } from './components/item-detail/delete-item-dialog';
// For the saved items page (social): its list lives under this key, and unsaving there works as on the item page.
export { useSetSaved } from './api/saved-item';
