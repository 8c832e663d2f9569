import { icons as lucideIcons, type IconNode } from 'lucide';

/*
 * What a demo photo shows: the titled thing, as an icon (docs/product/demo-data.md). Lucide's icons are the web app's
 * own icon set (lucide-react draws the same geometry), on a 24 x 24 grid with 2 px round strokes. Lucide has no
 * trousers, dress, boot or racquet (and its perfume bottle is a spray pump), so the few kinds it lacks are drawn here on the same grid, in the same style.
 */
const ownIcons: Record<string, IconNode> = {
  Trousers: [
    ['path', { d: 'M6.5 2h11l1.5 20h-5L12 10l-2 12H5z' }],
    ['path', { d: 'M6.3 5h11.4' }],
  ],
  Dress: [
    ['path', { d: 'M9 2l1 5.5L5 22h14L14 7.5 15 2' }],
    ['path', { d: 'M9 2c1.5 1.5 4.5 1.5 6 0' }],
    ['path', { d: 'M10 7.5h4' }],
  ],
  Boot: [
    ['path', { d: 'M5 2h7v11l5.6 2.8A3 3 0 0 1 20 18.5V21H5z' }],
    ['path', { d: 'M5 18h15' }],
  ],
  Shoe: [
    ['path', { d: 'M2 19v-6a1 1 0 0 1 1-1h5c1.5 1.5 4 2.5 7 2.8l4.5.6A2.5 2.5 0 0 1 22 17.9V19z' }],
    ['path', { d: 'M8 12c-.5 2-2.5 3-6 3' }],
  ],
  RollerSkate: [
    ['path', { d: 'M6 2h6v9l5.2 2.4A3 3 0 0 1 19 16.1V17H6z' }],
    ['circle', { cx: '8', cy: '20', r: '2' }],
    ['circle', { cx: '17', cy: '20', r: '2' }],
  ],
  // Drawn upright around the head's centre, then turned 45 degrees: the head up right, the handle down left.
  Racquet: [
    ['ellipse', { cx: '14.5', cy: '8.5', rx: '5', ry: '6.5', transform: 'rotate(45 14.5 8.5)' }],
    [
      'path',
      {
        d: 'M12.5 2.6v11.8M16.5 2.6v11.8M10.1 5.5h8.8M10.1 11.5h8.8',
        transform: 'rotate(45 14.5 8.5)',
      },
    ],
    ['path', { d: 'M14.5 15v9.5', transform: 'rotate(45 14.5 8.5)' }],
  ],
  Skateboard: [
    ['path', { d: 'M2 10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2' }],
    ['path', { d: 'M7 12v3M17 12v3' }],
    ['circle', { cx: '7', cy: '17.5', r: '2' }],
    ['circle', { cx: '17', cy: '17.5', r: '2' }],
  ],
  Tripod: [
    ['rect', { x: '8', y: '2', width: '8', height: '5', rx: '1' }],
    ['path', { d: 'M12 7v5' }],
    ['path', { d: 'M12 12 5 22M12 12v10M12 12l7 10' }],
  ],
  Belt: [
    ['rect', { x: '2', y: '9', width: '20', height: '6', rx: '1' }],
    ['rect', { x: '7', y: '7', width: '6', height: '10', rx: '1' }],
    ['path', { d: 'M10 12h5M17.5 12h.01M20 12h.01' }],
  ],
  // Lucide's perfume bottle is a spray pump on a ball: not what a bottle of eau de parfum looks like.
  Perfume: [
    ['rect', { x: '9', y: '2', width: '6', height: '4', rx: '1' }],
    ['path', { d: 'M10.5 6v3M13.5 6v3' }],
    ['rect', { x: '5', y: '9', width: '14', height: '13', rx: '3' }],
    ['path', { d: 'M9 15.5h6' }],
  ],
  // Lucide's radio receiver is a plain box: a stereo receiver reads as one by its dial and knobs.
  StereoReceiver: [
    ['rect', { x: '2', y: '6', width: '20', height: '11', rx: '2' }],
    ['rect', { x: '5', y: '9', width: '8', height: '3.5', rx: '0.5' }],
    ['circle', { cx: '16.5', cy: '11', r: '1.5' }],
    ['path', { d: 'M5 14.5h.01M7.5 14.5h.01M10 14.5h.01M19.5 11h.01' }],
    ['path', { d: 'M5 17v2M19 17v2' }],
  ],
  CoffeeMaker: [
    ['path', { d: 'M6 2h12v5H6z' }],
    ['path', { d: 'M7 7v15M4 22h16M13 7v2' }],
    ['path', { d: 'M10 12h7v5.5a3.5 3.5 0 0 1-3.5 3.5A3.5 3.5 0 0 1 10 17.5z' }],
  ],
};

/** The icon a demo item is drawn with, by name: a lucide icon (PascalCase, as lucide-react names them) or one above. */
export function demoIcon(name: string): IconNode | undefined {
  return ownIcons[name] ?? lucideIcons[name as keyof typeof lucideIcons];
}

/** Shapes that enclose an area: filling an open stroke (an arc, a line) would paint a chord across it. */
export function closedShapes(icon: IconNode): IconNode {
  return icon.filter(([tag, attrs]) => tag !== 'path' || /z\s*$/i.test(String(attrs.d)));
}

/** The SVG elements of an icon, in its 24 x 24 grid; the caller sets fill and stroke on the surrounding group. */
export function iconElements(icon: IconNode): string {
  return icon
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => `${name}="${String(value)}"`)
        .join(' ');
      return `<${tag} ${attributes}/>`;
    })
    .join('');
}
