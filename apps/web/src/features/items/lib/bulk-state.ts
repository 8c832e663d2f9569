import type { AnalysisResult } from '@swapyard/domain/analysis';
import {
  applyAnalysis,
  markAnalysisFailed,
  mergeDrafts,
  movePhoto,
  movePhotoToNewDraft,
  unpublishedDrafts,
  type BulkDraft,
} from './bulk-drafts';

// The Bulk Upload dialog's steps and processing phases as one reducer (docs/product/bulk-upload.md, "Steps"):
// upload → processing → review → publishing, and back. The hook runs the requests and reports here.

export type BulkStep = 'upload' | 'processing' | 'review' | 'publishing';
export type BulkPhase = 'idle' | 'uploading' | 'grouping' | 'analyzing' | 'complete';

export type BulkState = {
  step: BulkStep;
  phase: BulkPhase;
  /**
   * Which run the state belongs to: every start and reset begins a new one, and a report from another run (a
   * request still answering after Start Over or closing) is ignored.
   */
  run: number;
  /** The upload phase's figures (bytes of the accepted files; sent counts failed files as done). */
  upload: { photos: number; totalBytes: number; sentBytes: number; elapsedMs: number };
  drafts: BulkDraft[];
  publishing: { done: number; total: number };
};

export const initialBulkState: BulkState = {
  step: 'upload',
  phase: 'idle',
  run: 0,
  upload: { photos: 0, totalBytes: 0, sentBytes: 0, elapsedMs: 0 },
  drafts: [],
  publishing: { done: 0, total: 0 },
};

/** The phase as the processing step reads it out. */
export const phaseLabels: Record<BulkPhase, string> = {
  idle: 'Waiting for photos',
  uploading: 'Uploading photos…',
  grouping: 'Grouping photos by item…',
  analyzing: 'Analyzing items…',
  complete: 'Ready to review',
};

type Run = { run: number };

export type BulkAction =
  /** Start Over, closing, or all published; `run` is the new run's number (the caller's counter, one up). */
  | { type: 'reset'; run: number }
  | { type: 'start'; run: number; photos: number; totalBytes: number }
  | (Run & { type: 'uploadProgress'; sentBytes: number; elapsedMs: number })
  /** An upload error, or every photo failed: back to choosing photos. */
  | (Run & { type: 'uploadFailed' })
  | (Run & { type: 'uploaded' })
  | (Run & { type: 'grouped'; drafts: BulkDraft[] })
  | (Run & { type: 'draftAnalyzed'; id: string; result: AnalysisResult; keepTitle?: boolean })
  | (Run & { type: 'draftAnalysisFailed'; id: string; error: unknown })
  | { type: 'editDraft'; id: string; patch: Partial<BulkDraft> }
  | { type: 'movePhoto'; photoId: string; toDraftId: string }
  | { type: 'movePhotoToNew'; photoId: string; newId: string }
  | { type: 'mergeDrafts'; fromId: string; intoId: string }
  | { type: 'publishStarted'; total: number }
  | { type: 'publishProgress'; done: number }
  /** Some failed: back to review without the published drafts. (All published: 'reset'.) */
  | { type: 'publishFailed'; publishedIds: ReadonlySet<string> };

/** When the analysing phase has every draft analysed, it is complete and the review opens. */
function settle(state: BulkState): BulkState {
  if (state.phase === 'analyzing' && state.drafts.every((d) => d.isAnalyzed))
    return { ...state, phase: 'complete', step: 'review' };
  return state;
}

const updateDraft = (state: BulkState, id: string, change: (d: BulkDraft) => BulkDraft): BulkState => ({
  ...state,
  drafts: state.drafts.map((d) => (d.id === id ? change(d) : d)),
});

export function bulkReducer(state: BulkState, action: BulkAction): BulkState {
  if (action.type !== 'reset' && action.type !== 'start' && 'run' in action && action.run !== state.run)
    return state;
  switch (action.type) {
    case 'reset':
      return { ...initialBulkState, run: action.run };
    case 'start':
      return {
        ...initialBulkState,
        run: action.run,
        step: 'processing',
        phase: 'uploading',
        upload: { photos: action.photos, totalBytes: action.totalBytes, sentBytes: 0, elapsedMs: 0 },
      };
    case 'uploadProgress':
      if (state.phase !== 'uploading') return state;
      return {
        ...state,
        upload: { ...state.upload, sentBytes: action.sentBytes, elapsedMs: action.elapsedMs },
      };
    case 'uploadFailed':
      return { ...initialBulkState, run: state.run };
    case 'uploaded':
      if (state.phase !== 'uploading') return state;
      return { ...state, phase: 'grouping', upload: { ...state.upload, sentBytes: state.upload.totalBytes } };
    case 'grouped':
      if (state.phase !== 'grouping') return state;
      return settle({ ...state, phase: 'analyzing', drafts: action.drafts });
    case 'draftAnalyzed':
      return settle(
        updateDraft(state, action.id, (d) =>
          applyAnalysis(d, action.result, { keepTitle: action.keepTitle }),
        ),
      );
    case 'draftAnalysisFailed':
      return settle(updateDraft(state, action.id, (d) => markAnalysisFailed(d, action.error)));
    case 'editDraft':
      return updateDraft(state, action.id, (d) => ({ ...d, ...action.patch, id: d.id }));
    case 'movePhoto':
      return { ...state, drafts: movePhoto(state.drafts, action.photoId, action.toDraftId) };
    case 'movePhotoToNew':
      return { ...state, drafts: movePhotoToNewDraft(state.drafts, action.photoId, action.newId) };
    case 'mergeDrafts':
      return { ...state, drafts: mergeDrafts(state.drafts, action.fromId, action.intoId) };
    case 'publishStarted':
      return { ...state, step: 'publishing', publishing: { done: 0, total: action.total } };
    case 'publishProgress':
      return { ...state, publishing: { ...state.publishing, done: action.done } };
    case 'publishFailed':
      return {
        ...state,
        step: 'review',
        drafts: unpublishedDrafts(state.drafts, action.publishedIds),
        publishing: { done: 0, total: 0 },
      };
  }
}

/** Analyses still running in the review (a draft split off by moving a photo out). */
export const analysing = (state: BulkState) => state.drafts.some((d) => !d.isAnalyzed);
