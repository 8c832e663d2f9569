import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { PhotoText, ReadLine, TextReader } from './text-reader.ts';

/** Photos are read at most this many pixels on their long side: a label's letters stay legible, time stays short. */
export const READ_SIZE = 1600;
/** A photo not read in this long gives no text: busy textures can keep the reader searching for seconds. */
export const DEFAULT_READ_LIMIT_MS = 2500;
/** Words the reader is less sure of than this are noise: textures read as letters score 20 to 60. */
const MIN_WORD_CONFIDENCE = 75;
/**
 * The reader is less sure of short words ('M', 'W32' score 28 to 70 on a clear label), so a line shaped exactly like
 * a size is kept from this on: noise does not read as 'W32 L34'. A lone letter is never one: it must follow 'SIZE'.
 */
const MIN_SIZE_LINE_CONFIDENCE = 25;
const SIZE_LINE =
  /^(size\s+(xxs|xs|s|m|l|xl|xxl|[2-4]xl|\d{1,2}(\.5)?)|(us|uk|eu|eur)\s?\d{1,2}(\.5)?|w\d{2}(\s+l\d{2})?)$/i;
/** A line with fewer letters, digits and ampersands than this ('H&M' has three) is a speck, not text. */
const MIN_LINE_CHARACTERS = 3;

/**
 * English language data from the npm package `@tesseract.js-data/eng` (the LSTM model, integer weights), read from
 * disk: nothing is downloaded at install or run time.
 */
function languageDataPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * Tesseract's LSTM engine compiled to WebAssembly (tesseract.js), in a worker thread of its own started on first use
 * (decision 045). One photo at a time; a photo past the time limit ends the worker, which the next photo restarts.
 */
export class TesseractTextReader implements TextReader {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly limitMs = DEFAULT_READ_LIMIT_MS) {}

  read(image: Buffer): Promise<PhotoText> {
    const next = this.queue.then(() => this.readNow(image));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: languageDataPath(),
      gzip: true,
      cacheMethod: 'none',
    }).then(async (worker) => {
      // Photos carry no print resolution; phone photos of labels read as about 300 dpi type.
      await worker.setParameters({ user_defined_dpi: '300' });
      return worker;
    });
    return this.worker;
  }

  private async readNow(image: Buffer): Promise<PhotoText> {
    const started = Date.now();
    const pixels = await prepareForReading(image);
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), this.limitMs);
    });
    try {
      // Ending the worker at the limit fails its pending job: that failure is the timeout's, already answered.
      const job = worker.recognize(pixels, {}, { text: false, blocks: true }).catch(() => 'failed' as const);
      const result = await Promise.race([job, timeout]);
      if (result === 'timed out' || result === 'failed') {
        await this.close();
        return { lines: [], timedOut: result === 'timed out', ms: Date.now() - started };
      }
      return { lines: linesOf(result.data.blocks ?? []), timedOut: false, ms: Date.now() - started };
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Upright, grey and stretched to full contrast: a white label on a tan jacket reads as black on white. Handed over
 * as a PGM (a header and the raw grey bytes), which costs nothing to write and nothing to decode.
 */
export async function prepareForReading(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize({ width: READ_SIZE, height: READ_SIZE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  stretchContrast(data);
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data]);
}

/**
 * Maps the darkest 1 % to black and the brightest 1 % to white, in place: sharp's normalise() does the same in two
 * more pipeline passes, which took longer than reading a label (26 ms of 800 px against 3 ms here).
 */
export function stretchContrast(grey: Uint8Array): void {
  const histogram = new Uint32Array(256);
  for (const value of grey) histogram[value]!++;
  const cut = grey.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= cut; low++) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= cut; high--) seen += histogram[high]!;
  if (high - low < 2) return;
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    table[v] = Math.min(255, Math.max(0, Math.round(((v - low) * 255) / (high - low))));
  for (let i = 0; i < grey.length; i++) grey[i] = table[grey[i]!]!;
}

type Word = { text: string; confidence: number };

/**
 * A label's size as the reader often misreads it, as printed: 'SIZEM' and 'SIZES' ('SIZE M', 'SIZE S': the space is
 * lost), and a bar for the L of 'SIZE L'.
 */
function sizeWords(word: Word, index: number, words: readonly Word[]): Word[] {
  const joined = /^(size)(xxs|xs|s|m|l|xl|xxl)$/i.exec(word.text);
  if (joined && words.length === 1) {
    return [
      { text: joined[1]!, confidence: word.confidence },
      { text: joined[2]!, confidence: word.confidence },
    ];
  }
  if (word.text === '|' && index === 1 && /^size$/i.test(words[0]!.text)) return [{ ...word, text: 'L' }];
  return [word];
}

interface Block {
  paragraphs: Array<{
    lines: Array<{ bbox: { y0: number; y1: number }; words: Word[] }>;
  }>;
}

/**
 * The lines with sure words, keeping only sure words that hold a letter or digit; a size-shaped line is kept whole
 * from a lower confidence.
 */
export function linesOf(blocks: readonly Block[]): ReadLine[] {
  const lines: ReadLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const rawLine of paragraph.lines) {
        const line = { ...rawLine, words: rawLine.words.flatMap(sizeWords) };
        const sizeLine =
          line.words.every((w) => w.confidence >= MIN_SIZE_LINE_CONFIDENCE) &&
          SIZE_LINE.test(line.words.map((w) => w.text).join(' '));
        const words = line.words.filter(
          (w) => (sizeLine || w.confidence >= MIN_WORD_CONFIDENCE) && /[\p{L}\p{N}]/u.test(w.text),
        );
        const characters = words
          .map((w) => w.text)
          .join('')
          .replace(/[^\p{L}\p{N}&]/gu, '').length;
        if (characters < MIN_LINE_CHARACTERS) continue;
        lines.push({
          text: words.map((w) => w.text).join(' '),
          confidence: Math.round(words.reduce((a, w) => a + w.confidence, 0) / words.length),
          height: line.bbox.y1 - line.bbox.y0,
        });
      }
    }
  }
  return lines;
}
