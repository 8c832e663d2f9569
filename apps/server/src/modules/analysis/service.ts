import {
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_TITLE_REQUIRED,
  DRAFT_ANALYSIS_FAILED,
  ANALYSIS_TITLE_REQUIRED_TITLE,
  type AnalysisResult,
  type AnalyzeItemRequest,
} from '@swapyard/domain';
import { AnalyzerRateLimitedError, type ItemAnalyzer } from '../../platform/analysis/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ANALYSED_MIME_TYPE, readAnalysedPhoto } from './photos.ts';

export interface AnalysisDeps {
  analyzer: ItemAnalyzer;
  /** Without it there are no uploads to analyse: only titles. */
  storage?: Storage;
}

/**
 * A title (reanalyse) or one of the caller's uploaded photos, with more photos of the same item if any → the form's
 * suggested details and value.
 */
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
    return analyzerCall(() =>
      deps.analyzer.analyzeText({ title, description: description || undefined, memberId: userId }),
    );
  }
  const image = await readAnalysedPhoto(deps.storage, userId, input.photoId);
  const additionalImages: Buffer[] = [];
  for (const photoId of new Set(input.additionalPhotoIds ?? [])) {
    if (photoId !== input.photoId)
      additionalImages.push(await readAnalysedPhoto(deps.storage, userId, photoId));
  }
  return analyzerCall(() =>
    deps.analyzer.analyzeImage({
      image,
      mimeType: ANALYSED_MIME_TYPE,
      title: input.title || undefined,
      additionalImages,
      memberId: userId,
    }),
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
