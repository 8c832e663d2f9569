import type { LikeState } from '@swapyard/domain/social';

/**
 * The state to show at once while a like or unlike is on its way: the count moves only when the heart really
 * changes (a second click on a filled heart keeps the count), and never goes below zero.
 */
export function optimisticLike(previous: LikeState, liked: boolean): LikeState {
  if (previous.liked === liked) return previous;
  return { liked, likes: Math.max(0, previous.likes + (liked ? 1 : -1)) };
}

/** "1 like", "12 likes": the accessible wording of a count shown as a bare number. */
export const likesLabel = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;
export const viewsLabel = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/** Compact counts for small buttons: 999, 1.2k, 12k. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}k`;
}
