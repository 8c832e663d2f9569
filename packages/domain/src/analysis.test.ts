import { describe, expect, it } from 'vitest';
import { conditionLabels, sizeLabels, uploadCategories } from './item-labels.ts';
import {
  ANALYSIS_TITLE_REQUIRED,
  analysisConditionLabels,
  analysisSizeLabels,
  FAILED_ANALYSIS_FALLBACK,
  RATE_LIMIT_FALLBACK_ANALYSIS,
  analysisCategories,
  analysisResultSchema,
  analyzeItemInputSchema,
  isRateLimitMessage,
} from './analysis.ts';

describe('analysis contract', () => {
  it('answers with the upload categories and the item label sets', () => {
    expect(analysisCategories).toEqual(uploadCategories.map((c) => c.value));
    expect(analysisCategories).toHaveLength(19);
    expect([...analysisConditionLabels]).toEqual(Object.values(conditionLabels));
    expect([...analysisSizeLabels]).toEqual([...Object.values(sizeLabels), 'N/A']);
  });

  it('keeps the documented fallback figures, and both fallbacks are valid results', () => {
    expect(RATE_LIMIT_FALLBACK_ANALYSIS).toMatchObject({
      title: 'Stylish Fashion Item',
      valueCents: 6000,
      fmvCents: 7500,
      confidence: 0.5,
    });
    expect(FAILED_ANALYSIS_FALLBACK).toMatchObject({ title: 'New Item', condition: 'Good', valueCents: 0 });
    expect(analysisResultSchema.parse(RATE_LIMIT_FALLBACK_ANALYSIS)).toEqual(RATE_LIMIT_FALLBACK_ANALYSIS);
    expect(analysisResultSchema.parse(FAILED_ANALYSIS_FALLBACK)).toEqual(FAILED_ANALYSIS_FALLBACK);
  });

  it('rejects results outside the label sets or the confidence range', () => {
    const ok = RATE_LIMIT_FALLBACK_ANALYSIS;
    expect(analysisResultSchema.safeParse({ ...ok, condition: 'like_new' }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, size: '' }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, size: 'x'.repeat(51) }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, closetCategory: 'tops' }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, confidence: 1.2 }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, pricingMethod: 'ebay-heavy' }).success).toBe(false);
    const market = {
      averagePriceCents: 4250,
      count: 4,
      priceRangeCents: { min: 2000, max: 7000 },
      method: 'sales',
      salesCount: 4,
      salesRangeCents: { min: 2000, max: 7000 },
      salesWithinDays: 90,
      listingsCount: 0,
      listingsRangeCents: null,
      comparables: [],
    };
    expect(analysisResultSchema.safeParse({ ...ok, marketData: market }).success).toBe(true);
    // The spec's three figures alone are not the evidence: the method and the split are required.
    const { method: _method, ...bare } = market;
    expect(analysisResultSchema.safeParse({ ...ok, marketData: bare }).success).toBe(false);
    expect(analysisResultSchema.safeParse({ ...ok, readFromPhoto: ['colour'] }).success).toBe(false);
  });

  it('leaves a field empty (null) where there was no evidence for it, and takes a size as written', () => {
    const unsure = { ...RATE_LIMIT_FALLBACK_ANALYSIS, closetCategory: null, condition: null, size: null };
    expect(analysisResultSchema.safeParse({ ...unsure, fmvCents: null, valueCents: null }).success).toBe(
      true,
    );
    expect(analysisResultSchema.safeParse({ ...RATE_LIMIT_FALLBACK_ANALYSIS, size: 'EU 42' }).success).toBe(
      true,
    );
  });

  it('accepts a photo to analyse or a title to reanalyse, and needs a title for the latter', () => {
    expect(
      analyzeItemInputSchema.parse({ imageUrl: '/media/a.jpg', additionalImages: ['/media/b.jpg'] }),
    ).toEqual({
      imageUrl: '/media/a.jpg',
      additionalImages: ['/media/b.jpg'],
    });
    expect(analyzeItemInputSchema.parse({ titleOnly: true, title: ' Nike hoodie ' })).toEqual({
      titleOnly: true,
      title: 'Nike hoodie',
    });
    const blank = analyzeItemInputSchema.safeParse({ titleOnly: true, title: '  ' });
    expect(blank.success).toBe(false);
    expect(JSON.stringify(blank.error?.issues)).toContain(ANALYSIS_TITLE_REQUIRED);
    expect(analyzeItemInputSchema.safeParse({}).success).toBe(false);
  });

  it('recognises a rate-limit failure by 429 or the words rate limit', () => {
    expect(isRateLimitMessage('Request failed with status 429')).toBe(true);
    expect(isRateLimitMessage('Rate limit reached for gpt-4o')).toBe(true);
    expect(isRateLimitMessage('rate_limit_exceeded')).toBe(true);
    expect(isRateLimitMessage('Internal server error')).toBe(false);
  });
});
