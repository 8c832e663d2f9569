import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { labelPhoto } from '../../ocr/label-photos.ts';
import { TesseractTextReader } from '../../ocr/tesseract-reader.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

// Text read from photos fills the brand, size, title and category it names, and says so (docs/analysis.md, "Text in
// photos"); a photo without text gives none of them. Rates are measured on generated photos and logged.

const reader = new TesseractTextReader();
afterAll(() => reader.close());
const analyzer = new LocalItemAnalyzer(undefined, undefined, reader);
const analysePhoto = (image: Buffer, title?: string) =>
  analyzer.analyzeImage({ image, mimeType: 'image/jpeg', title });

const labels: Array<{ lines: string[]; brand: string; size: string }> = [
  { lines: ["LEVI'S", 'W32 L34', 'Made in USA'], brand: "Levi's", size: 'W32 L34' },
  { lines: ['PATAGONIA', 'SIZE M', '100% Polyester'], brand: 'Patagonia', size: 'M' },
  { lines: ['NIKE', 'EU 42', 'Made in Vietnam'], brand: 'Nike', size: 'EU 42' },
  { lines: ['ZARA', 'SIZE L', 'Hecho en Marruecos'], brand: 'Zara', size: 'L' },
  { lines: ['UNIQLO', 'SIZE S', '100% Cotton'], brand: 'Uniqlo', size: 'S' },
  { lines: ['CARHARTT', 'SIZE XL', 'Machine wash cold'], brand: 'Carhartt', size: 'XL' },
  { lines: ['THE NORTH FACE', 'SIZE M', 'Made in China'], brand: 'The North Face', size: 'M' },
  { lines: ['RALPH LAUREN', 'UK 10', '100% Linen'], brand: 'Ralph Lauren', size: 'UK 10' },
  { lines: ['ADIDAS', 'US 9', 'Made in Indonesia'], brand: 'Adidas', size: 'US 9' },
  { lines: ['WRANGLER', 'W30 L32', 'Made in Mexico'], brand: 'Wrangler', size: 'W30 L32' },
  { lines: ['COLUMBIA', 'SIZE L', 'Omni-Heat'], brand: 'Columbia', size: 'L' },
  { lines: ['H&M', 'SIZE S', 'Made in Bangladesh'], brand: 'H&M', size: 'S' },
];
const covers = [
  { lines: ['THE HOBBIT', 'J. R. R. Tolkien'], title: 'The Hobbit' },
  { lines: ['ABBEY ROAD', 'The Beatles'], title: 'Abbey Road' },
  { lines: ['PRIDE AND PREJUDICE', 'Jane Austen'], title: 'Pride And Prejudice' },
  { lines: ['MOBY DICK', 'Herman Melville'], title: 'Moby Dick' },
];
/** A few degrees either way and a little blur, different for each photo. */
const handheld = (i: number) => ({ rotate: ((i * 7) % 11) - 5, blur: 0.5 + (i % 3) * 0.35 });

describe('text read from photos', () => {
  it('reads brand and size from labels, and marks them as read from the photo', async () => {
    let brands = 0;
    let sizes = 0;
    for (const [i, label] of labels.entries()) {
      const result = await analysePhoto(await labelPhoto({ lines: label.lines, ...handheld(i) }));
      if (result.brand === label.brand) brands++;
      if (result.size === label.size) sizes++;
      if (result.brand === label.brand) expect(result.readFromPhoto).toContain('brand');
      // A label names a brand and a size, not the item: the title is left to the member.
      expect(result.title).toBe('');
    }
    console.info(`labels: brand ${brands}/${labels.length}, size ${sizes}/${labels.length}`);
    expect(brands).toBeGreaterThanOrEqual(11);
    expect(sizes).toBeGreaterThanOrEqual(11);
  }, 120_000);

  it('reads the title from a cover', async () => {
    let titles = 0;
    for (const [i, cover] of covers.entries()) {
      const result = await analysePhoto(await labelPhoto({ lines: cover.lines, ...handheld(i + 3) }));
      if (result.title === cover.title) {
        titles++;
        expect(result.readFromPhoto).toContain('title');
        expect(result.reasoning).toContain('Read from the photo:');
      }
    }
    console.info(`covers: title ${titles}/${covers.length}`);
    expect(titles).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('keeps a typed title and fills the brand and size from the label', async () => {
    const photo = await labelPhoto({ lines: ["LEVI'S", 'W32 L34'], rotate: 3, blur: 0.8 });
    const result = await analysePhoto(photo, 'Blue jeans');
    expect(result).toMatchObject({
      title: 'Blue Jeans',
      brand: "Levi's",
      size: 'W32 L34',
      closetCategory: 'clothing',
    });
    expect(result.readFromPhoto.sort()).toEqual(['brand', 'size']);
    expect(result.photoText).toBe("LEVI'S\nW32 L34");
  }, 30_000);

  it('invents nothing from photos without text', async () => {
    for (const name of ['baboon.jpg', 'aloeL.jpg', 'right03.jpg', 'fruits.jpg']) {
      const image = await readFile(`/usr/share/doc/opencv-doc/examples/data/${name}`);
      const result = await analysePhoto(image);
      expect(result, name).toMatchObject({ title: '', brand: '', size: null, readFromPhoto: [] });
    }
  }, 60_000);
});
