import type {
  PrivacySettings,
  ProfileUpdateInput,
  StyleTag,
  VisiblePublicProfile,
} from '@swapyard/domain/profiles';
import { defaultPrivacySettings, STYLE_TAGS } from '@swapyard/domain/profiles';
import { placeBody, placeValueOf, type PlaceValue } from '@/features/places';

/** Everything the 'Customize Your Profile' dialog edits, as its inputs hold it. */
export type CustomizeValues = {
  fullName: string;
  bio: string;
  place: PlaceValue;
  phone: string;
  instagram: string;
  tiktok: string;
  website: string;
  favoriteBrands: string[];
  styleTags: StyleTag[];
  themeColor: string;
  privacy: PrivacySettings;
};

const isStyleTag = (tag: string): tag is StyleTag => (STYLE_TAGS as readonly string[]).includes(tag);

/** The owner's profile (phone and privacy are present for the owner) → the dialog's starting values. */
export function toCustomizeValues(profile: VisiblePublicProfile): CustomizeValues {
  return {
    fullName: profile.fullName,
    bio: profile.bio ?? '',
    place: placeValueOf(profile),
    phone: profile.phone ?? '',
    instagram: profile.socialLinks.instagram ?? '',
    tiktok: profile.socialLinks.tiktok ?? '',
    website: profile.socialLinks.website ?? '',
    favoriteBrands: profile.favoriteBrands,
    styleTags: profile.styleTags.filter(isStyleTag),
    themeColor: profile.themeColor,
    privacy: profile.privacySettings ?? defaultPrivacySettings,
  };
}

/** The PATCH body: the server trims, drops empties and duplicates, and stores '' as no value. */
export function toProfileUpdate(values: CustomizeValues): ProfileUpdateInput {
  return {
    fullName: values.fullName,
    bio: values.bio,
    ...placeBody(values.place),
    phone: values.phone,
    socialLinks: { instagram: values.instagram, tiktok: values.tiktok, website: values.website },
    favoriteBrands: values.favoriteBrands,
    styleTags: values.styleTags,
    themeColor: values.themeColor,
    privacySettings: values.privacy,
  };
}
