import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { placeIdSchema } from './places.ts';
import { text } from './text.ts';
import { usernameSchema } from './auth.ts';
import {
  HEX_COLOR_PATTERN,
  MAX_BIO_LENGTH,
  MAX_BRAND_LENGTH,
  MAX_FAVORITE_BRANDS,
  MAX_FULL_NAME_LENGTH,
  MAX_LOCATION_LENGTH,
  normalizeBrands,
  normalizeInstagram,
  normalizeStyleTags,
  normalizeWebsite,
  STYLE_TAGS,
  WEBSITE_PATTERN,
} from './profile-options.ts';

export * from './profile-options.ts';

export const DEFAULT_THEME_COLOR = '#6366f1';
export const profileVisibilities = ['public', 'friends', 'private'] as const;
export const roles = ['admin', 'moderator'] as const;
export type Role = (typeof roles)[number];

export const privacySettingsSchema = z.object({
  showLocation: z.boolean(),
  showPhone: z.boolean(),
  profileVisibility: z.enum(profileVisibilities),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const defaultPrivacySettings: PrivacySettings = {
  showLocation: true,
  showPhone: false,
  profileVisibility: 'public',
};

export const socialLinksSchema = z.object({
  instagram: z.string().optional(),
  tiktok: z.string().optional(),
  website: z.string().optional(),
});

export const profileSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    /** The gazetteer's id of their place (docs/product/places.md), when their location is one. */
    placeId: z.number().int().nullable(),
    themeColor: z.string(),
    styleTags: z.array(z.string()),
    favoriteBrands: z.array(z.string()),
    socialLinks: socialLinksSchema,
    privacySettings: privacySettingsSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/* ---------------------------------------------------------------- contracts */

/** The own profile: what the owner may see and edit, phone included. */
export const ownProfileSchema = profileSchema
  .extend({ phone: z.string().nullable() })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const optionalText = (max: number, label: string, multiline = false) =>
  text({ multiline })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const socialLinksInputSchema = z
  .object({
    instagram: text({ trim: false })
      .max(200, 'Instagram must be at most 200 characters')
      .transform(normalizeInstagram),
    tiktok: text({ trim: false })
      .max(200, 'TikTok must be at most 200 characters')
      .transform((v) => v.trim().replace(/^@/, '')),
    website: text({ trim: false })
      .max(200, 'Website must be at most 200 characters')
      .transform(normalizeWebsite)
      .refine((v) => v === '' || WEBSITE_PATTERN.test(v), 'Please enter a valid website address'),
  })
  .partial()
  .strict();

/** PATCH /api/me/profile: every field optional; what is sent is normalised and saved. */
export const profileUpdateSchema = z
  .object({
    fullName: text()
      .min(1, 'Please enter your full name')
      .max(MAX_FULL_NAME_LENGTH, `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters`),
    username: usernameSchema,
    location: optionalText(MAX_LOCATION_LENGTH, 'Location'),
    /** A place chosen from GET /api/places: its label becomes the location; null clears it. */
    placeId: placeIdSchema.nullable(),
    bio: optionalText(MAX_BIO_LENGTH, 'Bio', true),
    phone: optionalText(30, 'Phone').refine(
      (v) => v == null || /^[0-9+()\-.\s]+$/.test(v),
      'Phone may contain only digits, spaces and + ( ) - .',
    ),
    favoriteBrands: z
      .array(
        text({ trim: false }).max(MAX_BRAND_LENGTH, `A brand must be at most ${MAX_BRAND_LENGTH} characters`),
      )
      .max(100)
      .transform(normalizeBrands)
      .refine((b) => b.length <= MAX_FAVORITE_BRANDS, `At most ${MAX_FAVORITE_BRANDS} favorite brands`),
    styleTags: z
      .array(z.enum(STYLE_TAGS, { error: 'Style tags must come from the list' }))
      .max(STYLE_TAGS.length * 2)
      .transform(normalizeStyleTags),
    themeColor: text({ trim: false })
      .regex(HEX_COLOR_PATTERN, 'Theme color must be a hex color like #6366f1')
      .transform((v) => v.toLowerCase()),
    socialLinks: socialLinksInputSchema,
    privacySettings: privacySettingsSchema.partial().strict(),
  })
  .partial()
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileStatsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
  /** Completed trades where the member is a party. */
  trades: z.number().int(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

const viewerSchema = z.object({ isOwner: z.boolean(), isFollowing: z.boolean() });

// What every profile shows, restricted or not: the member's card.
const profileIdentity = memberCardSchema.shape;

/** GET /api/users/{usernameOrId}: what this viewer may see of a member. */
export const publicProfileSchema = z
  .discriminatedUnion('restricted', [
    z.object({
      ...profileIdentity,
      restricted: z.literal(false),
      bio: z.string().nullable(),
      /** Null for others when the member hides their location. */
      location: z.string().nullable(),
      /** The gazetteer's id of their place (docs/product/places.md); null when none or hidden like the location. */
      placeId: z.number().int().nullable(),
      /** Only to the owner, or to others when the member shows their phone. */
      phone: z.string().nullable(),
      styleTags: z.array(z.string()),
      favoriteBrands: z.array(z.string()),
      socialLinks: socialLinksSchema,
      /** Only to the owner (the Customize dialog edits it). */
      privacySettings: privacySettingsSchema.nullable(),
      verified: z.boolean(),
      createdAt: z.string(),
      stats: profileStatsSchema,
      viewer: viewerSchema,
    }),
    z.object({
      ...profileIdentity,
      /** The viewer may not see this profile: the page says it is private or friends-only. */
      restricted: z.literal(true),
      visibility: z.enum(['friends', 'private']),
      viewer: viewerSchema,
    }),
  ])
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type VisiblePublicProfile = Extract<PublicProfile, { restricted: false }>;

/** A member in a list: who they are, and the colour their avatar wears everywhere. */
export const profileSummarySchema = memberCardSchema.meta({ id: 'ProfileSummary' });
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** GET /api/users/{id}/followers and /following: newest first. */
export const followListSchema = z.object({ users: z.array(profileSummarySchema) }).meta({ id: 'FollowList' });
export type FollowList = z.infer<typeof followListSchema>;

/** PUT / DELETE /api/users/{id}/follow. `followers` is null when the viewer may not see the profile's counts. */
export const followStateSchema = z
  .object({ following: z.boolean(), followers: z.number().int().nullable() })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

/** POST /api/me/avatar. */
export const avatarResponseSchema = z
  .object({ avatarUrl: z.string().nullable() })
  .meta({ id: 'AvatarResponse' });
