import { RATE_LIMIT_FALLBACK_ANALYSIS } from '@swapyard/domain/analysis';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { describe, expect, it } from 'vitest';
import { newDraft } from './bulk-drafts';
import {
  analysing,
  bulkReducer,
  initialBulkState,
  phaseLabels,
  type BulkAction,
  type BulkState,
} from './bulk-state';

// The Bulk Upload dialog's steps and phases (docs/product/bulk-upload.md, "Steps").

const photo = (id: string): UploadedPhoto => ({
  id,
  url: `/m/${id}`,
  width: 1,
  height: 1,
  sizes: { 320: `/m/${id}`, 800: `/m/${id}`, 1600: `/m/${id}` },
});
const run = (state: BulkState, ...actions: BulkAction[]) => actions.reduce(bulkReducer, state);
const result = { ...RATE_LIMIT_FALLBACK_ANALYSIS, title: 'Lamp', closetCategory: 'home_garden' as const };

const started = run(initialBulkState, { type: 'start', run: 1, photos: 2, totalBytes: 200 });
const grouped = run(
  started,
  { type: 'uploaded', run: 1 },
  { type: 'grouped', run: 1, drafts: [newDraft('d1', [photo('a')]), newDraft('d2', [photo('b')])] },
);

describe('bulkReducer', () => {
  it('goes upload → processing (uploading) on start, with the upload figures', () => {
    expect(initialBulkState).toMatchObject({ step: 'upload', phase: 'idle' });
    expect(started).toMatchObject({
      step: 'processing',
      phase: 'uploading',
      run: 1,
      upload: { photos: 2, totalBytes: 200, sentBytes: 0 },
    });
    expect(
      run(started, { type: 'uploadProgress', run: 1, sentBytes: 50, elapsedMs: 400 }).upload,
    ).toMatchObject({ sentBytes: 50, elapsedMs: 400 });
  });

  it('returns to idle on an upload failure', () => {
    expect(run(started, { type: 'uploadFailed', run: 1 })).toMatchObject({ step: 'upload', phase: 'idle' });
  });

  it('goes through grouping to analysing, and to the review once every draft is analysed', () => {
    expect(run(started, { type: 'uploaded', run: 1 }).phase).toBe('grouping');
    expect(grouped).toMatchObject({ step: 'processing', phase: 'analyzing' });
    const one = run(grouped, { type: 'draftAnalyzed', run: 1, id: 'd1', result });
    expect(one).toMatchObject({ step: 'processing', phase: 'analyzing' });
    const both = run(one, { type: 'draftAnalysisFailed', run: 1, id: 'd2', error: new Error('Nope') });
    expect(both).toMatchObject({ step: 'review', phase: 'complete' });
    expect(both.drafts.map((d) => [d.title, d.analysisError])).toEqual([
      ['Lamp', null],
      ['', 'Nope'],
    ]);
  });

  it('ignores reports from another run (a request answering after Start Over)', () => {
    const reset = run(grouped, { type: 'reset', run: 2 });
    expect(reset).toMatchObject({ step: 'upload', phase: 'idle', run: 2, drafts: [] });
    expect(run(reset, { type: 'draftAnalyzed', run: 1, id: 'd1', result })).toBe(reset);
    expect(run(reset, { type: 'uploaded', run: 1 })).toBe(reset);
  });

  it('edits, moves and merges drafts in the review; a new draft waits for its analysis', () => {
    const review = run(
      grouped,
      { type: 'draftAnalyzed', run: 1, id: 'd1', result },
      { type: 'draftAnalyzed', run: 1, id: 'd2', result },
    );
    const edited = run(review, {
      type: 'editDraft',
      id: 'd1',
      patch: { title: 'Desk lamp', isEditing: true },
    });
    expect(edited.drafts[0]).toMatchObject({ title: 'Desk lamp', isEditing: true });
    const moved = run(edited, { type: 'movePhoto', photoId: 'b', toDraftId: 'd1' });
    expect(moved.drafts.map((d) => d.photos.map((p) => p.id))).toEqual([['a', 'b']]);
    const split = run(moved, { type: 'movePhotoToNew', photoId: 'b', newId: 'd3' });
    expect(split.drafts.map((d) => d.id)).toEqual(['d1', 'd3']);
    expect(analysing(split)).toBe(true);
    // An analysis in the review fills the new draft without leaving the review.
    const filled = run(split, { type: 'draftAnalyzed', run: 1, id: 'd3', result });
    expect(filled).toMatchObject({ step: 'review', phase: 'complete' });
    expect(analysing(filled)).toBe(false);
    expect(run(filled, { type: 'mergeDrafts', fromId: 'd3', intoId: 'd1' }).drafts).toHaveLength(1);
  });

  it('publishes: back to the review without the published drafts when some failed', () => {
    const review = run(
      grouped,
      { type: 'draftAnalyzed', run: 1, id: 'd1', result },
      { type: 'draftAnalyzed', run: 1, id: 'd2', result },
    );
    const publishing = run(
      review,
      { type: 'publishStarted', total: 2 },
      { type: 'publishProgress', done: 1 },
    );
    expect(publishing).toMatchObject({ step: 'publishing', publishing: { done: 1, total: 2 } });
    const failed = run(publishing, { type: 'publishFailed', publishedIds: new Set(['d1']) });
    expect(failed.step).toBe('review');
    expect(failed.drafts.map((d) => d.id)).toEqual(['d2']);
  });

  it('reads each working phase out', () => {
    expect([phaseLabels.uploading, phaseLabels.grouping, phaseLabels.analyzing]).toEqual([
      'Uploading photos…',
      'Grouping photos by item…',
      'Analyzing items…',
    ]);
  });
});
