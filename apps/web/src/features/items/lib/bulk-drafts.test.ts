import { RATE_LIMIT_FALLBACK_ANALYSIS, type AnalysisResult } from '@swapyard/domain/analysis';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { describe, expect, it } from 'vitest';
import {
  applyAnalysis,
  draftAnalysisRequest,
  draftCreateBody,
  draftProblems,
  draftsFromGroups,
  groupingFallbackDrafts,
  markAnalysisFailed,
  mergeDrafts,
  movePhoto,
  movePhotoToNewDraft,
  newDraft,
  parseDraftValue,
  publishPlan,
  unpublishedDrafts,
  type BulkDraft,
} from './bulk-drafts';

// Bulk upload's drafts (docs/product/bulk-upload.md, "Grouping", "Analysis", "Review", "Publishing").

const photo = (id: string): UploadedPhoto => ({
  id,
  url: `/media/${id}-1600.webp`,
  width: 10,
  height: 10,
  sizes: { 320: `/media/${id}-320.webp`, 800: `/media/${id}-800.webp`, 1600: `/media/${id}-1600.webp` },
});
const ids = () => {
  let n = 0;
  return () => `d${++n}`;
};
const photoIds = (drafts: BulkDraft[]) => drafts.map((d) => d.photos.map((p) => p.id));

const complete = (id: string, photos: string[], extra: Partial<BulkDraft> = {}) =>
  newDraft(id, photos.map(photo), { title: 'Jacket', category: 'clothing', isAnalyzed: true, ...extra });

const result: AnalysisResult = {
  ...RATE_LIMIT_FALLBACK_ANALYSIS,
  title: 'Denim Jacket',
  description: 'Blue',
  brand: "Levi's",
  closetCategory: 'clothing',
  condition: 'Like New',
  size: 'M',
  keywords: ['denim'],
  valueCents: 4550,
  confidence: 0.8,
};

describe('newDraft', () => {
  it('starts with condition Good, size N/A, Public, not analysed', () => {
    expect(newDraft('d1', [photo('a')])).toMatchObject({
      condition: 'good',
      size: 'N/A',
      visibility: 'public',
      valueCents: 0,
      isAnalyzed: false,
      isEditing: false,
      analysisError: null,
    });
  });
});

