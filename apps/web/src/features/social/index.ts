// The social feature's public surface: profile pages compose the reviews parts, item pages the like button, the
// view count and the Save button's state (a member's saved items are this feature's, with their /saved page).
export { LikeButton } from './components/like-button';
export { TrustCard } from './components/trust-card';
export { ReviewsList } from './components/reviews-list';
export { RatingSummary } from './components/rating-summary';
export { useRecordView } from './api/record-view';
export { useSavedState, useSetSaved } from './api/saved-item';
export { likesLabel, viewsLabel } from './lib/likes';
