/**
 * Bulk-upload grouping: a fresh EmbeddedPhotoGrouper grouping N real photos by item end to end (per photo: sharp
 * reads the model's pixels, a colour histogram and a perceptual hash, then MobileNetV2 runs in the vision worker
 * thread; then the clustering), against the least the same model can do: TensorFlow.js on the same wasm backend
 * embedding the same photos' pixels, decoded beforehand, in this thread. Rounds alternate which side goes first.
 * Prints seconds, ms and CPU per photo, peak RSS, the model's load, the cold first batch, the clustering's own
 * time and the ratio raw/ours (1.0 = no overhead).
 *
 *   npx tsx bench/grouping/run.ts [--photos 30,100] [--rounds 2]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { PhotoGroup } from '@swapyard/domain';
import { LocalItemAnalyzer } from '../../apps/server/src/platform/analysis/index.ts';
import { pairwiseF1 } from '../../apps/server/src/platform/vision/fixture-photos.ts';
import { groupPhotos, type GroupingPhoto } from '../../apps/server/src/platform/vision/grouping.ts';
import { EmbeddedPhotoGrouper, PhotoVision } from '../../apps/server/src/platform/vision/index.ts';
import {
  colourHistogram,
  differenceHash,
  modelPixels,
  normalised,
} from '../../apps/server/src/platform/vision/photo-features.ts';
import { preparePhotos, type BenchPhoto } from './photos.ts';
import { loadRawModel, type Embed } from './raw-model.ts';

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '30,100' },
    rounds: { type: 'string', default: '2' },
  },
});
const sizes = args.photos.split(',').map(Number);
const rounds = Number(args.rounds);
if (sizes.some((n) => !Number.isInteger(n) || n < 2) || !(rounds >= 1)) {
  throw new Error('usage: --photos 30,100 (at least 2 each) --rounds 2');
}
/** A listing's limit, as the server builds its grouper. */
const MAX_GROUP_SIZE = 10;
const MB = 1024 * 1024;

// Memory: RSS (every thread of the process, the worker's heap included) sampled every 50 ms; each measured phase
// keeps its own peak. Node 20 cannot read a worker's heap from outside (Worker#getHeapStatistics came later).
let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};
const sampler = setInterval(sampleRss, 50);

interface Measured {
  ms: number;
  /** User + system CPU of the whole process (all threads: main, libvips, the model's worker). */
  cpuMs: number;
  peakRssMb: number;
}

async function measure(run: () => Promise<void>): Promise<Measured> {
  peakRss = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  sampleRss();
  return { ms, cpuMs: (used.user + used.system) / 1000, peakRssMb: peakRss / MB };
}

const toGroup = (photos: readonly BenchPhoto[]) =>
  photos.map((photo) => ({ id: photo.id, image: photo.upload }));
const indexesOf = (groups: readonly PhotoGroup[]) => groups.map((group) => group.photoIds.map(Number));

/** A fresh grouper (a new worker, the model loaded on first use) grouping the photos in its first call. */
async function oursCold(photos: readonly BenchPhoto[]): Promise<Measured> {
  const vision = new PhotoVision();
  try {
    const grouper = new EmbeddedPhotoGrouper(vision, MAX_GROUP_SIZE);
    return await measure(async () => {
      await grouper.groupPhotos(toGroup(photos));
    });
  } finally {
    await vision.close();
  }
}

/** A fresh grouper warmed with one photo (its worker started, the model loaded), then grouping the photos. */
async function oursWarm(photos: readonly BenchPhoto[]) {
  const vision = new PhotoVision();
  try {
    const grouper = new EmbeddedPhotoGrouper(vision, MAX_GROUP_SIZE);
    const load = await measure(async () => {
      await grouper.groupPhotos(toGroup(photos.slice(0, 1)));
    });
    let groups: PhotoGroup[] = [];
    const run = await measure(async () => {
      groups = await grouper.groupPhotos(toGroup(photos));
    });
    return { load, run, groups };
  } finally {
    await vision.close();
  }
}

/** The peak RSS of the first cold batch, before the baseline's model was loaded into this thread. */
let firstColdPeakRssMb: number | undefined;

let rawModel: { embed: Embed; load: Measured; rssBeforeMb: number } | undefined;

