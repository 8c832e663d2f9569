/**
 * Photo pipeline throughput: upload-to-stored images per second of our pipeline (multipart body read from a stream
 * with the 10 MB cap → processImage → DiskStorage.put of the three WebP sizes) against raw sharp doing the same
 * decode/resize/encode of the three sizes, on the same 12-megapixel JPEG in the same run. Prints both and the
 * ratio (target ≥ 0.8). Run: npx tsx bench/images/run.ts [images=10]
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '@swapyard/domain';
import { processImage, savePhoto, WEBP_QUALITY } from '../../apps/server/src/platform/images/index.ts';
import { photoLike } from '../../apps/server/src/platform/images/test-images.ts';
import { DiskStorage } from '../../apps/server/src/platform/storage/index.ts';
import { readUploadedFile } from '../../apps/server/src/platform/uploads/index.ts';

const images = Number(process.argv[2] ?? 10);
const boundary = 'swapyard-bench';

/** The upload as a browser sends it: a multipart body arriving in 64 KB chunks, length not declared. */
function uploadRequest(jpeg: Buffer): Request {
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_0001.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const body = Buffer.concat(parts);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + 64 * 1024)));
      offset += 64 * 1024;
    },
  });
  return new Request('http://bench.local/api/media/photos', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

async function ours(storage: DiskStorage, jpeg: Buffer) {
  const file = await readUploadedFile(uploadRequest(jpeg), { kind: 'itemPhoto' });
  const image = await processImage(file.data);
  await savePhoto(storage, { userId: 'bench-user', photoId: randomUUID(), image });
}

async function raw(jpeg: Buffer) {
  await Promise.all(
    PHOTO_WIDTHS.map((width) =>
      sharp(jpeg).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    ),
  );
}

async function time(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'swapyard-bench-images-'));
try {
  const storage = new DiskStorage(path.join(directory, 'files'));
  const jpeg = await photoLike(4000, 3000, 88);
  const meta = await sharp(jpeg).metadata();
  console.log(
    `input: ${meta.width}×${meta.height} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; ` +
      `${images} images each, one at a time, interleaved; ${os.availableParallelism()} cores, ` +
      `libvips threads ${sharp.concurrency()}`,
  );
  // Warm-up: libvips and the JIT, so neither side pays first-use costs.
  await raw(jpeg);
  await ours(storage, jpeg);

  let oursMs = 0;
  let rawMs = 0;
  // Interleaved, so load from other processes on the machine falls on both sides alike.
  for (let i = 0; i < images; i++) {
    rawMs += await time(() => raw(jpeg));
    oursMs += await time(() => ours(storage, jpeg));
  }
  const stored = await storage.list('bench-user/');
  if (stored.length !== (images + 1) * PHOTO_WIDTHS.length) throw new Error('not every size was stored');

  const rawRate = (images * 1000) / rawMs;
  const oursRate = (images * 1000) / oursMs;
  console.log(`raw sharp (decode + 3 × resize/encode):       ${rawRate.toFixed(2)} images/s`);
  console.log(`pipeline (capped read → process → disk put):  ${oursRate.toFixed(2)} images/s`);
  console.log(`ratio pipeline/raw: ${(oursRate / rawRate).toFixed(2)} (target ≥ 0.80)`);
} finally {
  await rm(directory, { recursive: true, force: true });
}
