import { AVATAR_MAX_BYTES, megabytes } from './media.ts';

/**
 * Profile options and wording (docs/product/profiles.md): the theme presets, style tags, suggested brands, limits
 * and messages, with the pure rules that normalise what members type. Re-exported by profiles.ts.
 */
/** The ten theme presets (Tailwind's 500 shades), then a custom picker. */
export const THEME_PRESETS = [
  { name: 'Indigo', color: '#6366f1' },
  { name: 'Purple', color: '#a855f7' },
  { name: 'Pink', color: '#ec4899' },
  { name: 'Rose', color: '#f43f5e' },
  { name: 'Orange', color: '#f97316' },
  { name: 'Amber', color: '#f59e0b' },
  { name: 'Emerald', color: '#10b981' },
  { name: 'Teal', color: '#14b8a6' },
  { name: 'Cyan', color: '#06b6d4' },
  { name: 'Sky', color: '#0ea5e9' },
] as const;

export const STYLE_TAGS = [
  'Minimalist',
  'Bohemian',
  'Vintage',
  'Streetwear',
  'Preppy',
  'Grunge',
  'Y2K',
  'Cottagecore',
  'Dark Academia',
  'Kawaii',
  'Punk',
  'Gothic',
  'Sporty',
  'Casual',
  'Formal',
  'Trendy',
  'Classic',
  'Edgy',
] as const;
export type StyleTag = (typeof STYLE_TAGS)[number];

/** Seventeen brands members commonly resell; the first QUICK_ADD_BRAND_COUNT are one-click chips. */
export const SUGGESTED_BRANDS = [
  'Nike',
  'Zara',
  "Levi's",
  'Adidas',
  'H&M',
  'Patagonia',
  'Uniqlo',
  'Gucci',
  'Prada',
  'Carhartt',
  'The North Face',
  'Ralph Lauren',
  'Converse',
  'Dr. Martens',
  'Free People',
  'Lululemon',
  'Arc’teryx',
] as const;
export const QUICK_ADD_BRAND_COUNT = 6;
/** How many style tags the profile header shows before '+N'. */
export const PROFILE_STYLE_TAGS_SHOWN = 2;

export const MAX_FAVORITE_BRANDS = 30;
export const MAX_BRAND_LENGTH = 50;
export const MAX_BIO_LENGTH = 500;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_FULL_NAME_LENGTH = 100;
/** A web address with a host name and no spaces (the domain package has no DOM `URL` type). */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The profile and follow wording, to the letter (docs/product/profiles.md, docs/product/social.md). */
export const profileMessages = {
  updated: 'Profile updated!',
  updatedText: 'Your profile customization has been saved.',
  updateFailed: 'Update failed',
  updateFailedFallback: 'Something went wrong. Please try again.',
  avatarUpdated: 'Avatar updated!',
  avatarUpdatedText: 'Your profile photo has been saved.',
  avatarFailed: 'Failed to update avatar. Please try again.',
  avatarInvalidType: 'Invalid file type',
  avatarInvalidTypeText: 'Please select an image file.',
  avatarTooLarge: 'File too large',
  avatarTooLargeText: `Please select an image smaller than ${megabytes(AVATAR_MAX_BYTES)}MB.`,
  followed: 'User followed successfully',
  unfollowed: 'User unfollowed successfully',
  followFailed: 'Failed to follow user',
  unfollowFailed: 'Failed to unfollow user',
  followSignIn: 'Authentication required',
  cannotFollowSelf: 'You cannot follow yourself',
  userNotFound: 'User not found',
  usernameTaken: 'That username is already taken',
  signInToView: 'Please sign in to view your profile',
  loadError: 'Error loading profile',
  loadErrorText: 'Please try again later',
  privateProfile: 'This profile is private',
  friendsOnlyProfile: 'This profile is visible to friends only',
} as const;

/* ---------------------------------------------------------------- pure rules */

/** Favourite brands: trimmed; empty entries and case-insensitive duplicates dropped (the first spelling stays). */
export function normalizeBrands(brands: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of brands) {
    const brand = raw.trim().replace(/\s+/g, ' ');
    const key = brand.toLowerCase();
    if (!brand || seen.has(key)) continue;
    seen.add(key);
    result.push(brand);
  }
  return result;
}

/** Style tags: each once, in the order chosen. */
export const normalizeStyleTags = (tags: readonly StyleTag[]): StyleTag[] => [...new Set(tags)];

/** An Instagram handle without the '@' or profile URL members often paste. */
export function normalizeInstagram(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/+$/, '');
}

/** A website with a scheme, so it can be a link; '' stays ''. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
