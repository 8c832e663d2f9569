import type { AnalysisCategory } from '@swapyard/domain';

/** How a brand moves a price: luxury and premium sell above the category baseline, budget below. */
export type BrandTier = 'luxury' | 'premium' | 'mainstream' | 'budget';

/**
 * A dictionary group: brands sharing a tier and a likely category. `names` is comma-separated; each entry is
 * 'Canonical|alias|alias'. A leading '~' marks a brand that is also an everyday word (Coach, Gap, Boss): it only
 * counts when the title capitalises it. `prior` is how strongly the brand alone suggests the category: a guitar
 * maker says more than a fashion house that also sells perfume.
 */
export interface BrandGroup {
  tier: BrandTier;
  category: AnalysisCategory;
  prior?: number;
  names: string;
}
