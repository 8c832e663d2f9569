import { describe, expect, it } from 'vitest';
import {
  addInterest,
  builtInSubcategories,
  countInterests,
  dedupeInterests,
  hasInterest,
  interestSuggestionsRequestSchema,
  matchingBuiltIns,
  mergeSuggestions,
  normaliseStructuredInterests,
  removeInterest,
  saveInterestsRequestSchema,
  surveyCategories,
  wantsSuggestions,
} from './survey.ts';

describe('categories', () => {
  it('has the six categories, each with ten distinct built-in subcategories', () => {
    expect(surveyCategories).toEqual([
      'Music',
      'Fashion',
      'Technology',
      'Collectibles',
      'Arts & Crafts',
      'Beauty & Wellness',
    ]);
    for (const category of surveyCategories) {
      expect(dedupeInterests(builtInSubcategories[category])).toHaveLength(10);
    }
    expect(builtInSubcategories.Music).toContain('Jazz');
    expect(builtInSubcategories.Fashion).toContain('Vintage');
    expect(builtInSubcategories.Technology).toContain('AI');
    expect(builtInSubcategories.Collectibles).toContain('Pokemon Cards');
    expect(builtInSubcategories['Arts & Crafts']).toContain('Digital Art');
    expect(builtInSubcategories['Beauty & Wellness']).toContain('Skincare');
  });
});

describe('adding and removing interests', () => {
  it('trims what is added and collapses inner spaces', () => {
    expect(addInterest([], '  Blue   Note ')).toEqual(['Blue Note']);
  });
  it('ignores blanks and duplicates in any case, keeping the first spelling', () => {
    expect(addInterest(['Jazz'], '   ')).toEqual(['Jazz']);
    expect(addInterest(['Jazz'], ' JAZZ ')).toEqual(['Jazz']);
    expect(dedupeInterests(['Jazz', 'jazz', 'Soul', ' soul', ''])).toEqual(['Jazz', 'Soul']);
  });
  it('removes and finds an interest whatever its case', () => {
    expect(removeInterest(['Jazz', 'Soul'], 'jazz')).toEqual(['Soul']);
    expect(hasInterest(['Jazz'], 'JAZZ')).toBe(true);
    expect(hasInterest(['Jazz'], 'Soul')).toBe(false);
  });
  it('fills every category, drops unknown ones and counts the total', () => {
    const normalised = normaliseStructuredInterests({ Music: ['Jazz', 'jazz'], Unknown: ['x'] });
    expect(Object.keys(normalised)).toEqual([...surveyCategories]);
    expect(normalised.Music).toEqual(['Jazz']);
    expect(normalised.Fashion).toEqual([]);
    expect(countInterests({ Music: ['Jazz', 'Soul'], Fashion: ['Vintage'] })).toBe(3);
  });
});

describe('suggestions', () => {
  it('asks only from two trimmed characters', () => {
    expect(wantsSuggestions(' j ')).toBe(false);
    expect(wantsSuggestions(' ja ')).toBe(true);
  });
  it('matches built-in subcategories of the category only, at most three', () => {
    expect(matchingBuiltIns('Music', 'jaz')).toEqual(['Jazz']);
    expect(matchingBuiltIns('Music', 'I love jazz')).toEqual(['Jazz']);
    expect(matchingBuiltIns('Fashion', 'jazz')).toEqual([]);
    expect(matchingBuiltIns('Collectibles', 'cards')).toEqual(['Pokemon Cards', 'Sports Cards']);
    expect(matchingBuiltIns('Music', 'o').length).toBe(0);
    expect(matchingBuiltIns('Music', 'ro').length).toBeLessThanOrEqual(3);
  });
  it('keeps eight from the suggester, adds up to three built-in ones and removes duplicates', () => {
    const fromSuggester = Array.from({ length: 10 }, (_, i) => ({ category: 'Music', subcategory: `S${i}` }));
    fromSuggester[1] = { category: 'Music', subcategory: 'jazz' };
    const merged = mergeSuggestions('Music', 'jazz', fromSuggester);
    expect(merged.map((s) => s.subcategory)).toEqual(['S0', 'jazz', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7']);
    const withBuiltIn = mergeSuggestions('Collectibles', 'cards', [
      { category: 'Collectibles', subcategory: 'Baseball Cards' },
      { category: 'Collectibles', subcategory: 'baseball cards ' },
    ]);
    expect(withBuiltIn.map((s) => s.subcategory)).toEqual([
      'Baseball Cards',
      'Pokemon Cards',
      'Sports Cards',
    ]);
  });
});

describe('request schemas', () => {
  const save = (structuredInterests: unknown) =>
    saveInterestsRequestSchema.safeParse({ structuredInterests, mode: 'update' });

  it('accepts blank and missing categories and trims interests', () => {
    const parsed = save({ Music: [' Jazz '], Fashion: [] });
    expect(parsed.success && parsed.data.structuredInterests).toEqual({ Music: ['Jazz'], Fashion: [] });
  });
  it('refuses unknown categories, blank or over-long interests and more than 50 per category', () => {
    expect(save({ Cooking: ['Bread'] }).success).toBe(false);
    expect(save({ Music: ['  '] }).success).toBe(false);
    expect(save({ Music: ['x'.repeat(61)] }).success).toBe(false);
    expect(save({ Music: ['x'.repeat(60)] }).success).toBe(true);
    expect(save({ Music: Array.from({ length: 51 }, (_, i) => `I${i}`) }).success).toBe(false);
  });
  it('refuses an unknown mode', () => {
    expect(saveInterestsRequestSchema.safeParse({ structuredInterests: {}, mode: 'later' }).success).toBe(
      false,
    );
  });
  it('needs two trimmed characters and a known category for suggestions', () => {
    const ask = (userDescription: string, category: string) =>
      interestSuggestionsRequestSchema.safeParse({ userDescription, category }).success;
    expect(ask(' j ', 'Music')).toBe(false);
    expect(ask('jazz', 'Cooking')).toBe(false);
    expect(ask('jazz', 'Music')).toBe(true);
  });
});
