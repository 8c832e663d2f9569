import { DRAFT_ANALYSIS_FAILED, READ_FROM_PHOTO, type AnalysisResult } from '@swapyard/domain/analysis';
import { BULK_TEXTS, BULK_UPLOAD, type PhotoGroup } from '@swapyard/domain/bulk-upload';
import type { ItemCondition } from '@swapyard/domain/item-labels';
import type { ItemVisibility } from '@swapyard/domain/items';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { PRICE_EVIDENCE_TEXTS } from '@swapyard/domain/price-evidence';
import { MAX_ITEM_VALUE_CENTS, roundDollarsToCents } from '@swapyard/domain/money';
import type { CreateItemBody } from '../api/create-item';
import { noPlace } from '@/features/places';
import { itemValueText, suggestedValues, toCreateItemBody } from './item-form';

// Bulk upload's drafts (docs/product/bulk-upload.md): one per group of photos, filled in by the analysis, edited and
// rearranged by the member, then published. Client only: nothing here is stored until it is published.

export type BulkDraft = {
  id: string;
  /** The uploaded photos (their ids and URLs), in order; the first is the main photo. */
  photos: UploadedPhoto[];
  title: string;
  description: string;
  brand: string;
  /** A stored category value ('' when none was suggested or chosen). */
  category: string;
  condition: ItemCondition | '';
  /** A size label ('M', 'N/A') or a size as written ('EU 42'), as the single form holds it. */
  size: string;
  /** Integer cents; 0 when there is no value. */
  valueCents: number;
  keywords: string[];
  /** How sure the grouper, then the analysis, was about this draft, 0 to 1. */
  confidence: number;
  visibility: ItemVisibility;
  /** No analysis is pending for it (it succeeded or failed): only analysed drafts are published. */
  isAnalyzed: boolean;
  isEditing: boolean;
  /** Why it has no analysis: grouping failed (until its own analysis succeeds), or its analysis failed. */
  analysisError: string | null;
  /** What the grouper said the photos show. */
  groupDescription: string;
  /** What the analysis found and where (read from the photo, the price's evidence or its lack), for the card. */
  analysisNotes: string[];
};

/** A draft with the documented defaults: condition Good, size N/A, Public, nothing analysed yet. */
export function newDraft(id: string, photos: UploadedPhoto[], extra: Partial<BulkDraft> = {}): BulkDraft {
  return {
    id,
    photos,
    title: '',
    description: '',
    brand: '',
    category: '',
    condition: 'good',
    size: 'N/A',
    valueCents: 0,
    keywords: [],
    confidence: 0,
    visibility: 'public',
    isAnalyzed: false,
    isEditing: false,
    analysisError: null,
    groupDescription: '',
    analysisNotes: [],
    ...extra,
  };
}

/**
 * The grouper's answer as drafts, in its order. Defensive about a grouper that breaks its contract: unknown or
 * repeated photo ids are ignored, a photo it left out becomes a draft of its own, and a group larger than a listing
 * holds (BULK_UPLOAD.maxPhotosPerGroup) is split.
 */
export function draftsFromGroups(
  groups: readonly PhotoGroup[],
  photos: readonly UploadedPhoto[],
  newId: () => string,
): BulkDraft[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const placed = new Set<string>();
  const drafts: BulkDraft[] = [];
  const add = (members: UploadedPhoto[], description: string, confidence: number) => {
    for (let i = 0; i < members.length; i += BULK_UPLOAD.maxPhotosPerGroup) {
      const part = members.slice(i, i + BULK_UPLOAD.maxPhotosPerGroup);
      drafts.push(newDraft(newId(), part, { groupDescription: description, confidence }));
    }
  };
  for (const group of groups) {
    const members = group.photoIds.flatMap((id) => {
      const photo = byId.get(id);
      if (!photo || placed.has(id)) return [];
      placed.add(id);
      return [photo];
    });
    if (members.length) add(members, group.description, group.confidence);
  }
  for (const photo of photos) if (!placed.has(photo.id)) add([photo], '', 0);
  return drafts;
}

