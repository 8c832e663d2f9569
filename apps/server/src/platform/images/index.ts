export { detectImageType } from './detect-type.ts';
export {
  imageQueue,
  processImage,
  WEBP_QUALITY,
  type ImageVariant,
  type ProcessedImage,
  type ProcessImageOptions,
} from './process-image.ts';
export { deletePhoto, IMMUTABLE_CACHE, mediaUrl, savePhoto } from './save-photo.ts';
