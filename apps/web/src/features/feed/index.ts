// The feed feature's surface for other pages: the feed's cards with their paging (/matches shows them below the
// member's swap circles).
export { FeedList } from './components/feed-list';
