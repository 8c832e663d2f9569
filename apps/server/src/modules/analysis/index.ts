export { analysisRoutes } from './routes.ts';
export {
  EMBED_ITEM_PHOTOS_JOB,
  embedItemPhotos,
  embeddingBackfillJob,
  embeddingJobHandlers,
  enqueuePhotoEmbedding,
  type EmbeddingDeps,
} from './embedding-jobs.ts';
export { PhotoIndex } from './photo-index.ts';
export { similarListingsSource } from './similar-listings.ts';
