import { analysisResultSchema, type AnalysisResult } from '@swapyard/domain/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * A stored photo to analyse (optionally with more photos of the same item, a bulk draft's, and a title), or a title
 * to reanalyse ('Reanalyze').
 */
export type AnalyzeItemBody =
  | { photoId: string; additionalPhotoIds?: string[]; title?: string }
  | { titleOnly: true; title: string; currentDescription?: string };

/** POST /api/analysis/item: suggested details, category, condition, size and value for a listing. */
export function analyzeItem(body: AnalyzeItemBody): Promise<AnalysisResult> {
  return apiRequest('/analysis/item', analysisResultSchema, { method: 'POST', body });
}

export const useAnalyzeItem = () => useMutation({ mutationFn: analyzeItem });
