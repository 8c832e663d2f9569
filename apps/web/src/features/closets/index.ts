export { AllItemsTab } from './components/all-items-tab';
export { ClosetsTab } from './components/closets-tab';
export { closetsQueryKey, closetsQueryOptions, getClosets, useClosets } from './api/get-closets';
