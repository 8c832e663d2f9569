import { buffer } from 'node:stream/consumers';
import {
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_TITLE_REQUIRED,
  DRAFT_ANALYSIS_FAILED,
  ANALYSIS_TITLE_REQUIRED_TITLE,
  PHOTO_WIDTHS,
  type AnalysisResult,
  type AnalyzeItemRequest,
} from '@swapyard/domain';
import { AnalyzerRateLimitedError, type ItemAnalyzer } from '../../platform/analysis/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isPhotoOf, photoKeysOf } from '../../platform/images/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export interface AnalysisDeps {
  analyzer: ItemAnalyzer;
  /** Without it there are no uploads to analyse: only titles. */
  storage?: Storage;
}

/** The size the analyser reads: enough for colours (and a vision model), a fraction of the largest's bytes. */
const ANALYSED_WIDTH = 800;

/** Another member's photo answers like a missing one: nobody learns which ids exist. */
const photoNotFound = () => new AppError('NOT_FOUND', 'Photo not found');

/** A title (reanalyse) or one of the caller's uploaded photos → the form's suggested details and value. */
export async function analyzeItem(
  deps: AnalysisDeps,
  userId: string,
  input: AnalyzeItemRequest,
): Promise<AnalysisResult> {
  if ('titleOnly' in input) {
    const title = input.title?.trim() ?? '';
    if (!title)
      throw new AppError('VALIDATION_FAILED', ANALYSIS_TITLE_REQUIRED_TITLE, ANALYSIS_TITLE_REQUIRED);
    const description = input.currentDescription?.trim();
    return analyzerCall(() => deps.analyzer.analyzeText({ title, description: description || undefined }));
  }
  const { photoId } = input;
  if (!deps.storage || !isPhotoOf(photoId, userId)) throw photoNotFound();
  let key: string;
  try {
    key = photoKeysOf(photoId)[PHOTO_WIDTHS.indexOf(ANALYSED_WIDTH)]!;
  } catch {
    throw photoNotFound(); // not the shape of an upload's id
  }
  const object = await deps.storage.get(key);
  if (!object) throw photoNotFound();
  const image = await buffer(object.body);
  return analyzerCall(() =>
    deps.analyzer.analyzeImage({ image, mimeType: 'image/webp', title: input.title || undefined }),
  );
}

/**
 * An analyser that fails (a model that is down, an unreadable photo) is not a server fault the member can do
 * nothing about: answer 503 with the form's wording, so it falls back to manual entry
 * (docs/product/listing.md, "When the analyser fails"). A model still rate limited after its retries answers 429
 * with 'rate limit' in the message, which the form recognises (isRateLimitMessage) to use its rate-limit fallback.
 */
async function analyzerCall(run: () => Promise<AnalysisResult>): Promise<AnalysisResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof AnalyzerRateLimitedError) {
      throw new AppError(
        'RATE_LIMITED',
        'Analysis rate limited',
        'The analysis model hit its rate limit. Please try again in a minute.',
      );
    }
    throw new AppError('UNAVAILABLE', DRAFT_ANALYSIS_FAILED, ANALYSIS_FAILED_MESSAGE);
  }
}
