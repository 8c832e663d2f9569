import type { ScreenClass } from './photo-vision.ts';

/**
 * The nudity screen's verdict (docs/analysis.md, "Screening photos"). The model errs often enough on everyday
 * photos (an apple read as 54% explicit in our tests) that refusing uploads on its word would refuse honest members;
 * a photo is only flagged for a moderator to look at, and only when the model is nearly sure.
 */
export const FLAG_EXPLICIT_AT = 0.85;

export type ScreenVerdict = 'clear' | 'flag';

export function screenVerdict(screen: Record<ScreenClass, number>): ScreenVerdict {
  return screen.Porn + screen.Hentai >= FLAG_EXPLICIT_AT ? 'flag' : 'clear';
}