/** The baseline: each photo's pixels through the model in this thread, one at a time. */
async function raw(photos: readonly BenchPhoto[]) {
  if (!rawModel) {
    const rssBeforeMb = process.memoryUsage.rss() / MB;
    let embed: Embed | undefined;
    const load = await measure(async () => {
      embed = await loadRawModel();
      await embed(photos[0]!.pixels); // one photo, as our warm-up has
    });
    rawModel = { embed: embed!, load, rssBeforeMb };
  }
  const { embed } = rawModel;
  const embeddings: Float32Array[] = [];
  const perPhoto: number[] = [];
  const run = await measure(async () => {
    for (const photo of photos) {
      const start = performance.now();
      embeddings.push(await embed(photo.pixels));
      perPhoto.push(performance.now() - start);
    }
  });
  return { run, embeddings, perPhoto };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const s = (ms: number) => (ms / 1000).toFixed(2);

// Inputs, before any timing.
const largest = Math.max(...sizes);
const preparing = performance.now();
const photos = await preparePhotos(largest);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(
  `${largest} photos prepared in ${s(performance.now() - preparing)} s (800 px WebP, mean ` +
    `${(mean(photos.map((photo) => photo.upload.length)) / 1024).toFixed(0)} KB; the 46 fixtures, then varied ` +
    `copies); ${os.availableParallelism()} cores, load ${load()}, Node ${process.version}, libvips threads ` +
    `${sharp.concurrency()}, RSS ${(process.memoryUsage.rss() / MB).toFixed(0)} MB`,
);

interface Row {
  n: number;
  oursMs: number[];
  rawMs: number[];
  oursCpuMs: number[];
  rawCpuMs: number[];
  oursPeakRssMb: number[];
  rawPeakRssMb: number[];
  coldMs: number[];
  loadMs: number[];
  rawPhotoMs: number[];
  clusteringMs: number;
  featuresMs: number;
  analysisMs: number;
  groups: number;
  f1: number;
  sameAsBaseline: boolean;
}

const rows: Row[] = [];
for (const n of sizes) {
  const batch = photos.slice(0, n);
  const row: Row = {
    n,
    oursMs: [],
    rawMs: [],
    oursCpuMs: [],
    rawCpuMs: [],
    oursPeakRssMb: [],
    rawPeakRssMb: [],
    coldMs: [],
    loadMs: [],
    rawPhotoMs: [],
    clusteringMs: 0,
    featuresMs: 0,
    analysisMs: 0,
    groups: 0,
    f1: 0,
    sameAsBaseline: false,
  };
  let ourGroups: PhotoGroup[] = [];
  let embeddings: Float32Array[] = [];
  for (let round = 0; round < rounds; round++) {
    const runOurs = async () => {
      // Cold and warm swap places each round too, so neither always follows a worker's shutdown.
      let cold: Measured;
      let warm: Awaited<ReturnType<typeof oursWarm>>;
      if (round % 2 === 0) {
        cold = await oursCold(batch);
        warm = await oursWarm(batch);
      } else {
        warm = await oursWarm(batch);
        cold = await oursCold(batch);
      }
      firstColdPeakRssMb ??= cold.peakRssMb;
      row.coldMs.push(cold.ms);
      row.loadMs.push(warm.load.ms);
      row.oursMs.push(warm.run.ms);
      row.oursCpuMs.push(warm.run.cpuMs);
      row.oursPeakRssMb.push(cold.peakRssMb, warm.load.peakRssMb, warm.run.peakRssMb);
      ourGroups = warm.groups;
      return `ours ${s(warm.run.ms)} s (cold ${s(cold.ms)} s, load + 1 photo ${s(warm.load.ms)} s)`;
    };
    const runRaw = async () => {
      const result = await raw(batch);
      row.rawMs.push(result.run.ms);
      row.rawCpuMs.push(result.run.cpuMs);
      row.rawPeakRssMb.push(result.run.peakRssMb);
      row.rawPhotoMs.push(...result.perPhoto);
      embeddings = result.embeddings;
      return `raw ${s(result.run.ms)} s`;
    };
    const order = round % 2 === 0 ? [runOurs, runRaw] : [runRaw, runOurs];
    const said: string[] = [];
    for (const step of order) said.push(await step());
    console.log(`${n} photos, round ${round + 1}: ${said.join(', ')}; load ${load()}`);
  }

  // The clustering alone, on the features ours computes (the baseline's embeddings, the prepared colour and hash).
  const features: GroupingPhoto[] = batch.map((photo, i) => ({
    features: { embedding: normalised(embeddings[i]!), histogram: photo.histogram, hash: photo.hash },
  }));
  const clusteringTimes: number[] = [];
  let clustered = groupPhotos(features, MAX_GROUP_SIZE);
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    clustered = groupPhotos(features, MAX_GROUP_SIZE);
    clusteringTimes.push(performance.now() - start);
  }
  row.clusteringMs = median(clusteringTimes);

  // What ours does per photo besides the model: sharp decodes the pixels once, then the histogram and the hash
  // come from them (as look does).
  const featuring = performance.now();
  for (const photo of batch) {
    const pixels = await modelPixels(photo.upload);
    await Promise.all([colourHistogram(pixels), differenceHash(pixels)]);
  }
  row.featuresMs = performance.now() - featuring;
  row.sameAsBaseline =
    JSON.stringify(clustered.map((group) => group.indexes)) === JSON.stringify(indexesOf(ourGroups));
  row.groups = ourGroups.length;
  row.f1 = pairwiseF1(
    batch.map((photo) => photo.label),
    indexesOf(ourGroups),
  );

  // The next step of a bulk upload: the local analysis of each group (its first photo, the others alongside).
  const analyzer = new LocalItemAnalyzer();
  const analysing = performance.now();
  for (const group of ourGroups) {
    const [first, ...others] = group.photoIds.map((id) => batch[Number(id)]!.upload);
    await analyzer.analyzeImage({ image: first!, mimeType: 'image/webp', additionalImages: others });
  }
  row.analysisMs = performance.now() - analysing;
  rows.push(row);
}
clearInterval(sampler);

