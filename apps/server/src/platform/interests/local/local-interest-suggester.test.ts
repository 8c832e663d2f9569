import { describe, expect, it } from 'vitest';
import { surveyCategories, type SurveyCategory } from '@swapyard/domain';
import { LocalInterestSuggester } from './local-interest-suggester.ts';
import { parseTaxonomy, taxonomy } from './parse-taxonomy.ts';

const suggester = new LocalInterestSuggester();
const names = async (text: string, category: SurveyCategory) =>
  (await suggester.suggest({ text, category })).map((s) => s.subcategory);

describe('taxonomy', () => {
  it('holds at least 600 interests across the six categories, each with aliases or related interests', () => {
    const entries = surveyCategories.flatMap((category) => taxonomy[category]);
    expect(entries.length).toBeGreaterThanOrEqual(600);
    for (const category of surveyCategories) expect(taxonomy[category].length).toBeGreaterThanOrEqual(90);
    for (const entry of entries) {
      expect(entry.name, JSON.stringify(entry)).toMatch(/\S/);
      expect(entry.aliases.length + entry.related.length, entry.name).toBeGreaterThan(0);
    }
  });
  it('names each interest once per category', () => {
    for (const category of surveyCategories) {
      const lower = taxonomy[category].map((entry) => entry.name.toLowerCase());
      expect(new Set(lower).size, category).toBe(lower.length);
    }
  });
  it('reads the line format', () => {
    expect(parseTaxonomy('\n Jazz | bebop jazz, bop | Blue Note \n Swing | | Jazz\n')).toEqual([
      { name: 'Jazz', aliases: ['bebop jazz', 'bop'], related: ['Blue Note'] },
      { name: 'Swing', aliases: [], related: ['Jazz'] },
    ]);
  });
});

describe('LocalInterestSuggester', () => {
  it("forgives typos: 'vintge' → Vintage, first", async () => {
    expect((await names('vintge', 'Fashion'))[0]).toBe('Vintage');
    expect((await names('sneakrs', 'Fashion'))[0]).toBe('Sneakers');
    expect((await names('knittting', 'Arts & Crafts'))[0]).toBe('Knitting');
  });
  it("brings related interests: 'jazz' → Jazz, Vinyl Records and Blue Note", async () => {
    const jazz = await names('jazz', 'Music');
    expect(jazz[0]).toBe('Jazz');
    expect(jazz).toEqual(expect.arrayContaining(['Vinyl Records', 'Blue Note']));
  });
  it('finds an interest by an alias and shows its name', async () => {
    expect(await names('lps', 'Music')).toContain('Vinyl Records');
    expect(await names('philately', 'Collectibles')).toContain('Stamps');
  });
  it('finds an interest named inside a sentence, the longest name first', async () => {
    expect((await names('I love vintage denim', 'Fashion'))[0]).toBe('Vintage Denim');
  });
  it('answers for the category the text was typed in', async () => {
    const suggestions = await suggester.suggest({ text: 'vintage', category: 'Collectibles' });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.category === 'Collectibles')).toBe(true);
    expect(await names('jazz', 'Technology')).not.toContain('Jazz');
  });
  it('answers at most eight, without duplicates', async () => {
    for (const [text, category] of [
      ['jazz', 'Music'],
      ['cards', 'Collectibles'],
      ['vintage', 'Fashion'],
      ['skin', 'Beauty & Wellness'],
    ] as const) {
      const found = await names(text, category);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(8);
      expect(new Set(found.map((n) => n.toLowerCase())).size).toBe(found.length);
    }
  });
  it('suggests nothing for garbage or words that name no interest', async () => {
    for (const text of ['qxzvw', 'asdfgh', 'zzzz', 'ok', 'blorp fnarg', '!!!']) {
      for (const category of surveyCategories) expect(await names(text, category), text).toEqual([]);
    }
  });
  it('does not stretch two letters to aliases', async () => {
    expect(await names('ai', 'Technology')).not.toContain('Earbuds');
  });
  it('is deterministic', async () => {
    const first = await names('vint', 'Fashion');
    for (let i = 0; i < 3; i++)
      expect(await new LocalInterestSuggester().suggest({ text: 'vint', category: 'Fashion' })).toEqual(
        first.map((subcategory) => ({ category: 'Fashion', subcategory })),
      );
  });
});
