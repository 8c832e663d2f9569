/**
 * docs/product/survey.md: the first suggestion is highlighted whenever the text changes, so Enter takes the
 * suggester's spelling ('vintge' adds Vintage); the arrow keys move the highlight, past either end to none (the text
 * as typed). -1 means none.
 */
export interface Highlight {
  /** The text the highlight was moved for: new text highlights the first suggestion again. */
  text: string;
  index: number;
}

/**
 * The highlighted suggestion's index for `text` among `count` suggestions. The list can shrink while the text stays
 * (a quick pick adds one of the suggested interests): the highlight then stays within it, never past its end.
 */
export function highlightedIndex(highlight: Highlight, text: string, count: number): number {
  if (count === 0) return -1;
  if (highlight.text !== text) return 0;
  return Math.min(highlight.index, count - 1);
}

/** The arrow keys' move: `step` 1 (down) or -1 (up); none (-1) sits between the last suggestion and the first. */
export function movedHighlight(current: number, step: 1 | -1, count: number): number {
  return ((current + 1 + step + count + 1) % (count + 1)) - 1;
}
