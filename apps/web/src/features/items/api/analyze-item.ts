import { analysisResultSchema, type AnalysisResult } from '@swapyard/domain/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A stored photo to analyse (optionally with a title), or a title to reanalyse ('Reanalyze'). */
export type AnalyzeItemBody =
  { photoId: string; title?: string } | { titleOnly: true; title: string; currentDescription?: string };

/** POST /api/analysis/item: suggested details, category, condition, size and value for a listing. */
export function analyzeItem(body: AnalyzeItemBody): Promise<AnalysisResult> {
  return apiRequest('/analysis/item', analysisResultSchema, { method: 'POST', body });
}

export const useAnalyzeItem = () => useMutation({ mutationFn: analyzeItem });
