/**
 * Text in photos (docs/analysis.md, "Text in photos"): the server's TesseractTextReader reading photos as uploads
 * store them (the 800 px WebP), with text (generated labels and covers, turned and blurred a little) and without
 * (the vision tests' real photos, Debian's opencv-doc), against tesseract.js alone recognising the same files with
 * the same language data in a worker of its own (no preparation, no filtering, no time limit), and recognising the
 * pixels our reader prepares (grey, full contrast; prepared before timing), which isolates the reader's own cost.
 * Rounds alternate which side goes first. Prints ms a photo (p50, p95, mean) for each kind, the ratio raw/ours (1.0 = no overhead), the
 * reader's start, and the process's resident memory before the reader and at its peak (the worker's included).
 *
 *   npx tsx bench/grouping/ocr.ts [--rounds 2] [--without 46]
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import { labelPhoto } from '../../apps/server/src/platform/ocr/label-photos.ts';
import {
  prepareForReading,
  TesseractTextReader,
} from '../../apps/server/src/platform/ocr/tesseract-reader.ts';
import { fixturePhotos } from '../../apps/server/src/platform/vision/fixture-photos.ts';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '2' }, without: { type: 'string', default: '46' } },
});
const rounds = Number(args.rounds);
const MB = 1024 * 1024;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);

const asUploaded = (image: Buffer) => sharp(image).resize(800, 800, { fit: 'inside' }).webp().toBuffer();
const texts = [
  ["LEVI'S", 'W32 L34', 'Made in USA'],
  ['PATAGONIA', 'SIZE M', '100% Polyester'],
  ['NIKE', 'EU 42', 'Made in Vietnam'],
  ['ZARA', 'SIZE L', 'Hecho en Marruecos'],
  ['UNIQLO', 'SIZE S', '100% Cotton'],
  ['THE NORTH FACE', 'SIZE M', 'Made in China'],
  ['THE HOBBIT', 'J. R. R. Tolkien'],
  ['ABBEY ROAD', 'The Beatles'],
];
const withText = await Promise.all(
  texts.map(async (lines, i) =>
    asUploaded(await labelPhoto({ lines, rotate: ((i * 7) % 11) - 5, blur: 0.5 + (i % 3) * 0.35 })),
  ),
);
const withoutText = await Promise.all(
  fixturePhotos()
    .slice(0, Number(args.without))
    .map(async (photo) => asUploaded(await readFile(photo.path))),
);

const rssBefore = process.memoryUsage.rss();
let started = performance.now();
const reader = new TesseractTextReader();
await reader.read(withText[0]!);
const readerStart = performance.now() - started;
for (const photo of withoutText.slice(0, 8)) await reader.read(photo);
const rssReader = Math.max(peakRss, process.memoryUsage.rss());

const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json', { paths: ['apps/server'] })),
  '4.0.0_best_int',
);
started = performance.now();
const raw = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
await raw.recognize(withText[0]!);
const rawStart = performance.now() - started;

const prepared = new Map<Buffer, Buffer>();
for (const photo of [...withText, ...withoutText]) prepared.set(photo, await prepareForReading(photo));
const sides = ['ours', 'raw', 'prepared'] as const;
const times = Object.fromEntries(
  sides.map((side) => [side, { text: [] as number[], none: [] as number[] }]),
) as Record<(typeof sides)[number], { text: number[]; none: number[] }>;
let timedOut = 0;
for (let round = 0; round < rounds; round++) {
  for (const [kind, photos] of [
    ['text', withText],
    ['none', withoutText],
  ] as const) {
    for (const photo of photos) {
      const runs = [
        async () => {
          const t = performance.now();
          if ((await reader.read(photo)).timedOut) timedOut++;
          times.ours[kind].push(performance.now() - t);
        },
        async () => {
          const t = performance.now();
          await raw.recognize(photo);
          times.raw[kind].push(performance.now() - t);
        },
        async () => {
          const t = performance.now();
          await raw.recognize(prepared.get(photo)!);
          times.prepared[kind].push(performance.now() - t);
        },
      ];
      if (round % 2) runs.reverse();
      for (const run of runs) await run();
    }
  }
}
clearInterval(sampler);
await reader.close();
await raw.terminate();

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms, mean ${mean(values).toFixed(0)} ms`;
console.log(
  `cores ${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, rounds ${rounds}`,
);
for (const kind of ['text', 'none'] as const) {
  const label = kind === 'text' ? `with text (${withText.length})` : `without text (${withoutText.length})`;
  const ratio = (side: 'raw' | 'prepared') => (mean(times[side][kind]) / mean(times.ours[kind])).toFixed(2);
  console.log(`${label}: ours ${fmt(times.ours[kind])}`);
  console.log(`  raw on the files ${fmt(times.raw[kind])}: raw/ours ${ratio('raw')}`);
  console.log(`  raw on our prepared pixels ${fmt(times.prepared[kind])}: raw/ours ${ratio('prepared')}`);
}
console.log(
  `reader start ${readerStart.toFixed(0)} ms (raw ${rawStart.toFixed(0)} ms); timed out ${timedOut}`,
);
console.log(
  `RSS before ${(rssBefore / MB).toFixed(0)} MB; our reader alone, peak over 9 photos +${((rssReader - rssBefore) / MB).toFixed(0)} MB; ` +
    `peak with both workers ${(peakRss / MB).toFixed(0)} MB (+${((peakRss - rssBefore) / MB).toFixed(0)} MB)`,
);