/** Grouping failed: every photo is a draft of its own, marked so, and still analysed. */
export function groupingFallbackDrafts(photos: readonly UploadedPhoto[], newId: () => string): BulkDraft[] {
  return photos.map((photo) =>
    newDraft(newId(), [photo], {
      analysisError: BULK_TEXTS.groupingFailed,
      groupDescription: BULK_TEXTS.groupingFailedDescription,
    }),
  );
}

/** The analysis request for a draft: its main photo and the rest of its photos. */
export function draftAnalysisRequest(draft: BulkDraft): { photoId: string; additionalPhotoIds?: string[] } {
  const [first, ...rest] = draft.photos;
  if (!first) throw new Error('A draft always has a photo');
  return rest.length
    ? { photoId: first.id, additionalPhotoIds: rest.map((p) => p.id) }
    : { photoId: first.id };
}

/**
 * An analysis' suggestions into a draft, mapped as the single form maps them (suggestedValues); where it has none,
 * the defaults hold (condition Good, size N/A, value 0). `keepTitle`: a reanalysis by title keeps the title typed.
 */
export function applyAnalysis(
  draft: BulkDraft,
  result: AnalysisResult,
  { keepTitle = false }: { keepTitle?: boolean } = {},
): BulkDraft {
  const suggested = suggestedValues(result);
  return {
    ...draft,
    title: keepTitle ? draft.title : suggested.title,
    description: suggested.description,
    brand: suggested.brand,
    category: suggested.category,
    condition: suggested.condition || 'good',
    size: suggested.size || 'N/A',
    valueCents: result.valueCents ?? 0,
    keywords: result.keywords,
    confidence: result.confidence,
    isAnalyzed: true,
    analysisError: null,
    analysisNotes: analysisNotes(result),
  };
}

/** 'Read from the photo: brand, size', and where the value came from or why there is none. */
export function analysisNotes(result: AnalysisResult): string[] {
  const notes: string[] = [];
  if (result.readFromPhoto.length > 0) {
    notes.push(`${READ_FROM_PHOTO}: ${result.readFromPhoto.join(', ')}`);
  }
  if (result.marketData) notes.push(PRICE_EVIDENCE_TEXTS.summary(result.marketData));
  else if (result.valueCents === null) notes.push(PRICE_EVIDENCE_TEXTS.notEnough);
  return notes;
}

/** The analysisError for a failed analysis: the failure's own message, else 'Analysis failed'. */
export function analysisErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DRAFT_ANALYSIS_FAILED;
}

/** A failed analysis: the draft is done (the member fills it in), its size N/A, the reason kept. */
export function markAnalysisFailed(draft: BulkDraft, error: unknown): BulkDraft {
  return { ...draft, isAnalyzed: true, size: 'N/A', analysisError: analysisErrorText(error) };
}

/** The value field as typed, as cents: anything that is not a number of 0 or more is 0. */
export function parseDraftValue(text: string): number {
  const cents = roundDollarsToCents(text);
  return cents !== null && cents > 0 ? cents : 0;
}

/** Whether `count` more photos fit in the draft (a listing holds BULK_UPLOAD.maxPhotosPerGroup). */
export function hasRoomFor(draft: BulkDraft, count: number): boolean {
  return draft.photos.length + count <= BULK_UPLOAD.maxPhotosPerGroup;
}

function takePhoto(drafts: readonly BulkDraft[], photoId: string) {
  const source = drafts.find((d) => d.photos.some((p) => p.id === photoId));
  const photo = source?.photos.find((p) => p.id === photoId);
  return source && photo ? { source, photo } : null;
}

/** Drafts whose photos all moved elsewhere are gone. */
const withoutEmpty = (drafts: BulkDraft[]) => drafts.filter((d) => d.photos.length > 0);

/**
 * Moves a photo to the end of another draft; a draft left without photos disappears. Unchanged when the photo or
 * the target is unknown, the photo is already there, or the target is full.
 */
