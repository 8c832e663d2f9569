import { describe, expect, it } from 'vitest';
import {
  feedCategoryLabel,
  feedQuerySchema,
  matchReasons,
  matchScore,
  surveyCategoryUploadCategories,
  type MatchSignals,
} from './feed.ts';
import { uploadCategories } from './item-labels.ts';
import { surveyCategories } from './survey.ts';

const none: MatchSignals = {
  interest: null,
  interestInTitleOrBrand: false,
  followedSeller: null,
  interestCategory: null,
  likedBrand: null,
  likedCategory: false,
  budget: 'out',
};

describe('survey category → upload categories', () => {
  it('maps every survey category to known upload categories', () => {
    const known = new Set<string>(uploadCategories.map((c) => c.value));
    for (const category of surveyCategories) {
      const mapped = surveyCategoryUploadCategories[category];
      expect(mapped.length).toBeGreaterThan(0);
      for (const value of mapped) expect(known.has(value)).toBe(true);
    }
  });
});

describe('feedCategoryLabel', () => {
  it('reads an upload category value as its label and knows no others', () => {
    expect(feedCategoryLabel('shoes_footwear')).toBe('Shoes & Footwear');
    expect(feedCategoryLabel('spaceships')).toBeUndefined();
  });
});

describe('matchScore', () => {
  it('counts an interest in the title or brand above one elsewhere', () => {
    const strong = matchScore({ ...none, interest: 'Vintage', interestInTitleOrBrand: true });
    const weak = matchScore({ ...none, interest: 'Vintage' });
    expect(strong).toBeGreaterThan(weak);
    expect(weak).toBeGreaterThan(matchScore(none));
  });

  it('ranks an item in budget above the same item out of budget, a priceless one between', () => {
    const inBudget = matchScore({ ...none, budget: 'in' });
    const noPrice = matchScore({ ...none, budget: 'none' });
    expect(inBudget).toBeGreaterThan(noPrice);
    expect(noPrice).toBeGreaterThan(matchScore(none));
  });

  it('takes the stronger of the two category signals, not both', () => {
    const both = matchScore({ ...none, interestCategory: 'Music', likedCategory: true });
    expect(both).toBe(matchScore({ ...none, interestCategory: 'Music' }));
    expect(both).toBeGreaterThan(matchScore({ ...none, likedCategory: true }));
  });

  it('stays within 0–100 when everything matches', () => {
    const all: MatchSignals = {
      interest: 'Jazz',
      interestInTitleOrBrand: true,
      followedSeller: 'maya',
      interestCategory: 'Music',
      likedBrand: 'Blue Note',
      likedCategory: true,
      budget: 'in',
    };
    expect(matchScore(all)).toBe(100);
    expect(matchScore(none)).toBe(0);
  });
});

describe('matchReasons', () => {
  it('gives at most two, strongest first, in the documented voice', () => {
    expect(
      matchReasons({
        ...none,
        interest: 'Vintage',
        followedSeller: 'maya',
        likedBrand: "Levi's",
        budget: 'in',
      }),
    ).toEqual(['Because you like Vintage', 'From @maya, whom you follow']);
    expect(matchReasons({ ...none, likedBrand: "Levi's", interestCategory: 'Fashion' })).toEqual([
      "More from Levi's, which you liked",
      "Because you're into Fashion",
    ]);
    expect(matchReasons({ ...none, likedCategory: true })).toEqual(['Similar to items you liked']);
  });

  it('never explains an item by its price alone', () => {
    expect(matchReasons({ ...none, budget: 'in' })).toEqual([]);
  });
});

describe('feedQuerySchema', () => {
  it('defaults the page size and refuses a blank category', () => {
    expect(feedQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(feedQuerySchema.safeParse({ category: '  ' }).success).toBe(false);
    expect(feedQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
