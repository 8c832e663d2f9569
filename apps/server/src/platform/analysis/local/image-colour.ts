import sharp from 'sharp';

export interface ColourShare {
  /** Display name: 'Red', 'Navy', 'Grey'. */
  name: string;
  /** Share of the item's pixels, 0..1 (background excluded when one was detected). */
  share: number;
}

export interface PhotoFacts {
  width: number;
  height: number;
  format: string;
  colours: ColourShare[];
}

/** Small enough to be instant on a phone photo, large enough for a stable histogram. */
const SAMPLE = 48;

/** Names an RGB colour with the words sellers use, from its hue, saturation and lightness. */
export function nameColour(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l < 0.12) return 'Black';
  if (s < 0.15 || d < 0.08) return l > 0.85 ? 'White' : l < 0.25 ? 'Black' : 'Grey';
  let h = 0;
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  if (max === rn) h = ((gn - bn) / d + 6) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 15 || h >= 345) return l > 0.75 ? 'Pink' : l < 0.3 ? 'Burgundy' : 'Red';
  if (h < 40) return l < 0.4 ? 'Brown' : s < 0.45 && l > 0.6 ? 'Beige' : 'Orange';
  if (h < 65) return l < 0.35 ? 'Olive' : s < 0.4 && l > 0.7 ? 'Beige' : 'Yellow';
  if (h < 165) return 'Green';
  if (h < 195) return 'Teal';
  if (h < 255) return l < 0.3 ? 'Navy' : 'Blue';
  if (h < 290) return 'Purple';
  return l < 0.35 ? 'Purple' : 'Pink';
}

/**
 * What can honestly be read from the pixels offline: size, format and the main colours. A plain backdrop (the
 * colour that fills most of the border) is left out, as it is usually the wall or the floor, not the item.
 * Throws when the bytes are not an image sharp can decode.
 */
export async function readPhoto(image: Buffer): Promise<PhotoFacts> {
  const meta = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .rotate()
    .resize(SAMPLE, SAMPLE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  const all = new Map<string, number>();
  const border = new Map<string, number>();
  let borderTotal = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const p = (y * info.width + x) * 4;
      if ((data[p + 3] ?? 255) < 128) continue; // transparent: no colour to read
      const name = nameColour(data[p]!, data[p + 1]!, data[p + 2]!);
      all.set(name, (all.get(name) ?? 0) + 1);
      if (x === 0 || y === 0 || x === info.width - 1 || y === info.height - 1) {
        border.set(name, (border.get(name) ?? 0) + 1);
        borderTotal++;
      }
    }
  }

  const total = [...all.values()].reduce((a, b) => a + b, 0);
  const [backdrop, backdropCount = 0] = [...border.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const counts = new Map(all);
  // Drop the backdrop only when it is clearly one and something else is left to describe.
  if (backdrop && backdropCount >= borderTotal * 0.6 && total - (all.get(backdrop) ?? 0) >= total * 0.1) {
    counts.delete(backdrop);
  }
  const kept = [...counts.values()].reduce((a, b) => a + b, 0);
  const colours = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => ({ name, share: kept ? count / kept : 0 }))
    .filter((c) => c.share >= 0.15);

  return {
    width: meta.width ?? info.width,
    height: meta.height ?? info.height,
    format: meta.format ?? 'unknown',
    colours,
  };
}
