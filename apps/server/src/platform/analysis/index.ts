import type { ComparablesSource, ItemAnalyzer } from './item-analyzer.ts';
import { LocalItemAnalyzer } from './local/local-item-analyzer.ts';

export type {
  AnalyzeImageInput,
  AnalyzeTextInput,
  ComparablesQuery,
  ComparablesSource,
  GroupablePhoto,
  ItemAnalyzer,
  PhotoGrouper,
} from './item-analyzer.ts';
export { LocalItemAnalyzer } from './local/local-item-analyzer.ts';
export { memoryComparables, noComparables, type ComparableItem } from './memory-comparables.ts';

/** The local offline analyser; an OpenAI-compatible adapter (AI_*) will be chosen here once it exists. */
export function createItemAnalyzer(deps: { comparables: ComparablesSource }): ItemAnalyzer {
  return new LocalItemAnalyzer(deps.comparables);
}
