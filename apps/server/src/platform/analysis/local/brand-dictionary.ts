import type { AnalysisCategory } from '@swapyard/domain';
import type { BrandGroup, BrandTier } from './brand-types.ts';
import { fashionBrands } from './brands-fashion.ts';
import { goodsBrands } from './brands-goods.ts';
import { techBrands } from './brands-tech.ts';
import { PhraseIndex, tokenize, type Token } from './tokens.ts';

export interface Brand {
  name: string;
  aliases: string[];
  tier: BrandTier;
  category: AnalysisCategory;
  /** Weight the brand alone adds to its category's score. */
  prior: number;
  /** Also an everyday word: only counts when capitalised in the text. */
  weak: boolean;
  /** Product lines that imply the brand ('iphone' → Apple); they stay in the title, the brand is put before them. */
  products: string[];
}

function expand(groups: readonly BrandGroup[]): Brand[] {
  return groups.flatMap((group) =>
    group.names
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const weak = entry.startsWith('~');
        const [name = '', ...rest] = entry.replace(/^~/, '').split('|');
        const aliases = rest.filter((a) => !a.startsWith('+'));
        const products = rest.filter((a) => a.startsWith('+')).map((a) => a.slice(1));
        return {
          name,
          aliases,
          products,
          tier: group.tier,
          category: group.category,
          prior: group.prior ?? 2,
          weak,
        };
      }),
  );
}

export const brands: readonly Brand[] = expand([...fashionBrands, ...techBrands, ...goodsBrands]);

const index = new PhraseIndex<{ brand: Brand; product: boolean }>();
for (const brand of brands) {
  for (const phrase of [brand.name, ...brand.aliases]) index.add(phrase, { brand, product: false });
  for (const phrase of brand.products) index.add(phrase, { brand, product: true });
}

export interface BrandMatch {
  brand: Brand;
  start: number;
  length: number;
  /** Matched a product line, not the brand's name: the words are the item's, not to be replaced. */
  product: boolean;
}

/**
 * The first brand named in the text. Matching is on folded tokens, so case, accents and apostrophes do not matter
 * ('LOUIS VUITTON', 'Hermes', 'levis'); the longest name wins ('Hugo Boss' over 'Boss', 'Nike ACG' over 'Nike').
 */
export function findBrand(tokens: readonly Token[]): BrandMatch | null {
  for (let i = 0; i < tokens.length; i++) {
    const match = index.matchAt(tokens, i);
    if (!match) continue;
    const words = tokens.slice(i, i + match.length);
    if (match.value.brand.weak && !words.every((t) => t.cased)) continue;
    return { brand: match.value.brand, start: i, length: match.length, product: match.value.product };
  }
  return null;
}

/** The dictionary entry for a canonical name or alias, e.g. to price a brand the member typed in themselves. */
export function brandByName(name: string): Brand | null {
  const tokens = tokenize(name).map((token) => ({ ...token, cased: true }));
  const match = findBrand(tokens);
  return match && match.length === tokens.length ? match.brand : null;
}
