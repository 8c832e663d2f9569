// The Upload Item opener (the shell imports it from ./shell), for pages such as the closet's Add Item tile.
export { UploadItemOverlay, UploadItemProvider, useOpenUploadItem } from './components/upload-item-provider';
// The delete confirmation, for the own closet's delete buttons.
export { DeleteItemDialog } from './components/item-detail/delete-item-dialog';
