import type { AnalysisResult } from '@swapyard/domain';
import type { TextReader } from '../../ocr/index.ts';
import type {
  AnalyzeImageInput,
  AnalyzeTextInput,
  ComparablesSource,
  ItemAnalyzer,
  SimilarListingsSource,
} from '../item-analyzer.ts';
import { noComparables } from '../memory-comparables.ts';
import { analyseImage } from './image-analysis.ts';
import { analyseText } from './text-analysis.ts';

/**
 * The default analyser (docs/architecture.md, "Embedded defaults"): dictionaries and arithmetic, no network and no model, so a fresh checkout
 * fills in listings offline. It is honest about its limits through `confidence` and `reasoning`.
 */
export class LocalItemAnalyzer implements ItemAnalyzer {
  constructor(
    private readonly comparables: ComparablesSource = noComparables,
    /** Listings whose photos look alike (the embedded vision model); without it photos give colours only. */
    private readonly similar?: SimilarListingsSource,
    /** Reads labels and covers in photos (embedded OCR); without it photos give no words. */
    private readonly reader?: TextReader,
  ) {}

  analyzeText(input: AnalyzeTextInput): Promise<AnalysisResult> {
    return analyseText(input, this.comparables);
  }

  analyzeImage(input: AnalyzeImageInput): Promise<AnalysisResult> {
    return analyseImage(input, this.comparables, this.similar, this.reader);
  }
}
