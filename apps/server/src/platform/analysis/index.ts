import type { TextReader } from '../ocr/index.ts';
import type { ComparablesSource, ItemAnalyzer, SimilarListingsSource } from './item-analyzer.ts';
import { LocalItemAnalyzer } from './local/local-item-analyzer.ts';
import { OpenAiVisionAnalyzer } from './openai/openai-vision-analyzer.ts';

export type {
  AnalyzeImageInput,
  AnalyzeTextInput,
  ComparableRecord,
  ComparablesAnswer,
  ComparablesQuery,
  ComparablesSource,
  GroupablePhoto,
  ItemAnalyzer,
  PhotoGrouper,
  SimilarListing,
  SimilarListingsSource,
} from './item-analyzer.ts';
export { AnalyzerRateLimitedError } from './item-analyzer.ts';
export { LocalItemAnalyzer } from './local/local-item-analyzer.ts';
export {
  DEFAULT_AI_TIMEOUT_MS,
  ModelReplyError,
  OpenAiVisionAnalyzer,
  type OpenAiVisionOptions,
} from './openai/openai-vision-analyzer.ts';
export { memoryComparables, noComparables, type ComparableItem } from './memory-comparables.ts';

/**
 * The OpenAI-compatible vision model when AI_* is configured (config.ts `ai`), else the local offline analyser;
 * both price only from evidence on Swapyard (docs/product/listing.md, "Suggested prices").
 */
export function createItemAnalyzer(deps: {
  comparables: ComparablesSource;
  ai?: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number | undefined };
  /** Listings whose photos look alike (embedded model): the local analyser's evidence from photos. */
  similar?: SimilarListingsSource;
  /** Reads text in photos for the local analyser (a vision model reads it itself). */
  reader?: TextReader;
}): ItemAnalyzer {
  if (deps.ai) return new OpenAiVisionAnalyzer({ ...deps.ai, comparables: deps.comparables });
  return new LocalItemAnalyzer(deps.comparables, deps.similar, deps.reader);
}
