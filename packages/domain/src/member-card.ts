import { z } from 'zod';

/**
 * A member as other records show them: a trade's party, an item's owner, a review's author, a message's counterpart,
 * a circle's giver, a follower, a search result. Declared once so that every card carries the same fields; a record
 * that shows fewer or more fields derives its schema from this one (`pick`, `omit`, `extend`). No `.meta` id: each
 * record keeps its own component name in the OpenAPI document.
 */
export const memberCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their profile theme colour: the avatar's colour wherever the member is shown. */
  themeColor: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
