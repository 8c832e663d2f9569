// The social feature's public surface: profile pages compose the reviews parts, item cards the like button.
export { LikeButton } from './components/like-button';
export { TrustCard } from './components/trust-card';
export { ReviewsList } from './components/reviews-list';
export { RatingSummary } from './components/rating-summary';
export { useRecordView } from './api/record-view';
export { likesLabel, viewsLabel } from './lib/likes';
