import { z } from 'zod';

/** docs/product/social.md, "Likes": 'Please log in to like items'. */
export const LIKE_ITEM_SIGN_IN_MESSAGE = 'Please log in to like items';
/** Likes are for other members' items: liking your own would only inflate its count. */
export const LIKE_OWN_ITEM_MESSAGE = 'You cannot like your own item';

/** The likes toasts, with the server's reason (docs/product/social.md, "Likes"). */
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

/** POST /api/items/{id}/views: the view count after recording (distinct viewers per day: docs/product/social.md). */
export const viewCountSchema = z.object({ views: z.number().int() }).meta({ id: 'ViewCount' });
export type ViewCount = z.infer<typeof viewCountSchema>;
