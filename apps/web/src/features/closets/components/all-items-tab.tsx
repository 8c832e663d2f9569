import { ClosetBrowser } from './closet-browser';

/** The 'All Items' tab: the whole closet with sort, category and (owner) status filters. */
export function AllItemsTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  return <ClosetBrowser userId={userId} isOwner={isOwner} />;
}
