import { analysisCategories, analysisResultSchema } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { categoryTable } from './labelled-titles.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

const analyzer = new LocalItemAnalyzer();

describe('category detection on realistic titles', () => {
  it('covers every upload category', () => {
    expect(new Set(categoryTable.map(([, c]) => c))).toEqual(new Set(analysisCategories));
  });

  it.each(categoryTable)('%s → %s', async (title, category) => {
    const result = await analyzer.analyzeText({ title });
    expect(result.closetCategory).toBe(category);
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
  });
});
