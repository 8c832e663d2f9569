import { z } from 'zod';
import { VERIFICATION_DOCUMENT_MAX_BYTES } from './verifications.ts';

/** Upload limits (docs/product/limits.md): 10 MB per item photo, 5 MB for avatars and other images. */
export const ITEM_PHOTO_MAX_BYTES = 10_485_760;
export const AVATAR_MAX_BYTES = 5_242_880;
export const ITEM_PHOTO_MAX_COUNT = 10;
/** Editing a listing adds at most this many photos at a time. */
export const ITEM_EDIT_MAX_PHOTOS = 5;
/** Whole megabytes of a byte limit, as the texts name it ("10MB"). */
export const megabytes = (bytes: number) => bytes / 1_048_576;

/**
 * Decoded-size cap against decompression bombs: a few KB of PNG can declare 20000×20000 pixels (1.6 GB of RGBA).
 * 50 MP is above every phone camera in use and far below what would exhaust the server's memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Every stored photo comes in these widths (WebP), never upscaled beyond the original. */
export const PHOTO_WIDTHS = [320, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/**
 * What we accept, decided from the bytes, never from the declared type or name. HEIC is not here: the prebuilt
 * sharp (libvips without the patented HEVC decoder) cannot read it.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** For `<input accept>`: the client mirrors the rule for a better experience; the server decides. */
export const ACCEPTED_IMAGE_INPUT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** User-facing wording (toast title + text), to the letter (docs/product/listing.md, "Photos"). */
export const mediaMessages = {
  invalidType: 'Invalid file type',
  invalidTypeText: 'Please upload a JPEG, PNG, or WebP image',
  tooLarge: 'File too large',
  itemPhotoTooLargeText: `Maximum file size is ${megabytes(ITEM_PHOTO_MAX_BYTES)}MB`,
  imageTooLargeText: `Please upload an image smaller than ${megabytes(AVATAR_MAX_BYTES)}MB`,
  /** Ours: the pixel cap has no wording of its own, so it reuses the 'File too large' title. */
  tooManyPixelsText: `Please upload an image of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  tooManyPhotos: 'Too many photos',
  tooManyPhotosText: `Maximum ${ITEM_PHOTO_MAX_COUNT} photos allowed`,
  uploadFailed: 'Upload failed',
  uploadFailedText: 'Failed to upload',
  uploadSucceeded: 'Upload successful',
  uploadSucceededText: 'Your image has been uploaded successfully',
  /** The upload endpoints' 401. */
  notSignedIn: 'User must be authenticated to upload files',
} as const;

/** The upload kinds and their caps; the route picks one, the capped reader and error text follow. */
export const uploadLimits = {
  itemPhoto: { maxBytes: ITEM_PHOTO_MAX_BYTES, tooLargeText: mediaMessages.itemPhotoTooLargeText },
  image: { maxBytes: AVATAR_MAX_BYTES, tooLargeText: mediaMessages.imageTooLargeText },
  /** A photo of an identity document (docs/product/verification.md): as large as an item photo. */
  document: { maxBytes: VERIFICATION_DOCUMENT_MAX_BYTES, tooLargeText: mediaMessages.itemPhotoTooLargeText },
} as const;
export type UploadKind = keyof typeof uploadLimits;

export const uploadedPhotoSchema = z
  .object({
    /**
     * `{userId}/{photoId}`: the owner's folder and the photo, the stem of every stored size's key
     * (`{id}-{size}.webp`). The items service can check a photo belongs to the member from its id alone.
     */
    id: z.string(),
    /** The largest size: what a detail page shows. */
    url: z.string(),
    /** Of the largest stored size, after EXIF rotation. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sizes: z.object({ 320: z.string(), 800: z.string(), 1600: z.string() }),
  })
  .meta({ id: 'UploadedPhoto' });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
