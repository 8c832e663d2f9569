import {
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_RATE_LIMIT_NOTICE,
  ANALYSIS_TITLE_REQUIRED,
  RATE_LIMIT_FALLBACK_ANALYSIS,
  TITLE_ANALYSIS_FAILED,
  isRateLimitMessage,
  type AnalysisResult,
} from '@swapyard/domain/analysis';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { analyzeItem } from '../api/analyze-item';

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'analyzing'; byTitle: boolean }
  | { status: 'done'; result: AnalysisResult; notice?: string }
  | { status: 'failed'; message: string };

/**
 * The AI analysis card's state (docs/product/listing.md, "When the analyser fails"): the first uploaded photo is
 * analysed once; 'Reanalyze' asks again from the title. A rate limit falls back to fixed figures; any other failure
 * leaves the form to the member.
 */
export function useItemAnalysis(apply: {
  onPhoto: (r: AnalysisResult) => void;
  onTitle: (r: AnalysisResult) => void;
}) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const { onPhoto, onTitle } = apply;

  const analyzePhoto = useCallback(
    async (photoId: string, title: string) => {
      setState({ status: 'analyzing', byTitle: false });
      try {
        const result = await analyzeItem({ photoId, ...(title.trim() ? { title: title.trim() } : {}) });
        onPhoto(result);
        setState({ status: 'done', result });
      } catch (error) {
        if ((isApiError(error) && error.status === 429) || isRateLimitMessage(errorMessage(error))) {
          onPhoto(RATE_LIMIT_FALLBACK_ANALYSIS);
          setState({
            status: 'done',
            result: RATE_LIMIT_FALLBACK_ANALYSIS,
            notice: ANALYSIS_RATE_LIMIT_NOTICE,
          });
        } else {
          setState({ status: 'failed', message: ANALYSIS_FAILED_MESSAGE });
        }
      }
    },
    [onPhoto],
  );

  const reanalyze = useCallback(
    async (title: string, currentDescription: string) => {
      if (!title.trim()) {
        toast.error('Title required', { description: ANALYSIS_TITLE_REQUIRED });
        return;
      }
      const previous = state;
      setState({ status: 'analyzing', byTitle: true });
      try {
        const result = await analyzeItem({
          titleOnly: true,
          title: title.trim(),
          ...(currentDescription.trim() ? { currentDescription } : {}),
        });
        onTitle(result);
        setState({ status: 'done', result });
        toast.success('Analysis complete', { description: 'Item details updated based on title' });
      } catch (error) {
        setState(previous);
        const message = error instanceof Error && error.message ? error.message : TITLE_ANALYSIS_FAILED;
        toast.error('Analysis failed', { description: message });
      }
    },
    [onTitle, state],
  );

  return { state, analyzePhoto, reanalyze };
}
