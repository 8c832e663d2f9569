import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '@swapyard/domain';
import { processImage } from '../../platform/images/index.ts';
import { DEMO_ITEMS } from './demo-items.ts';
import {
  DEMO_PHOTO_HEIGHT,
  DEMO_PHOTO_WIDTH,
  demoPhotoSvg,
  drawDemoPhoto,
  renderDemoPhoto,
} from './demo-photos.ts';

const spec = {
  title: 'Camel double-breasted trench coat',
  icon: 'Shirt',
  itemIndex: 0,
  angle: 0,
};

describe('demo photo drawings', () => {
  it('are the same for the same item and angle, and differ by title, index and angle', () => {
    expect(demoPhotoSvg(spec)).toBe(demoPhotoSvg({ ...spec }));
    const variants = [
      demoPhotoSvg(spec),
      demoPhotoSvg({ ...spec, angle: 1 }),
      demoPhotoSvg({ ...spec, angle: 2 }),
      demoPhotoSvg({ ...spec, itemIndex: 1 }),
      demoPhotoSvg({ ...spec, title: 'Camel trench coat' }),
    ];
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('draw shapes only (no text, so no font is needed) for every icon of the catalogue', () => {
    for (const icon of new Set(DEMO_ITEMS.map((item) => item.icon))) {
      const svg = demoPhotoSvg({ ...spec, icon });
      expect(svg).not.toMatch(/<text|font/);
      expect(svg).toContain(`width="${DEMO_PHOTO_WIDTH}" height="${DEMO_PHOTO_HEIGHT}"`);
    }
  });

  it('render to the pipeline sizes; the 1600 rendition is byte for byte what processImage stores for it', async () => {
    const image = await renderDemoPhoto(spec);
    expect(image.variants.map((v) => [v.size, v.width, v.height])).toEqual([
      [320, 320, 240],
      [800, 800, 600],
      [1600, 800, 600],
    ]);
    expect(PHOTO_WIDTHS).toEqual([320, 800, 1600]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
    // Same drawing through processImage with every width: what an upload of it would store.
    const full = await processImage(await drawDemoPhoto(spec));
    expect(
      full.variants.map((v) => v.data.equals(image.variants.find((w) => w.size === v.size)!.data)),
    ).toEqual([true, true, true]);
  });
});
