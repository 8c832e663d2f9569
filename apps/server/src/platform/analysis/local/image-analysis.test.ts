import { analysisResultSchema } from '@swapyard/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { filenameWords } from './image-analysis.ts';
import { nameColour, readPhoto } from './image-colour.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

const analyzer = new LocalItemAnalyzer();

const square = (background: string, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

/** A coloured square on a white backdrop, like an item photographed against a wall. */
async function onWhite(colour: string): Promise<Buffer> {
  const inner = await square(colour, 40);
  return sharp({ create: { width: 80, height: 80, channels: 3, background: '#ffffff' } })
    .composite([{ input: inner, top: 20, left: 20 }])
    .jpeg()
    .toBuffer();
}

describe('offline photo analysis', () => {
  it('suggests nothing from colours alone: no title, description, category, condition or value; the notes say why', async () => {
    const result = await analyzer.analyzeImage({ image: await onWhite('#e01010'), mimeType: 'image/jpeg' });
    expect(result).toMatchObject({
      title: '',
      description: '',
      brand: '',
      closetCategory: null,
      condition: null,
      size: null,
      fmvCents: null,
      valueCents: null,
    });
    expect(result.keywords).toContain('red');
    expect(result.confidence).toBeLessThanOrEqual(0.2);
    expect(result.reasoning).toContain('the main colour reads as red');
    expect(result.reasoning).toContain('the title, category and value are left for you to fill in');
    expect(result.reasoning).toContain('Reanalyze');
    expect(analysisResultSchema.parse(result)).toBeTruthy();
  });

  it('sees past a plain backdrop to the item', async () => {
    const photo = await readPhoto(await onWhite('#1030c0'));
    expect(photo.colours[0]?.name).toBe('Blue');
    expect(photo).toMatchObject({ width: 80, height: 80, format: 'jpeg' });
  });

  it('uses the file name when it names the item, and keeps the photo colour out of the title', async () => {
    const result = await analyzer.analyzeImage({
      image: await onWhite('#101010'),
      mimeType: 'image/jpeg',
      filename: 'nike-sneakers_IMG_2041.jpg',
    });
    expect(result.closetCategory).toBe('shoes_footwear');
    expect(result.title).toBe('Nike Sneakers');
    expect(result.keywords).toContain('black');
    expect(result.confidence).toBeLessThanOrEqual(0.4);
    expect(result.reasoning).toContain('file name');
  });

  it('analyses the title given with a photo and adds the photo colour to the keywords', async () => {
    const result = await analyzer.analyzeImage({
      image: await square('#10a040'),
      mimeType: 'image/png',
      title: 'Patagonia fleece jacket size M',
    });
    expect(result).toMatchObject({ brand: 'Patagonia', closetCategory: 'clothing', size: 'M' });
    expect(result.keywords).toContain('green');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('ignores camera file names, and refuses bytes that are not an image', async () => {
    const result = await analyzer.analyzeImage({
      image: await square('#ffd000'),
      mimeType: 'image/png',
      filename: 'IMG_2041.HEIC',
    });
    expect(result.title).toBe('');
    await expect(
      analyzer.analyzeImage({ image: Buffer.from('not an image'), mimeType: 'image/png' }),
    ).rejects.toThrow('The image could not be read');
    await expect(
      analyzer.analyzeImage({ image: await square('#000'), mimeType: 'text/plain' }),
    ).rejects.toThrow();
  });

  it.each([
    [[0, 0, 0], 'Black'],
    [[255, 255, 255], 'White'],
    [[128, 128, 128], 'Grey'],
    [[20, 30, 90], 'Navy'],
    [[120, 70, 30], 'Brown'],
    [[250, 180, 200], 'Pink'],
    [[120, 40, 160], 'Purple'],
    [[230, 120, 20], 'Orange'],
  ] as const)('names %j %s', ([r, g, b], name) => {
    expect(nameColour(r, g, b)).toBe(name);
  });

  it('keeps only describing words from file names', () => {
    expect(filenameWords('red-nike_sneakers (2).jpg')).toBe('red nike sneakers');
    expect(filenameWords('PXL_20240101_123456.jpg')).toBe('');
    expect(filenameWords(undefined)).toBe('');
  });
});
