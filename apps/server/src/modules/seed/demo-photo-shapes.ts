import { closedShapes, demoIcon, iconElements } from './demo-icons.ts';

/** The colours one illustration is painted with (hex). */
export interface Palette {
  main: string;
  accent: string;
  dark: string;
  light: string;
}

/** The icon's 24 px grid drawn this many times larger: about 380 px, most of the 600 px high photo. */
const ICON_SCALE = 16;

/**
 * The titled thing, drawn around (0, 0): the item's icon, its shapes filled with the item's main colour and outlined
 * in its dark one, on a soft disc of its light colour. Shapes only, no text, so nothing depends on the fonts
 * installed on the machine that seeds. An unknown icon name is a programming error (the catalogue test checks them).
 */
export function productShape(iconName: string, palette: Palette): string {
  const icon = demoIcon(iconName);
  if (!icon) throw new Error(`demo photo: unknown icon '${iconName}'`);
  const elements = iconElements(icon);
  const closed = closedShapes(icon);
  // Line art with no area to fill (a dog's face, a hand) is drawn in the item's colour instead of its dark one.
  const outline = closed.length > 0 ? palette.dark : palette.main;
  return (
    `<circle r="215" fill="${palette.light}" opacity="0.55"/>` +
    `<g transform="scale(${ICON_SCALE}) translate(-12 -12)" stroke-linecap="round" stroke-linejoin="round">` +
    // The fill layer: closed shapes take the item's colour; its wide same-colour stroke gives them body.
    `<g fill="${palette.main}" stroke="${palette.main}" stroke-width="2.6">${iconElements(closed)}</g>` +
    `<g fill="none" stroke="${outline}" stroke-width="${closed.length > 0 ? 1.4 : 2.2}">${elements}</g>` +
    `<g fill="none" stroke="${palette.accent}" stroke-width="0.35" opacity="0.8" transform="translate(-0.35 -0.35)">${elements}</g>` +
    `</g>`
  );
}
