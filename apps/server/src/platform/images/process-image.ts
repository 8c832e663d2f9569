import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, PHOTO_WIDTHS, type AcceptedImageType } from '@swapyard/domain';
import { invalidFileType, tooManyPixels } from '../uploads/upload-errors.ts';
import { detectImageType, sharpFormatOf } from './detect-type.ts';
import { createLimiter } from './limiter.ts';

export interface ProcessImageOptions {
  /** Decoded-size cap against decompression bombs; default MAX_IMAGE_PIXELS (50 MP). */
  maxPixels?: number;
  /** Target widths; default PHOTO_WIDTHS (320, 800, 1600). */
  widths?: readonly number[];
}

export interface ImageVariant {
  /** The target width this variant stands for (its name in keys and URLs). */
  size: number;
  /** Actual pixels: smaller than `size` when the original is narrower (never upscaled). */
  width: number;
  height: number;
  /** WebP, no metadata. */
  data: Buffer;
}

export interface ProcessedImage {
  /** What the bytes are, whatever the upload claimed. */
  sourceType: AcceptedImageType;
  /** The original's size after EXIF rotation. */
  width: number;
  height: number;
  /** One per requested width, in the order given. */
  variants: ImageVariant[];
}

/** WebP at 80 looks like the original at a fraction of the bytes; the default effort keeps encoding quick. */
export const WEBP_QUALITY = 80;

/*
 * Whole images processed at once. libvips already spreads one image over every core, so running more images in
 * parallel than there are cores only adds memory and latency; a burst waits in a short queue instead.
 */
const images = createLimiter(Math.max(1, availableParallelism() - 1));

/** How many images wait for a slot (for logs and health). */
export const imageQueue = {
  get pending() {
    return images.pending;
  },
};

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Turns an uploaded image into WebP sizes: the type is decided from the bytes (JPEG, PNG, WebP only), EXIF
 * orientation is applied, every bit of metadata (EXIF with GPS, XMP, ICC; colour converted to sRGB) is dropped,
 * and each width is produced without upscaling, keeping the aspect ratio.
 *
 * Throws AppError: 'Invalid file type' (400) for anything that is not a decodable JPEG/PNG/WebP, 'File too large'
 * (413) beyond `maxPixels`. Other errors are unexpected (500).
 */
export async function processImage(
  input: Buffer,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const widths = options.widths ?? PHOTO_WIDTHS;
  const sourceType = detectImageType(input);
  if (!sourceType) throw invalidFileType();

  return images.run(async () => {
    // The header alone: size and orientation, before any pixel is decoded.
    const metadata = await sharp(input, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw invalidFileType();
      });
    if (metadata.format !== sharpFormatOf[sourceType] || !metadata.width || !metadata.height) {
      throw invalidFileType();
    }
    if (metadata.width * metadata.height > maxPixels) throw tooManyPixels();
    const { width, height } = metadata.autoOrient;

    try {
      const variants = await Promise.all(
        widths.map(async (size) => {
          // One pipeline per size: JPEG shrink-on-load decodes the small sizes at a fraction of the cost.
          const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
            .rotate()
            .resize({ width: size, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer({ resolveWithObject: true });
          return { size, width: info.width, height: info.height, data };
        }),
      );
      return { sourceType, width, height, variants };
    } catch (error) {
      if (isPixelLimitError(error)) throw tooManyPixels();
      // Valid header, broken pixels (truncated or corrupt data): not an image we can use.
      throw invalidFileType();
    }
  });
}
