import { z } from 'zod';

/** Spec part 2 §5 Like: 'Please log in to like items'. */
export const LIKE_ITEM_SIGN_IN_MESSAGE = 'Please log in to like items';
/** Likes are for other members' items: liking your own would only inflate its count. */
export const LIKE_OWN_ITEM_MESSAGE = 'You cannot like your own item';

/** Spec §8 likes toasts, with the server's reason. */
export const likeFailedMessage = (reason: string) => `Failed to like item: ${reason}`;
export const unlikeFailedMessage = (reason: string) => `Failed to unlike item: ${reason}`;

/**
 * GET/PUT/DELETE /api/items/{id}/like: whether the signed-in member likes the item and its like count. PUT and DELETE
 * are idempotent and answer the state after the change.
 */
export const likeStateSchema = z
  .object({
    liked: z.boolean(),
    likes: z.number().int(),
  })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;

/** POST /api/items/{id}/views: the item's view count (distinct viewers per day, DEVIATIONS) after recording. */
export const viewCountSchema = z.object({ views: z.number().int() }).meta({ id: 'ViewCount' });
export type ViewCount = z.infer<typeof viewCountSchema>;
