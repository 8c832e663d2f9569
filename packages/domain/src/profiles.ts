import { z } from 'zod';

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
    themeColor: z.string(),
    styleTags: z.array(z.string()),
    favoriteBrands: z.array(z.string()),
    socialLinks: socialLinksSchema,
    privacySettings: privacySettingsSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
