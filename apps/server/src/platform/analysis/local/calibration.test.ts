import { confidenceLevel, type AnalysisCategory, type ConfidenceLevel } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { categoryTable, heldOut } from './labelled-titles.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

/*
 * The confidence the card shows means something (docs/analysis.md, "Confidence"): on a labelled set (the lexicon's
 * table, the held-out titles, and harder ones: accessories for things, brand-only titles, titles naming nothing)
 * the category is right at least 9 times in 10 at High, and a title naming nothing is always Low. The measured table
 * is logged.
 */
const harder: [string, AnalysisCategory][] = [
  ['Levis', 'clothing'],
  ['Phone case for iPhone 12', 'electronics'],
  ['Guitar strap leather', 'musical_instruments'],
  ['Watch strap 20mm', 'accessories'],
  ['Kids bike 16 inch', 'sports'],
  ['Dog bed large', 'pets'],
  ['Coffee table book', 'books_magazines'],
  ['Record player', 'audio_equipment'],
  ['Xbox controller', 'electronics'],
  ['Poster print framed', 'art'],
  ['Car seat cover', 'auto'],
  ['Desk lamp', 'home_garden'],
  ['Stapler', 'office_supplies'],
  ['Lipstick set', 'health_beauty'],
  ['Tennis racket Wilson', 'sports'],
  ['Dumbbells 10kg pair', 'gym_equipment'],
  ['Cookbook Jamie Oliver', 'books_magazines'],
  ['Wine glasses set of 6', 'kitchen'],
  ['Harry Potter box set', 'books_magazines'],
  ['Pokemon cards lot', 'collectibles'],
  ['Funko Pop Batman', 'collectibles'],
  ['Oil painting landscape', 'art'],
];
const namingNothing = [
  'nice stuff',
  'stuff',
  'blue',
  'random lot',
  'gift idea',
  'mystery box',
  'as pictured',
  'Vintage',
  'Set of 4',
  'Red one',
  'Large',
];

const analyzer = new LocalItemAnalyzer();

describe('confidence calibration', () => {
  it('at High the category is right at least 9 times in 10; a title naming nothing is Low', async () => {
    const table = new Map<ConfidenceLevel, { right: number; of: number }>();
    for (const [title, expected] of [...categoryTable, ...heldOut, ...harder]) {
      const result = await analyzer.analyzeText({ title });
      const level = confidenceLevel(result.confidence);
      const row = table.get(level) ?? { right: 0, of: 0 };
      row.of++;
      if (result.closetCategory === expected) row.right++;
      table.set(level, row);
    }
    console.info(
      'category right by confidence level:',
      [...table].map(([level, { right, of }]) => `${level} ${right}/${of}`).join(', '),
    );
    const high = table.get('High')!;
    expect(high.of).toBeGreaterThanOrEqual(30);
    expect(high.right / high.of).toBeGreaterThanOrEqual(0.9);
    for (const title of namingNothing) {
      expect(confidenceLevel((await analyzer.analyzeText({ title })).confidence), title).toBe('Low');
    }
  });
});
