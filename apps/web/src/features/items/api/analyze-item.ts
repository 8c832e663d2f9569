import type { AnalysisResult } from '@swapyard/domain/analysis';
import { analysisEndpoints } from '@swapyard/domain/endpoints/analysis';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * A stored photo to analyse (optionally with more photos of the same item, a bulk draft's, and a title), or a title
 * to reanalyse ('Reanalyze').
 */
export type AnalyzeItemBody =
  | { photoId: string; additionalPhotoIds?: string[]; title?: string }
  | { titleOnly: true; title: string; currentDescription?: string };

/** Suggested details, category, condition, size and value for a listing. */
export function analyzeItem(body: AnalyzeItemBody): Promise<AnalysisResult> {
  return callEndpoint(analysisEndpoints.analyzeItem, { body });
}

export const useAnalyzeItem = () => useMutation({ mutationFn: analyzeItem });
