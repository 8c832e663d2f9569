import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_WIDTHS, type UploadedPhoto } from '@swapyard/domain';
import { processImage, savePhoto, type ProcessedImage } from '../../platform/images/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { productShape, type Palette } from './demo-photo-shapes.ts';

/*
 * Demo photos are drawn, never downloaded: the titled thing (the item's icon, in its colours) on a soft studio
 * background, coloured from a hash of the title so no two items look alike. Each extra photo is another "angle"
 * (turned, zoomed, on another backdrop). 800 x 600 px: the list's 320 px and the detail's 800 px are real
 * renditions, and the 1600 px one is the full 800 px image, as the pipeline stores any photo narrower than 1600 px
 * (it never upscales). Drawing at 1200 px would more than double the seed time (measured: WebP encoding dominates)
 * for no visible gain on a flat illustration, and the seed runs before every fresh start.
 */
export const DEMO_PHOTO_WIDTH = 800;
export const DEMO_PHOTO_HEIGHT = 600;

export interface DemoPhotoSpec {
  title: string;
  /** The titled thing's icon (see demo-icons.ts): what the photo shows. */
  icon: string;
  /** The item's position in the catalogue: part of the seed, so equal titles would still differ. */
  itemIndex: number;
  /** 0 for the main photo, 1 and 2 for the other angles. */
  angle: number;
}

function hex(h: number, s: number, l: number): string {
  // HSL → RGB (h in degrees, s and l in 0..1), written as #rrggbb so any SVG renderer reads it.
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function seedOf(spec: DemoPhotoSpec): number {
  const digest = createHash('sha256').update(`${spec.itemIndex}:${spec.title}`).digest();
  return digest.readUInt32LE(0);
}

/** The SVG of one demo photo: deterministic for a spec, different for every title and angle. */
export function demoPhotoSvg(spec: DemoPhotoSpec): string {
  const itemRandom = seededRandom(seedOf(spec));
  // The product keeps its colours on every angle; backdrop and framing change with the angle.
  const hue = itemRandom() * 360;
  const palette: Palette = {
    main: hex(hue, 0.45 + itemRandom() * 0.3, 0.42 + itemRandom() * 0.16),
    accent: hex((hue + 150 + itemRandom() * 60) % 360, 0.55, 0.6),
    dark: hex(hue, 0.25, 0.2 + itemRandom() * 0.1),
    light: hex((hue + 30) % 360, 0.6, 0.9),
  };
  const random = seededRandom(seedOf(spec) ^ Math.imul(spec.angle + 1, 0x9e3779b1));
  const bgHue = (hue + 180 + (random() - 0.5) * 140 + spec.angle * 40) % 360;
  const from = hex(bgHue, 0.35 + random() * 0.2, 0.9 + random() * 0.05);
  const to = hex((bgHue + 25 + random() * 30) % 360, 0.3 + random() * 0.2, 0.74 + random() * 0.1);
  const [width, height] = [DEMO_PHOTO_WIDTH, DEMO_PHOTO_HEIGHT];
  const spots = Array.from({ length: 3 + Math.floor(random() * 3) }, () => {
    const r = 40 + random() * 160;
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const tableTop = (height * (0.72 + random() * 0.1)).toFixed(0);
  const turn = (random() - 0.5) * (spec.angle === 0 ? 16 : 40);
  const scale = [0.95, 0.82, 1.35][spec.angle % 3]! + random() * 0.18;
  const dx = (random() - 0.5) * (spec.angle === 2 ? 160 : 60);
  const dy = (random() - 0.5) * 30;
  const cx = width / 2 + dx;
  const cy = height / 2 + dy;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${random() < 0.5 ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${spots}` +
    `<rect y="${tableTop}" width="${width}" height="${height}" fill="#000000" opacity="0.06"/>` +
    `<ellipse cx="${cx.toFixed(0)}" cy="${(cy + 190 * scale).toFixed(0)}" rx="${(200 * scale).toFixed(0)}" ry="${(26 * scale).toFixed(0)}" fill="#000000" opacity="0.16"/>` +
    `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${turn.toFixed(1)}) scale(${scale.toFixed(3)})">` +
    `${productShape(spec.icon, palette)}</g></svg>`
  );
}

/** The drawing as an upload: JPEG is the quickest input processImage takes; 4:4:4 keeps the edges crisp. */
export function drawDemoPhoto(spec: DemoPhotoSpec): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(spec)))
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * The pipeline's renditions of one demo photo. processImage encodes only the widths below the drawing's width plus
 * one full-size copy; wider renditions reuse that full-size WebP, which is byte for byte what processImage makes for
 * them (it never upscales), at a third less encoding time.
 */
export async function renderDemoPhoto(spec: DemoPhotoSpec): Promise<ProcessedImage> {
  const drawn = await drawDemoPhoto(spec);
  const narrower = PHOTO_WIDTHS.filter((width) => width < DEMO_PHOTO_WIDTH);
  const wider = PHOTO_WIDTHS.filter((width) => width >= DEMO_PHOTO_WIDTH);
  const image = await processImage(drawn, { widths: [...narrower, wider[0]!] });
  const full = image.variants.at(-1)!;
  return {
    ...image,
    variants: [...image.variants, ...wider.slice(1).map((size) => ({ ...full, size }))],
  };
}

/** Draws and stores one demo photo under the owner's folder, exactly as an upload is stored. */
export async function saveDemoPhoto(
  storage: Storage,
  userId: string,
  spec: DemoPhotoSpec,
): Promise<UploadedPhoto> {
  const image = await renderDemoPhoto(spec);
  return savePhoto(storage, { userId, photoId: randomUUID(), image });
}
