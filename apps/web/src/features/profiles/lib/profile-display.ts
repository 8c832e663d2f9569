import { AVATAR_MAX_BYTES } from '@swapyard/domain/media';
import {
  profileMessages,
  PROFILE_STYLE_TAGS_SHOWN,
  normalizeBrands,
  STYLE_TAGS,
  type StyleTag,
} from '@swapyard/domain/profiles';

/** The first two style tags and how many more ('+N'), as the profile header shows them. */
export function visibleStyleTags(tags: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: tags.slice(0, PROFILE_STYLE_TAGS_SHOWN),
    more: Math.max(0, tags.length - PROFILE_STYLE_TAGS_SHOWN),
  };
}

/** The browser's check before an avatar upload (the server decides the real type from the bytes). */
export function avatarFileProblem(file: {
  type: string;
  size: number;
}): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) {
    return { title: profileMessages.avatarInvalidType, description: profileMessages.avatarInvalidTypeText };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return { title: profileMessages.avatarTooLarge, description: profileMessages.avatarTooLargeText };
  }
  return null;
}

/** Adds a brand unless it is empty or already there (any case). */
export const addBrand = (brands: readonly string[], brand: string): string[] =>
  normalizeBrands([...brands, brand]);

/** The style tags still to choose: chosen ones leave the list. */
export const availableStyleTags = (chosen: readonly string[]): StyleTag[] =>
  STYLE_TAGS.filter((tag) => !chosen.includes(tag));

/** The average rating to one decimal with its count: "4.7 (12 reviews)". */
export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return 'No ratings yet';
  return `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}
