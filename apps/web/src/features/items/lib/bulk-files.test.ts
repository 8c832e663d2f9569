import { BULK_UPLOAD } from '@swapyard/domain/bulk-upload';
import { describe, expect, it } from 'vitest';
import {
  acceptBulkFiles,
  chunk,
  estimateTransfer,
  forEachLimited,
  formatTransfer,
  percent,
  processingNotice,
} from './bulk-files';

// Bulk upload's selection and transfer figures (docs/product/bulk-upload.md, "Choosing photos", "Processing").

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('acceptBulkFiles', () => {
  it('keeps images of at most 10 MB and drops the rest silently', () => {
    const photo = file('a.jpg', 'image/jpeg', 1000);
    const exact = file('b.png', 'image/png', BULK_UPLOAD.maxBytes);
    const tooLarge = file('c.webp', 'image/webp', BULK_UPLOAD.maxBytes + 1);
    const pdf = file('d.pdf', 'application/pdf', 10);
    const untyped = file('e', '', 10);
    expect(acceptBulkFiles([photo, tooLarge, pdf, exact, untyped])).toEqual({
      accepted: [photo, exact],
      leftOut: 0,
    });
  });

  it('keeps the first 50 usable photos and counts the others left out', () => {
    const files = Array.from({ length: 53 }, (_, i) => file(`${i}.jpg`, 'image/jpeg', 10));
    const { accepted, leftOut } = acceptBulkFiles([file('x.txt', 'text/plain', 1), ...files]);
    expect(accepted).toEqual(files.slice(0, 50));
    expect(leftOut).toBe(3);
  });
});

describe('processingNotice', () => {
  it('is shown above 15 photos, at half a minute per photo rounded up', () => {
    expect(processingNotice(15)).toBeNull();
    expect(processingNotice(17)).toEqual({
      title: 'Processing 17 images',
      description: 'This may take approximately 9 minutes. Your progress will be saved.',
    });
  });
});

describe('chunk', () => {
  it('splits into runs of the batch size, in order', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(chunk([], 5)).toEqual([]);
  });
});

describe('estimateTransfer', () => {
  it('measures the speed as bytes sent over the elapsed time, and the time left from it', () => {
    const mb = 1_048_576;
    const estimate = estimateTransfer({ sentBytes: 12 * mb, totalBytes: 42 * mb, elapsedMs: 5000 });
    expect(estimate!.bytesPerSecond).toBeCloseTo(2.4 * mb);
    expect(estimate!.remainingSeconds).toBe(13); // 30 MB at 2.4 MB/s = 12.5 s, rounded up
    expect(formatTransfer(estimate!)).toBe('2.4 MB/s · about 13 s left');
  });

  it('has no estimate before anything was measured', () => {
    expect(estimateTransfer({ sentBytes: 0, totalBytes: 100, elapsedMs: 500 })).toBeNull();
    expect(estimateTransfer({ sentBytes: 10, totalBytes: 100, elapsedMs: 0 })).toBeNull();
  });

  it('reads minutes above a minute, and the end as almost done', () => {
    expect(formatTransfer({ bytesPerSecond: 524_288, remainingSeconds: 125 })).toBe(
      '0.5 MB/s · about 3 min left',
    );
    expect(formatTransfer({ bytesPerSecond: 524_288, remainingSeconds: 0 })).toBe('0.5 MB/s · almost done');
    const done = estimateTransfer({ sentBytes: 100, totalBytes: 100, elapsedMs: 1000 });
    expect(done!.remainingSeconds).toBe(0);
  });
});

describe('percent', () => {
  it('is a clamped whole number, 0 with nothing to do', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 4)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});

describe('forEachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      seen.push(n);
      running -= 1;
    });
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
