import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { labelPhoto } from './label-photos.ts';
import { TesseractTextReader } from './tesseract-reader.ts';

// The embedded text reader (docs/analysis.md, "Text in photos"): what it reads, what it refuses to invent, and its
// time limit. The analyser's use of it is tested in platform/analysis/local/photo-text.test.ts.

const reader = new TesseractTextReader();
afterAll(() => reader.close());
const opencv = (name: string) => readFile(`/usr/share/doc/opencv-doc/examples/data/${name}`);
const textOf = async (image: Buffer) => (await reader.read(image)).lines.map((l) => l.text).join(' ');

describe('TesseractTextReader', () => {
  it('reads a label photographed on cloth, turned and blurred a little, biggest type tallest', async () => {
    const read = await reader.read(
      await labelPhoto({ lines: ['PATAGONIA', 'SIZE M', 'Made in Vietnam'], rotate: 4, blur: 1 }),
    );
    expect(read.timedOut).toBe(false);
    expect(read.lines.map((l) => l.text)).toEqual(['PATAGONIA', 'SIZE M', 'Made in Vietnam']);
    expect(read.lines[0]!.height).toBeGreaterThan(read.lines[2]!.height);
  }, 30_000);

  it('reads a printed page (a real photo from Debian: opencv-doc)', async () => {
    expect(await textOf(await opencv('imageTextN.png'))).toContain('technical details are too complex');
  }, 30_000);

  it('invents nothing in photos without text: a baboon, a plant, a chessboard, a flat colour', async () => {
    for (const name of ['baboon.jpg', 'aloeL.jpg', 'right03.jpg']) {
      expect(await textOf(await opencv(name)), name).toMatch(/^[^\p{L}]*(\p{L}{1,2}[^\p{L}]*)?$/u);
    }
    const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9' } })
      .jpeg()
      .toBuffer();
    expect((await reader.read(flat)).lines).toEqual([]);
  }, 60_000);

  it('gives up at its time limit with no text, and the next photo is read again', async () => {
    const hasty = new TesseractTextReader(1);
    try {
      const read = await hasty.read(await opencv('imageTextN.png'));
      expect(read).toMatchObject({ lines: [], timedOut: true });
    } finally {
      await hasty.close();
    }
    const label = await labelPhoto({ lines: ['LEVI STRAUSS', 'W32 L34'] });
    expect(await textOf(label)).toBe('LEVI STRAUSS W32 L34');
  }, 60_000);
});
