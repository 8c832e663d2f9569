import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemConditions } from './item-labels.ts';
import { itemStatuses, itemVisibilities } from './items.ts';
import { profileUpdateSchema, roles } from './profiles.ts';
import { text } from './text.ts';

/**
 * Staff managing members from the dashboard's Users tab (docs/product/moderation.md, "Managing members" and
 * "Suspending a member"). Staff read; only admins edit, delete items and suspend.
 */

export const STAFF_USERS_PAGE_SIZE = 50;
export const STAFF_USER_ITEMS_PAGE_SIZE = 50;
export const SUSPENSION_REASON_MAX_LENGTH = 500;
/** Longer than any username or full name (both at most 100 characters), so a pasted one still matches. */
export const STAFF_USER_SEARCH_MAX_LENGTH = 100;

export const memberAdminTexts = {
  /** What a suspended member reads when they try to sign in (the sign-in form shows it). */
  suspendedSignIn: 'Your account has been suspended. Contact support if you think this is a mistake.',
  reasonRequired: 'Please give a reason for the suspension',
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
  suspendYourself: "You can't suspend yourself",
  suspendStaff: "Staff members can't be suspended. Remove their role first.",
  alreadySuspended: 'This member is already suspended',
  notSuspended: 'This member is not suspended',
  userNotFound: 'User not found',
} as const;

/** GET /api/admin/users: newest members first; `q` finds usernames and full names containing it. */
export const staffUserQuerySchema = z.object({
  q: text()
    .max(STAFF_USER_SEARCH_MAX_LENGTH, `At most ${STAFF_USER_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  cursor: text({ trim: false }).max(200).optional(),
});
export type StaffUserQuery = z.infer<typeof staffUserQuerySchema>;

/** Null while the member is in good standing. */
export const memberSuspensionSchema = z
  .object({ at: z.string(), reason: z.string() })
  .nullable()
  .meta({ id: 'MemberSuspension' });
export type MemberSuspension = z.infer<typeof memberSuspensionSchema>;

const staffUserFields = {
  // The member's card (fullName is '' when they have not given one: the table says 'No name'), with a uuid id.
  ...memberCardSchema.extend({ id: z.uuid() }).shape,
  location: z.string().nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  createdAt: z.string(),
  /** Every item of theirs, hidden ones too. */
  itemCount: z.number().int(),
  suspension: memberSuspensionSchema,
};

/** One row of the Users tab. */
export const staffUserSchema = z.object(staffUserFields).meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListSchema = z
  .object({ users: z.array(staffUserSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffUserList' });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** GET /api/admin/users/{id}: the row, and what the Manage User dialog edits and shows. */
export const staffUserDetailSchema = z
  .object({
    ...staffUserFields,
    phone: z.string().nullable(),
    bio: z.string().nullable(),
    /** Staff cannot be suspended; the dialog says so instead of offering it. */
    roles: z.array(z.enum(roles)),
    statistics: z.object({
      followers: z.number().int(),
      following: z.number().int(),
      items: z.number().int(),
    }),
  })
  .meta({ id: 'StaffUserDetail' });
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

/**
 * PATCH /api/admin/users/{id}: the fields an admin may correct, validated exactly as the member's own edit
 * (PATCH /api/me/profile).
 */
export const staffUserUpdateSchema = profileUpdateSchema
  .pick({ fullName: true, username: true, location: true, phone: true, bio: true })
  .strict()
  .meta({ id: 'StaffUserUpdate' });
export type StaffUserUpdateInput = z.input<typeof staffUserUpdateSchema>;
export type StaffUserUpdate = z.output<typeof staffUserUpdateSchema>;

/** POST /api/admin/users/{id}/suspension. */
export const suspendMemberSchema = z
  .strictObject({
    reason: text({ multiline: true, error: memberAdminTexts.reasonRequired })
      .min(1, memberAdminTexts.reasonRequired)
      .max(SUSPENSION_REASON_MAX_LENGTH, memberAdminTexts.reasonTooLong),
  })
  .meta({ id: 'SuspendMember' });
export type SuspendMember = z.infer<typeof suspendMemberSchema>;

/** One of the member's items in the dialog's Items tab, whatever its visibility or status. */
export const staffUserItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    /** The first photo, at its smallest stored size when there is one. */
    photoUrl: z.string().nullable(),
    valueCents: z.number().int().nullable(),
    isAvailable: z.boolean(),
    status: z.enum(itemStatuses),
    visibility: z.enum(itemVisibilities),
    category: z.string(),
    categoryLabel: z.string(),
    condition: z.enum(itemConditions),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffUserItem' });
export type StaffUserItem = z.infer<typeof staffUserItemSchema>;

export const staffUserItemListSchema = z
  .object({ items: z.array(staffUserItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffUserItemList' });
export type StaffUserItemList = z.infer<typeof staffUserItemListSchema>;

export const staffUserItemsQuerySchema = z.object({ cursor: text({ trim: false }).max(200).optional() });
export type StaffUserItemsQuery = z.infer<typeof staffUserItemsQuerySchema>;