describe('draftsFromGroups', () => {
  const photos = ['a', 'b', 'c', 'd'].map(photo);

  it('makes one draft per group, in order, with its description and confidence', () => {
    const drafts = draftsFromGroups(
      [
        { photoIds: ['c', 'a'], description: 'A jacket', confidence: 0.9 },
        { photoIds: ['b', 'd'], description: 'Boots', confidence: 0.6 },
      ],
      photos,
      ids(),
    );
    expect(photoIds(drafts)).toEqual([
      ['c', 'a'],
      ['b', 'd'],
    ]);
    expect(drafts.map((d) => [d.id, d.groupDescription, d.confidence])).toEqual([
      ['d1', 'A jacket', 0.9],
      ['d2', 'Boots', 0.6],
    ]);
  });

  it('ignores unknown and repeated ids, and gives a photo left out a draft of its own', () => {
    const drafts = draftsFromGroups(
      [
        { photoIds: ['a', 'zz', 'b'], description: '', confidence: 0.5 },
        { photoIds: ['b', 'c'], description: '', confidence: 0.5 },
      ],
      photos,
      ids(),
    );
    expect(photoIds(drafts)).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('splits a group larger than a listing holds', () => {
    const many = Array.from({ length: 12 }, (_, i) => photo(`p${i}`));
    const drafts = draftsFromGroups(
      [{ photoIds: many.map((p) => p.id), description: 'Books', confidence: 0.7 }],
      many,
      ids(),
    );
    expect(drafts.map((d) => d.photos.length)).toEqual([10, 2]);
  });
});

describe('groupingFallbackDrafts', () => {
  it('makes every photo its own draft, marked as grouping failed', () => {
    const drafts = groupingFallbackDrafts([photo('a'), photo('b')], ids());
    expect(photoIds(drafts)).toEqual([['a'], ['b']]);
    for (const draft of drafts) {
      expect(draft.analysisError).toBe('Grouping failed');
      expect(draft.groupDescription).toBe('Individual item (grouping failed)');
      expect(draft.isAnalyzed).toBe(false);
    }
  });
});

describe('analysis', () => {
  it('asks with the main photo and the others as additional photos', () => {
    expect(draftAnalysisRequest(newDraft('d', [photo('a')]))).toEqual({ photoId: 'a' });
    expect(draftAnalysisRequest(newDraft('d', [photo('a'), photo('b'), photo('c')]))).toEqual({
      photoId: 'a',
      additionalPhotoIds: ['b', 'c'],
    });
  });

  it('maps a result as the single form does, and clears a grouping failure', () => {
    const draft = groupingFallbackDrafts([photo('a')], ids())[0]!;
    expect(applyAnalysis(draft, result)).toMatchObject({
      title: 'Denim Jacket',
      description: 'Blue',
      brand: "Levi's",
      category: 'clothing',
      condition: 'like_new',
      size: 'M',
      valueCents: 4550,
      keywords: ['denim'],
      confidence: 0.8,
      isAnalyzed: true,
      analysisError: null,
      groupDescription: 'Individual item (grouping failed)',
    });
  });

  it('keeps the defaults where the analysis has no suggestion, and the title on a reanalysis', () => {
    const bare = { ...result, condition: null, size: null, valueCents: null, closetCategory: null };
    const draft = { ...newDraft('d', [photo('a')]), title: 'My lamp' };
    expect(applyAnalysis(draft, bare, { keepTitle: true })).toMatchObject({
      title: 'My lamp',
      condition: 'good',
      size: 'N/A',
      valueCents: 0,
      category: '',
      analysisNotes: ['Not enough similar items to suggest a price'],
    });
  });

  it('notes what was read from the photo and where the value came from', () => {
    const read = applyAnalysis(newDraft('d', [photo('a')]), {
      ...result,
      readFromPhoto: ['brand', 'size'],
      marketData: {
        averagePriceCents: 1500,
        count: 3,
        priceRangeCents: { min: 1200, max: 1800 },
        method: 'sales',
        salesCount: 3,
        salesRangeCents: { min: 1200, max: 1800 },
        salesWithinDays: 90,
        listingsCount: 0,
        listingsRangeCents: null,
        comparables: [],
      },
    });
    expect(read.analysisNotes).toEqual([
      'Read from the photo: brand, size',
      'Similar items sold for $12–$18 (3 sales in the last 90 days)',
    ]);
  });

  it('marks a failed analysis as analysed, size N/A, with the message or "Analysis failed"', () => {
    const draft = { ...newDraft('d', [photo('a')]), size: 'M' };
    expect(markAnalysisFailed(draft, new Error('Service unavailable'))).toMatchObject({
      isAnalyzed: true,
      size: 'N/A',
      analysisError: 'Service unavailable',
    });
    expect(markAnalysisFailed(draft, 'boom').analysisError).toBe('Analysis failed');
  });
});

describe('parseDraftValue', () => {
  it('reads dollars as cents, anything else as 0', () => {
    expect(parseDraftValue('12.5')).toBe(1250);
    expect(parseDraftValue('')).toBe(0);
    expect(parseDraftValue('abc')).toBe(0);
    expect(parseDraftValue('-3')).toBe(0);
  });
});

describe('moving photos', () => {
  const drafts = [complete('d1', ['a', 'b']), complete('d2', ['c']), complete('d3', ['e'])];

  it('moves a photo to the end of another draft', () => {
    expect(photoIds(movePhoto(drafts, 'a', 'd2'))).toEqual([['b'], ['c', 'a'], ['e']]);
  });

  it('removes a draft left with no photos', () => {
    const moved = movePhoto(drafts, 'c', 'd1');
    expect(moved.map((d) => d.id)).toEqual(['d1', 'd3']);
    expect(photoIds(moved)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('leaves everything as it was for the same draft, an unknown photo or target, or a full target', () => {
    expect(movePhoto(drafts, 'a', 'd1')).toEqual(drafts);
    expect(movePhoto(drafts, 'zz', 'd2')).toEqual(drafts);
    expect(movePhoto(drafts, 'a', 'nope')).toEqual(drafts);
    const full = complete(
      'full',
      Array.from({ length: 10 }, (_, i) => `f${i}`),
    );
    expect(movePhoto([...drafts, full], 'a', 'full')).toEqual([...drafts, full]);
  });

  it('moves a photo out to a new draft after its own, to be analysed', () => {
    const moved = movePhotoToNewDraft(drafts, 'b', 'new');
    expect(moved.map((d) => d.id)).toEqual(['d1', 'new', 'd2', 'd3']);
    expect(photoIds(moved)).toEqual([['a'], ['b'], ['c'], ['e']]);
    expect(moved[1]).toMatchObject({ isAnalyzed: false, title: '', condition: 'good', size: 'N/A' });
    // A draft's only photo stays: a new draft would only replace it.
    expect(movePhotoToNewDraft(drafts, 'c', 'new')).toEqual(drafts);
  });

  it('merges a whole draft into another, which keeps its details', () => {
    const merged = mergeDrafts(drafts, 'd1', 'd3');
    expect(merged.map((d) => d.id)).toEqual(['d2', 'd3']);
    expect(photoIds(merged)).toEqual([['c'], ['e', 'a', 'b']]);
    expect(mergeDrafts(drafts, 'd1', 'd1')).toEqual(drafts);
  });
});

describe('publishing', () => {
  it('names what a draft misses', () => {
    const blank = { ...newDraft('d', [photo('a')]), isAnalyzed: true, condition: '' as const, size: ' ' };
    expect(draftProblems(blank)).toEqual([
      'Needs a title',
      'Needs a category',
      'Needs a condition',
      'Needs a size',
    ]);
    expect(draftProblems(complete('d', ['a']))).toEqual([]);
  });

  it('sends the complete analysed drafts, refuses incomplete ones and skips those not analysed', () => {
    const ok = complete('ok', ['a']);
    const noTitle = complete('noTitle', ['b'], { title: '' });
    const waiting = complete('waiting', ['c'], { isAnalyzed: false });
    expect(publishPlan([ok, noTitle, waiting])).toEqual({
      send: [ok],
      refused: [noTitle],
      skipped: [waiting],
    });
  });

  it('builds the create body as the single form does', () => {
    const draft = complete('d', ['a', 'b'], {
      size: 'M',
      valueCents: 1250,
      brand: 'Acme',
      title: ' Jacket ',
    });
    expect(draftCreateBody(draft)).toEqual({
      title: 'Jacket',
      description: '',
      brand: 'Acme',
      category: 'clothing',
      condition: 'good',
      size: 'm',
      valueCents: 1250,
      visibility: 'public',
      photos: [photo('a'), photo('b')],
    });
    expect(draftCreateBody(complete('d', ['a'])).valueCents).toBe(0);
  });

  it('keeps only the drafts not published', () => {
    const drafts = [complete('a', ['1']), complete('b', ['2'])];
    expect(unpublishedDrafts(drafts, new Set(['a'])).map((d) => d.id)).toEqual(['b']);
  });
});
