export { EmbeddedPhotoGrouper, type PhotoToGroup } from './embedded-photo-grouper.ts';
export { PhotoVision, type PhotoLook, type ScreenClass } from './photo-vision.ts';
export type { PhotoFeatures } from './photo-features.ts';
export { screenVerdict, type ScreenVerdict } from './screening.ts';
