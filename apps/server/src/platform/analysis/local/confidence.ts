export interface Evidence {
  /** A lexicon word matched (not just the default category). */
  categoryMatched: boolean;
  /** 0..1 from the category detector: margin over the runner-up, scaled by strength. */
  categoryCertainty: number;
  brandFound: boolean;
  conditionExplicit: boolean;
  sizeExplicit: boolean;
  comparables: number;
  /** Meaningful words in the title (not stopwords, not shorthand). */
  titleWords: number;
}

/**
 * An honest 0..1: each piece of evidence adds a fixed share, so the figure can be explained line by line. Everything
 * at once reaches 0.9; a title with no recognisable item word stays at 0.3 or below whatever else it says.
 */
export function confidenceOf(e: Evidence): number {
  let c = 0.1;
  if (e.categoryMatched) c += 0.05 + 0.3 * e.categoryCertainty;
  if (e.brandFound) c += 0.15;
  if (e.conditionExplicit) c += 0.1;
  if (e.sizeExplicit) c += 0.05;
  if (e.comparables >= 3) c += 0.1;
  else if (e.comparables > 0) c += 0.05;
  if (e.titleWords >= 3) c += 0.05;
  if (!e.categoryMatched) c = Math.min(c, 0.3);
  return Math.round(Math.min(0.9, c) * 100) / 100;
}
