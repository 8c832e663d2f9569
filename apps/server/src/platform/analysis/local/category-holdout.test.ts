import { describe, expect, it } from 'vitest';
import { heldOut } from './labelled-titles.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

const analyzer = new LocalItemAnalyzer();

describe('category detection on held-out titles', () => {
  it.each(heldOut)('%s → %s', async (title, category) => {
    expect((await analyzer.analyzeText({ title })).closetCategory).toBe(category);
  });
});
