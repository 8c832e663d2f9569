// `node scripts/generate-pwa-icons.mjs`: draws the installable app's icons (apps/web/public/icons) from the logo's
// mark — lucide's arrow-left-right on the indigo-to-violet tile of `app/layout/logo.tsx` — with sharp. Run it
// once after changing the mark and commit the PNGs: nothing is fetched or drawn at run time.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

// lucide-react's arrow-left-right (24 × 24, stroke 2), the glyph the header's logo uses.
const GLYPH = '<path d="M8 3 4 7l4 4"/><path d="M4 7h16"/><path d="m16 21 4-4-4-4"/><path d="M20 17H4"/>';

/**
 * @param {number} size  the PNG's width and height
 * @param {{ rounded: boolean, glyphScale: number, background?: boolean, colour?: string }} options
 *   rounded: a tile with transparent corners ('any' icons) or a full square (maskable, Apple: the platform masks);
 *   glyphScale: the glyph's share of the width (maskable icons keep it inside the 80% safe zone).
 */
function svg(size, { rounded, glyphScale, background = true, colour = '#ffffff' }) {
  const glyph = size * glyphScale;
  const offset = (size - glyph) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#7c3aed"/>
  </linearGradient></defs>
  ${background ? `<rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>` : ''}
  <g transform="translate(${offset} ${offset}) scale(${glyph / 24})" fill="none" stroke="${colour}"
     stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">${GLYPH}</g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, glyphScale: 0.5 },
  { file: 'icon-512.png', size: 512, rounded: true, glyphScale: 0.5 },
  { file: 'icon-maskable-192.png', size: 192, rounded: false, glyphScale: 0.42 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, glyphScale: 0.42 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, glyphScale: 0.5 },
  // Android's status-bar badge: white on transparent (only the alpha channel is used).
  { file: 'badge-96.png', size: 96, rounded: false, glyphScale: 0.75, background: false },
];

await mkdir(out, { recursive: true });
for (const { file, size, ...options } of icons) {
  await sharp(Buffer.from(svg(size, options)))
    .png({ compressionLevel: 9 })
    .toFile(out + file);
  console.log(`icons/${file} (${size} × ${size})`);
}
