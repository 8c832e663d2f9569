import { describe, expect, it } from 'vitest';
import { normaliseText, prepareText, trigramSimilarity, typoDistance, wordMatches } from './text-match.ts';

describe('text matching', () => {
  it('normalises case, accents, punctuation and &', () => {
    expect(normaliseText('  Pokémon  Cards! ')).toBe('pokemon cards');
    expect(normaliseText('R&B')).toBe('r and b');
  });
  it('counts typos, swaps as one, and stops past the limit', () => {
    expect(typoDistance('vintge', 'vintage', 1)).toBe(1);
    expect(typoDistance('jazz', 'jzaz', 1)).toBe(1);
    expect(typoDistance('jazz', 'rock', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
  it('matches a word by itself, its start or a typo, never short words by typo', () => {
    expect(wordMatches('vint', 'vintage')).toBe(true);
    expect(wordMatches('vintge', 'vintage')).toBe(true);
    expect(wordMatches('ok', 'ox')).toBe(false);
    expect(wordMatches('roc', 'jazz')).toBe(false);
  });
  it('scores equal texts 1 and unrelated ones near 0', () => {
    expect(trigramSimilarity(prepareText('jazz'), prepareText('Jazz'))).toBe(1);
    expect(trigramSimilarity(prepareText('jazz'), prepareText('pottery'))).toBe(0);
  });
});
