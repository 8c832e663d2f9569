import sharp from 'sharp';

/**
 * Photographs of labels and covers for the reader's tests and benchmark: text rendered onto a card lying on a
 * textured cloth, turned and blurred a little as a phone photo would be.
 */
export interface LabelPhoto {
  /** Top line first; the first is set biggest. */
  lines: string[];
  /** Degrees, a few either way. */
  rotate?: number;
  /** Gaussian sigma; 0 for none. */
  blur?: number;
  /** The card's colour; the cloth around it is darker. */
  card?: string;
}

const WIDTH = 1200;
const HEIGHT = 900;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function labelPhoto({
  lines,
  rotate = 0,
  blur = 0,
  card = '#fbfaf5',
}: LabelPhoto): Promise<Buffer> {
  const sizes = [64, 46, 36, 30];
  let y = 330;
  const text = lines
    .map((line, i) => {
      const size = sizes[Math.min(i, sizes.length - 1)]!;
      y += i === 0 ? 0 : size + 28;
      const weight = i === 0 ? 'bold' : 'normal';
      return `<text x="600" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="#1a1a1a">${escape(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse">
      <rect width="8" height="8" fill="#5b6b7a"/><rect width="4" height="4" fill="#53626f"/><rect x="4" y="4" width="4" height="4" fill="#617180"/>
    </pattern></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#weave)"/>
    <g transform="rotate(${rotate} 600 450)">
      <rect x="260" y="220" width="680" height="${130 + lines.length * 80}" rx="12" fill="${card}"/>
      ${text}
    </g>
  </svg>`;
  let photo = sharp(Buffer.from(svg));
  if (blur > 0) photo = sharp(await photo.png().toBuffer()).blur(blur);
  return photo.jpeg({ quality: 82 }).toBuffer();
}
