// The like heart alone, for the home feed's cards: index.ts would bring the reviews and trust card into the home
// route's JavaScript as well.
export { LikeButton } from './components/like-button';
export { primeLikeState } from './api/like-state';
