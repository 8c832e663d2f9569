import type { SimilarListing, SimilarListingsSource } from '../../platform/analysis/index.ts';
import type { Db } from '../../platform/db.ts';
import type { PhotoVision } from '../../platform/vision/index.ts';
import { searchPhotos, type CellCentres } from './photo-cells.ts';
import { EMBEDDING_LENGTH } from './photo-sketch.ts';
import { listedItems } from './queries.ts';

/** Photos looked at per analysis: a listing's first few say what it is. */
const MAX_QUERY_PHOTOS = 4;
const PHOTO_MATCHES = 60;
const LISTINGS = 10;
/**
 * Below this brightness variation a photo is a flat colour (a backdrop, a placeholder): it shows no object, and flat
 * photos all look alike to the model, so it is no evidence of what the item is. Real photos measure 10 and more.
 */
const FEATURELESS_DETAIL = 4;

/**
 * The analyser's similar listings (docs/analysis.md, "Similar listings"): the photos' mean embedding against the
 * listing photos of the nearest cells (decision 053), each listing scored by its closest photo, kept only while it
 * is available and public.
 */
export function similarListingsSource(deps: {
  db: Db;
  vision: PhotoVision;
  cells: CellCentres;
}): SimilarListingsSource {
  return async (images) => {
    const query = new Float32Array(EMBEDDING_LENGTH);
    for (const image of images.slice(0, MAX_QUERY_PHOTOS)) {
      const { features, detail } = await deps.vision.look(image);
      if (detail < FEATURELESS_DETAIL) continue;
      for (let i = 0; i < EMBEDDING_LENGTH; i++) query[i]! += features.embedding[i]!;
    }
    const length = Math.hypot(...query);
    if (length === 0) return [];
    for (let i = 0; i < EMBEDDING_LENGTH; i++) query[i]! /= length;

    const closest = new Map<string, number>();
    for (const match of await searchPhotos(deps.db, deps.cells, query, PHOTO_MATCHES)) {
      if (!closest.has(match.itemId)) closest.set(match.itemId, match.similarity);
    }
    const listed = await listedItems(deps.db, [...closest.keys()]);
    return listed
      .map((item): SimilarListing => ({ ...item, itemId: item.id, similarity: closest.get(item.id)! }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, LISTINGS);
  };
}
