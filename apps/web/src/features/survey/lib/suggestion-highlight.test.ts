import { describe, expect, it } from 'vitest';
import { highlightedIndex, movedHighlight } from './suggestion-highlight';

describe('highlightedIndex', () => {
  it('highlights the first suggestion for new text, and none when nothing is offered', () => {
    expect(highlightedIndex({ text: 'vin', index: 2 }, 'vint', 3)).toBe(0);
    expect(highlightedIndex({ text: 'vint', index: 1 }, 'vint', 0)).toBe(-1);
  });

  it('keeps the moved highlight for the same text, including none', () => {
    expect(highlightedIndex({ text: 'vint', index: 2 }, 'vint', 3)).toBe(2);
    expect(highlightedIndex({ text: 'vint', index: -1 }, 'vint', 3)).toBe(-1);
  });

  it('stays within the list when it shrinks while the text stays', () => {
    expect(highlightedIndex({ text: 'vint', index: 2 }, 'vint', 2)).toBe(1);
    expect(highlightedIndex({ text: 'vint', index: 5 }, 'vint', 1)).toBe(0);
  });
});

describe('movedHighlight', () => {
  it('walks down and up through the suggestions, passing through none at either end', () => {
    expect(movedHighlight(0, 1, 2)).toBe(1);
    expect(movedHighlight(1, 1, 2)).toBe(-1);
    expect(movedHighlight(-1, 1, 2)).toBe(0);
    expect(movedHighlight(0, -1, 2)).toBe(-1);
    expect(movedHighlight(-1, -1, 2)).toBe(1);
  });
});
