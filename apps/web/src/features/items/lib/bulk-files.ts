import { BULK_TEXTS, BULK_UPLOAD } from '@swapyard/domain/bulk-upload';
import type { FormProblem } from './item-form';

// Bulk upload's photo selection and transfer figures (docs/product/bulk-upload.md, "Choosing photos" and
// "Processing"). Pure, so the dialog's rules are tested without a browser.

/** What a bulk selection keeps: images of at most BULK_UPLOAD.maxBytes, the first BULK_UPLOAD.maxPhotos of them. */
export function acceptBulkFiles(files: readonly File[]): { accepted: File[]; leftOut: number } {
  const usable = files.filter((file) => file.type.startsWith('image/') && file.size <= BULK_UPLOAD.maxBytes);
  const accepted = usable.slice(0, BULK_UPLOAD.maxPhotos);
  return { accepted, leftOut: usable.length - accepted.length };
}

/** The notice shown for a large selection (more than BULK_UPLOAD.noticeAbovePhotos photos), else null. */
export function processingNotice(count: number): FormProblem | null {
  if (count <= BULK_UPLOAD.noticeAbovePhotos) return null;
  return { title: BULK_TEXTS.processingNoticeTitle(count), description: BULK_TEXTS.processingNotice(count) };
}

/** `items` in runs of `size` (the last may be shorter), in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** Bytes sent so far out of the total, and how long sending has taken. */
export type Transfer = { sentBytes: number; totalBytes: number; elapsedMs: number };

export type TransferEstimate = {
  /** Measured throughput: bytes sent / elapsed seconds. */
  bytesPerSecond: number;
  /** Remaining bytes / throughput, in whole seconds (rounded up). */
  remainingSeconds: number;
};

/** The measured speed and time left; null until something has been sent over a measurable time. */
export function estimateTransfer({ sentBytes, totalBytes, elapsedMs }: Transfer): TransferEstimate | null {
  if (sentBytes <= 0 || elapsedMs <= 0) return null;
  const bytesPerSecond = sentBytes / (elapsedMs / 1000);
  const remainingBytes = Math.max(0, totalBytes - sentBytes);
  return { bytesPerSecond, remainingSeconds: Math.ceil(remainingBytes / bytesPerSecond) };
}

const BYTES_PER_MB = 1_048_576;

/** '2.4 MB/s · about 12 s left', '0.8 MB/s · about 3 min left'; at the end, '2.4 MB/s · almost done'. */
export function formatTransfer(estimate: TransferEstimate): string {
  const speed = `${(estimate.bytesPerSecond / BYTES_PER_MB).toFixed(1)} MB/s`;
  const { remainingSeconds: s } = estimate;
  if (s <= 0) return `${speed} · almost done`;
  if (s < 60) return `${speed} · about ${s} s left`;
  return `${speed} · about ${Math.ceil(s / 60)} min left`;
}

/** A whole-number percentage of done out of total (0 when there is nothing to do), clamped to 0–100. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/**
 * Runs `worker` on every item, at most `limit` at a time, each next item starting as one finishes (the analysis of
 * drafts: a few at a time, not all at once). The worker handles its own failures.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await worker(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
