import { analysisCategories } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { categoryLexicon } from './category-lexicon.ts';
import { phraseTokens } from './tokens.ts';

describe('category lexicon', () => {
  it('gives every category words, and every word to one category only', () => {
    const owner = new Map<string, string>();
    for (const category of analysisCategories) {
      const words = categoryLexicon[category].split(',').map((w) => w.trim().replace(/^~/, ''));
      expect(words.length, category).toBeGreaterThanOrEqual(20);
      for (const word of words) {
        const key = phraseTokens(word).join(' ');
        expect(owner.get(key) ?? category, `'${word}' is in ${owner.get(key)} and ${category}`).toBe(
          category,
        );
        owner.set(key, category);
      }
    }
  });
});
