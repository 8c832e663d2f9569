import type { AcceptedImageType } from '@swapyard/domain';

const startsWith = (input: Buffer, bytes: number[], offset = 0) =>
  input.length >= offset + bytes.length && bytes.every((byte, i) => input[offset + i] === byte);

/**
 * The image type from the file's first bytes (its signature), ignoring the declared type and the file name.
 * Checked before sharp sees the bytes, so only the JPEG, PNG and WebP decoders ever parse uploads (libvips can
 * also open SVG, TIFF, PDF, ..., each more attack surface we do not need).
 */
export function detectImageType(input: Buffer): AcceptedImageType | null {
  if (startsWith(input, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(input, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(input, [0x52, 0x49, 0x46, 0x46]) && startsWith(input, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** sharp's name for each accepted type, to confirm the signature against what libvips actually decoded. */
export const sharpFormatOf: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