console.log(
  `\nraw model load + 1 photo in this thread: ${s(rawModel!.load.ms)} s (RSS ${rawModel!.rssBeforeMb.toFixed(0)} → ` +
    `${rawModel!.load.peakRssMb.toFixed(0)} MB: from then on every figure's RSS includes it)`,
);
console.log(
  `ours alone, the first cold batch before the baseline's model was loaded: peak RSS ${firstColdPeakRssMb!.toFixed(0)} MB`,
);
console.log(
  '\nphotos | ours s | raw s | ratio raw/ours | ms/photo ours / raw | CPU ms/photo ours / raw | peak RSS MB ours / raw | ' +
    'clustering ms | cold s | load + 1 photo s',
);
for (const row of rows) {
  const oursTotal = sum(row.oursMs);
  const rawTotal = sum(row.rawMs);
  const photosDone = row.n * row.oursMs.length;
  console.log(
    [
      row.n,
      s(mean(row.oursMs)),
      s(mean(row.rawMs)),
      (rawTotal / oursTotal).toFixed(2),
      `${(oursTotal / photosDone).toFixed(0)} / ${(rawTotal / photosDone).toFixed(0)}`,
      `${(sum(row.oursCpuMs) / photosDone).toFixed(0)} / ${(sum(row.rawCpuMs) / photosDone).toFixed(0)}`,
      `${Math.max(...row.oursPeakRssMb).toFixed(0)} / ${Math.max(...row.rawPeakRssMb).toFixed(0)}`,
      row.clusteringMs.toFixed(1),
      s(mean(row.coldMs)),
      s(mean(row.loadMs)),
    ].join(' | '),
  );
}
console.log('');
for (const row of rows) {
  console.log(
    `${row.n} photos: ${row.groups} groups, pairwise F1 ${row.f1.toFixed(3)}; the same groups as clustering the ` +
      `baseline's features: ${row.sameAsBaseline ? 'yes' : 'NO'}; raw per photo p50 ` +
      `${median(row.rawPhotoMs).toFixed(0)} ms; sharp's features alone ${(row.featuresMs / row.n).toFixed(0)} ms a ` +
      `photo; local analysis of the ${row.groups} groups ` +
      `${row.analysisMs.toFixed(0)} ms (${(row.analysisMs / row.groups).toFixed(1)} ms a group)`,
  );
}
console.log(`(means over ${rounds} rounds, ratios from their totals; load at the end ${load()})`);
