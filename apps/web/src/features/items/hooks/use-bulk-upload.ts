import { TITLE_ANALYSIS_FAILED } from '@swapyard/domain/analysis';
import { BULK_TEXTS, BULK_UPLOAD } from '@swapyard/domain/bulk-upload';
import { mediaMessages, type UploadedPhoto } from '@swapyard/domain/media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { itemsQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { analyzeItem } from '../api/analyze-item';
import { createItem } from '../api/create-item';
import { groupPhotos } from '../api/group-photos';
import { uploadItemPhotoWithProgress } from '../api/upload-item-photo-with-progress';
import {
  draftAnalysisRequest,
  draftCreateBody,
  draftsFromGroups,
  groupingFallbackDrafts,
  publishPlan,
  type BulkDraft,
} from '../lib/bulk-drafts';
import { acceptBulkFiles, chunk, forEachLimited, processingNotice } from '../lib/bulk-files';
import { bulkReducer, initialBulkState } from '../lib/bulk-state';

/** Drafts analysed at the same time: a few, so a large upload does not fire dozens of analyses at once. */
const ANALYSES_AT_ONCE = 3;

let draftCount = 0;
const newDraftId = () => `draft-${++draftCount}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's text for a refused upload: `details` carries it ('Maximum file size is 10MB'), else the message. */
function uploadErrorText(error: unknown): string {
  if (isApiError(error) && typeof error.details === 'string' && error.details) return error.details;
  return errorMessage(error);
}

/**
 * The Bulk Upload dialog's work (docs/product/bulk-upload.md): uploads the chosen photos in batches with their
 * progress, has them grouped by item, analyses each group into a draft a few at a time, then publishes the drafts
 * one by one. The steps and phases live in bulkReducer; this runs the requests and reports to it.
 */
export function useBulkUpload({ onPublished }: { onPublished: () => void }) {
  const [state, dispatch] = useReducer(bulkReducer, initialBulkState);
  /** The current run (see BulkState.run); requests of an earlier one report into nothing. */
  const run = useRef(initialBulkState.run);
  const uploads = useRef<AbortController | null>(null);
  /** Drafts whose 'Reanalyze' is under way. */
  const [reanalyzing, setReanalyzing] = useState<ReadonlySet<string>>(new Set());
  const queryClient = useQueryClient();

  useEffect(() => () => uploads.current?.abort(), []);

  const reset = useCallback(() => {
    uploads.current?.abort();
    uploads.current = null;
    run.current += 1;
    setReanalyzing(new Set());
    dispatch({ type: 'reset', run: run.current });
  }, []);

  const analyseDraft = useCallback(async (draft: BulkDraft, current: number) => {
    try {
      const result = await analyzeItem(draftAnalysisRequest(draft));
      dispatch({ type: 'draftAnalyzed', run: current, id: draft.id, result });
    } catch (error) {
      dispatch({ type: 'draftAnalysisFailed', run: current, id: draft.id, error });
    }
  }, []);

  /** Uploads the photos in batches; the uploaded ones, in the order picked, with their files. */
  const uploadAll = useCallback(async (files: File[], current: number, signal: AbortSignal) => {
    const sent = files.map(() => 0);
    const started = performance.now();
    const report = () =>
      dispatch({
        type: 'uploadProgress',
        run: current,
        sentBytes: sent.reduce((sum, bytes) => sum + bytes, 0),
        elapsedMs: performance.now() - started,
      });
    const results: Array<{ photo: UploadedPhoto; file: File } | { error: unknown }> = [];
    const batches = chunk(
      files.map((file, index) => ({ file, index })),
      BULK_UPLOAD.batchSize,
    );
    for (const [n, batch] of batches.entries()) {
      if (n > 0) await pause(BULK_UPLOAD.batchPauseMs);
      if (signal.aborted) break;
      const settled = await Promise.all(
        batch.map(async ({ file, index }) => {
          try {
            const photo = await uploadItemPhotoWithProgress(file, {
              signal,
              onProgress: (bytes) => {
                sent[index] = Math.min(bytes, file.size);
                report();
              },
            });
            return { photo, file };
          } catch (error) {
            // A failed file no longer remains to be sent.
            sent[index] = file.size;
            report();
            return { error };
          }
        }),
      );
      results.push(...settled);
    }
    return results;
  }, []);

  /** Files chosen or dropped: the whole processing, from uploading to the review. */
  const start = useCallback(
    async (chosen: File[]) => {
      const { accepted: files, leftOut } = acceptBulkFiles(chosen);
      if (!files.length) return;
      if (leftOut > 0) {
        toast.info(mediaMessages.tooManyPhotos, {
          description: `A bulk upload takes up to ${BULK_UPLOAD.maxPhotos} photos: the first ${BULK_UPLOAD.maxPhotos} are used.`,
        });
      }
      const notice = processingNotice(files.length);
      if (notice) toast.info(notice.title, { description: notice.description });

      uploads.current?.abort();
      const controller = new AbortController();
      uploads.current = controller;
      const current = ++run.current;
      const stale = () => run.current !== current;
      const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
      dispatch({ type: 'start', run: current, photos: files.length, totalBytes });

      let uploaded: Array<{ photo: UploadedPhoto; file: File }>;
      try {
        const results = await uploadAll(files, current, controller.signal);
        if (stale()) return;
        uploaded = results.flatMap((r) => ('photo' in r ? [r] : []));
        const failures = results.flatMap((r) => ('error' in r ? [r.error] : []));
        if (!uploaded.length) {
          toast.error(mediaMessages.uploadFailed, {
            description: failures.length ? uploadErrorText(failures[0]) : mediaMessages.uploadFailedText,
          });
          return dispatch({ type: 'uploadFailed', run: current });
        }
        if (failures.length) {
          toast.error(BULK_TEXTS.someUploadsFailedTitle, {
            description: BULK_TEXTS.someUploadsFailed(failures.length, uploaded.length),
          });
        }
      } catch (error) {
        if (stale()) return;
        toast.error(mediaMessages.uploadFailed, { description: uploadErrorText(error) });
        return dispatch({ type: 'uploadFailed', run: current });
      }
      dispatch({ type: 'uploaded', run: current });

      const photos = uploaded.map((u) => u.photo);
      let drafts: BulkDraft[];
      try {
        const { groups } = await groupPhotos({
          photos: uploaded.map(({ photo, file }) => ({
            photoId: photo.id,
            capturedAt: Math.max(0, Math.trunc(file.lastModified)) || undefined,
          })),
        });
        drafts = draftsFromGroups(groups, photos, newDraftId);
      } catch {
        drafts = groupingFallbackDrafts(photos, newDraftId);
      }
      if (stale()) return;
      dispatch({ type: 'grouped', run: current, drafts });

      await forEachLimited(drafts, ANALYSES_AT_ONCE, async (draft) => {
        if (!stale()) await analyseDraft(draft, current);
      });
    },
    [analyseDraft, uploadAll],
  );

  /** 'Reanalyze': the draft's details from its title (the title stays as typed). */
  const reanalyze = useCallback(async (draft: BulkDraft) => {
    const title = draft.title.trim();
    if (!title) return;
    const current = run.current;
    setReanalyzing((ids) => new Set(ids).add(draft.id));
    try {
      const result = await analyzeItem({
        titleOnly: true,
        title,
        ...(draft.description.trim() ? { currentDescription: draft.description } : {}),
      });
      if (run.current !== current) return;
      dispatch({ type: 'draftAnalyzed', run: current, id: draft.id, result, keepTitle: true });
      toast.success('Analysis complete', { description: 'Item details updated based on title' });
    } catch (error) {
      if (run.current !== current) return;
      const message = error instanceof Error && error.message ? error.message : TITLE_ANALYSIS_FAILED;
      toast.error('Analysis failed', { description: message });
    } finally {
      setReanalyzing((ids) => {
        const next = new Set(ids);
        next.delete(draft.id);
        return next;
      });
    }
  }, []);

  const edit = useCallback((id: string, patch: Partial<BulkDraft>) => {
    dispatch({ type: 'editDraft', id, patch });
  }, []);

  const movePhoto = useCallback((photoId: string, toDraftId: string) => {
    dispatch({ type: 'movePhoto', photoId, toDraftId });
  }, []);

  const mergeDrafts = useCallback((fromId: string, intoId: string) => {
    dispatch({ type: 'mergeDrafts', fromId, intoId });
  }, []);

  /** Moves a photo out to a new draft, which is then analysed from that photo. */
  const movePhotoToNew = useCallback(
    (photoId: string) => {
      const source = state.drafts.find((d) => d.photos.some((p) => p.id === photoId));
      const photo = source?.photos.find((p) => p.id === photoId);
      if (!source || !photo || source.photos.length < 2) return;
      const id = newDraftId();
      dispatch({ type: 'movePhotoToNew', photoId, newId: id });
      void analyseDraft({ ...source, id, photos: [photo] }, run.current);
    },
    [analyseDraft, state.drafts],
  );

  /**
   * 'Publish All Items': every analysed draft, one by one; complete ones are sent, incomplete ones count as failed.
   * With none complete nothing is sent, and the member is told what each draft needs instead of a failure.
   */
  const publish = useCallback(async () => {
    const plan = publishPlan(state.drafts);
    if (!plan.send.length && !plan.refused.length) return;
    if (!plan.send.length) {
      toast.error(BULK_TEXTS.nothingReadyTitle, { description: BULK_TEXTS.nothingReady });
      return;
    }
    dispatch({ type: 'publishStarted', total: plan.send.length });
    const published = new Set<string>();
    let failed = plan.refused.length;
    for (const [n, draft] of plan.send.entries()) {
      try {
        await createItem(draftCreateBody(draft));
        published.add(draft.id);
      } catch {
        failed += 1;
      }
      dispatch({ type: 'publishProgress', done: n + 1 });
    }
    if (published.size) void queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    if (failed === 0) {
      toast.success(BULK_TEXTS.publishedTitle, { description: BULK_TEXTS.published(published.size) });
      reset();
      onPublished();
    } else {
      toast.error(BULK_TEXTS.publishFailedTitle, { description: BULK_TEXTS.publishFailed });
      dispatch({ type: 'publishFailed', publishedIds: published });
    }
  }, [onPublished, queryClient, reset, state.drafts]);

  return {
    state,
    reanalyzing,
    start,
    reset,
    reanalyze,
    edit,
    movePhoto,
    movePhotoToNew,
    mergeDrafts,
    publish,
  };
}
