// The analysis module's manifest: the analyser and photo grouper behind its routes (chosen once per app), and the
// listing photos' embeddings (a job per changed listing, a recurring backfill, their cells trained again as the
// catalogue grows) for similar-listing suggestions.
import { MAX_ITEM_PHOTOS } from '@swapyard/domain';
import { createItemAnalyzer, OpenAiVisionAnalyzer } from '../../platform/analysis/index.ts';
import { provide } from '../../platform/hooks.ts';
import { EmbeddedPhotoGrouper } from '../../platform/vision/index.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { embeddingBackfillJob, embeddingJobs, enqueuePhotoEmbedding } from './embedding-jobs.ts';
import { CellCentres, cellTrainingJob } from './photo-cells.ts';
import { priceEvidenceSource } from './price-evidence.ts';
import { analysisRoutes } from './routes.ts';
import { similarListingsSource } from './similar-listings.ts';

export const analysisModule = defineModule({
  name: 'analysis',
  state: ({ db, storage, vision, textReader, logger, config, ...given }) => {
    // Similar listings need the photos' files: only with storage.
    const cells = new CellCentres();
    const similar = storage ? similarListingsSource({ db, vision, cells }) : undefined;
    // Default: the local offline analyser; either prices only from evidence on Swapyard.
    const analyzer =
      given.analyzer ??
      createItemAnalyzer({
        comparables: priceEvidenceSource(db),
        ai: config.ai,
        similar,
        reader: textReader,
      });
    // A configured vision model groups too (docs/analysis.md); else the embedded model.
    const grouper =
      given.grouper ??
      (analyzer instanceof OpenAiVisionAnalyzer
        ? analyzer
        : new EmbeddedPhotoGrouper(vision, MAX_ITEM_PHOTOS));
    return { analyzer, grouper, embedding: storage ? { vision, storage, logger, cells } : undefined };
  },
  // Listing photos are embedded after commit, for similar-listing suggestions (docs/analysis.md).
  provides: ({ storage }) => (storage ? [provide(itemHooks.photosChanged, enqueuePhotoEmbedding)] : []),
  routes: ({ auth, storage }, { analyzer, grouper }) => [
    analysisRoutes({ auth, analyzer, grouper, storage }),
  ],
  jobs: (_resources, { embedding }) => (embedding ? embeddingJobs(embedding) : []),
  recurring: (_resources, { embedding }) =>
    embedding ? [embeddingBackfillJob(embedding), cellTrainingJob(embedding.logger)] : [],
});
