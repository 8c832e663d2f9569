import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, matchingCategories, searchQuerySchema, searchWords } from './search.ts';

const values = (query: string) => matchingCategories(query).map((category) => category.value);

describe('searchWords', () => {
  it('lower-cases, drops apostrophes and splits on anything but letters and digits', () => {
    expect(searchWords("  Levi's DENIM-jacket, size 32 ")).toEqual([
      'levis',
      'denim',
      'jacket',
      'size',
      '32',
    ]);
    expect(searchWords('Levi’s Café')).toEqual(['levis', 'café']);
    expect(searchWords("a & b | !c:* ')")).toEqual(['a', 'b', 'c']);
    expect(searchWords('!!! ???')).toEqual([]);
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('w '.repeat(MAX_SEARCH_WORDS + 4))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('searchQuerySchema', () => {
  it('trims the text and refuses blank or over-long text with a clear message', () => {
    expect(searchQuerySchema.parse({ q: '  denim ' })).toEqual({ q: 'denim' });
    expect(searchQuerySchema.safeParse({ q: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter something to search for',
    );
    expect(searchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter something to search for',
    );
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Search text can be at most 100 characters',
    );
  });
});

describe('matchingCategories', () => {
  it('finds a category by the start of a word of its label or value', () => {
    expect(values('shoe')).toEqual(['shoes_footwear']);
    expect(values('foot')).toEqual(['shoes_footwear']);
    expect(values('Kitchen')).toEqual(['kitchen']);
    expect(values('dining')).toEqual(['kitchen']);
    expect(values('garden')).toEqual(['home_garden']);
  });

  it('forgives a slip per four letters in longer words', () => {
    expect(values('electornics')).toEqual(['electronics']);
    expect(values('instrumnts')).toEqual(['musical_instruments']);
    expect(values('shoess')).toEqual(['shoes_footwear']);
    // Short words must be spelt right: 'art' is not 'ark'.
    expect(values('ark')).toEqual([]);
  });

  it('lists every category one of the words names, in the upload order', () => {
    expect(values('nike shoes')).toEqual(['shoes_footwear']);
    expect(values('audio books')).toEqual(['audio_equipment', 'books_magazines']);
    expect(values('levis jaket')).toEqual([]);
    expect(values('  ')).toEqual([]);
  });
});
