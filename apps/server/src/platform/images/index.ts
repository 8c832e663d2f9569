export { detectImageType } from './detect-type.ts';
export {
  imageQueue,
  processImage,
  WEBP_QUALITY,
  type ImageVariant,
  type ProcessedImage,
  type ProcessImageOptions,
} from './process-image.ts';
export { deletePhotos, IMMUTABLE_CACHE, isPhotoOf, mediaUrl, photoKeysOf, savePhoto } from './save-photo.ts';
export { holdUploadAttachLock, holdUploadSweepLock } from './attach-lock.ts';