export function movePhoto(drafts: readonly BulkDraft[], photoId: string, toDraftId: string): BulkDraft[] {
  const taken = takePhoto(drafts, photoId);
  const target = drafts.find((d) => d.id === toDraftId);
  if (!taken || !target || taken.source.id === target.id || !hasRoomFor(target, 1)) return [...drafts];
  return withoutEmpty(
    drafts.map((d) => {
      if (d.id === taken.source.id) return { ...d, photos: d.photos.filter((p) => p.id !== photoId) };
      if (d.id === target.id) return { ...d, photos: [...d.photos, taken.photo] };
      return d;
    }),
  );
}

/**
 * Moves a photo out to a new draft, placed after the one it left, to be analysed (isAnalyzed false). Unchanged when
 * the photo is unknown or is its draft's only photo (it would only swap one draft for another).
 */
export function movePhotoToNewDraft(
  drafts: readonly BulkDraft[],
  photoId: string,
  newId: string,
): BulkDraft[] {
  const taken = takePhoto(drafts, photoId);
  if (!taken || taken.source.photos.length < 2) return [...drafts];
  return drafts.flatMap((d) =>
    d.id === taken.source.id
      ? [{ ...d, photos: d.photos.filter((p) => p.id !== photoId) }, newDraft(newId, [taken.photo])]
      : [d],
  );
}

/** 'Merge with…': every photo of one draft joins another (the target keeps its details); the first disappears. */
export function mergeDrafts(drafts: readonly BulkDraft[], fromId: string, intoId: string): BulkDraft[] {
  const from = drafts.find((d) => d.id === fromId);
  const into = drafts.find((d) => d.id === intoId);
  if (!from || !into || from.id === into.id || !hasRoomFor(into, from.photos.length)) return [...drafts];
  return drafts.flatMap((d) => {
    if (d.id === from.id) return [];
    if (d.id === into.id) return [{ ...d, photos: [...d.photos, ...from.photos] }];
    return [d];
  });
}

/** What keeps an analysed draft from being published, as its card says it ('Needs a title'); [] when nothing. */
export function draftProblems(draft: BulkDraft): string[] {
  const problems: string[] = [];
  if (!draft.title.trim()) problems.push('Needs a title');
  if (!draft.category) problems.push('Needs a category');
  if (!draft.condition) problems.push('Needs a condition');
  if (!draft.size.trim()) problems.push('Needs a size');
  if (draft.valueCents > MAX_ITEM_VALUE_CENTS) problems.push('Value too high');
  return problems;
}

export type PublishPlan = {
  /** Analysed and complete: sent one by one. */
  send: BulkDraft[];
  /** Analysed but missing a required field: counted as failed without being sent. */
  refused: BulkDraft[];
  /** Still waiting for an analysis: skipped. */
  skipped: BulkDraft[];
};

/** 'Publish All Items': which drafts are sent, which fail at once, which are skipped. */
export function publishPlan(drafts: readonly BulkDraft[]): PublishPlan {
  const plan: PublishPlan = { send: [], refused: [], skipped: [] };
  for (const draft of drafts) {
    if (!draft.isAnalyzed) plan.skipped.push(draft);
    else if (draftProblems(draft).length) plan.refused.push(draft);
    else plan.send.push(draft);
  }
  return plan;
}

/** The create body of a draft, built as the single form builds its own (toCreateItemBody). */
export function draftCreateBody(draft: BulkDraft): CreateItemBody {
  return toCreateItemBody(
    {
      title: draft.title,
      description: draft.description,
      brand: draft.brand,
      category: draft.category,
      condition: draft.condition,
      size: draft.size,
      value: itemValueText(draft.valueCents),
      visibility: draft.visibility,
      // Bulk listings are where their owner is.
      place: noPlace,
    },
    draft.photos,
  );
}

/** After publishing: the drafts not published, so retrying never publishes one twice. */
export function unpublishedDrafts(
  drafts: readonly BulkDraft[],
  publishedIds: ReadonlySet<string>,
): BulkDraft[] {
  return drafts.filter((d) => !publishedIds.has(d.id));
}
