import { analysisCategories, uploadCategories, type AnalysisCategory } from '@swapyard/domain';
import type { Brand } from './brand-dictionary.ts';
import { categoryLexicon } from './category-lexicon.ts';
import { PhraseIndex, type Token } from './tokens.ts';

interface Term {
  category: AnalysisCategory;
  term: string;
  weight: number;
}

const STRONG = 3;
const WEAK = 1;

export const lexiconIndex = new PhraseIndex<Term>({ plurals: true });
for (const category of analysisCategories) {
  for (const raw of categoryLexicon[category].split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const weak = entry.startsWith('~');
    const term = entry.replace(/^~/, '');
    lexiconIndex.add(term, { category, term, weight: weak ? WEAK : STRONG });
  }
}

const EXTRAS = new Set(['with', 'plus', 'includes', 'including', 'w', '+']);

/** Focal lengths ('50mm', '18-55mm' → '55mm') are a lens on almost any resale site. */
const FOCAL_LENGTH = /^\d{2,3}mm$/;

export interface TextSource {
  tokens: readonly Token[];
  /** The title counts fully; a description or hint counts less, as it often mentions other things. */
  weight: number;
}

export interface CategoryGuess {
  category: AnalysisCategory;
  /** The strongest word that decided the category ('Sneaker', 'Tripod'); '' when only a brand or nothing did. */
  subCategory: string;
  /** That word as the lexicon spells it ('sneaker'), or null. */
  term: string | null;
  /** False when nothing pointed anywhere and the category is only the default. */
  matched: boolean;
  /** 0..1: how clearly the winner beats the runner-up, scaled down when the evidence is thin. */
  certainty: number;
  /** The lexicon words found, strongest first, for keywords and reasoning. */
  terms: string[];
}

/** Clothing is the most common listing on resale sites, and the form's own failure fallback (Tops). */
export const DEFAULT_CATEGORY: AnalysisCategory = 'clothing';

export function detectCategory(sources: readonly TextSource[], brand: Brand | null): CategoryGuess {
  const scores = new Map<AnalysisCategory, number>();
  const best = new Map<AnalysisCategory, { term: string; weight: number }>();
  const found: { term: string; weight: number }[] = [];
  const add = (category: AnalysisCategory, weight: number, term?: string) => {
    scores.set(category, (scores.get(category) ?? 0) + weight);
    if (!term) return;
    found.push({ term, weight });
    const current = best.get(category);
    if (!current || weight > current.weight) best.set(category, { term, weight });
  };

  for (const source of sources) {
    // What comes 'with' an item is an extra, not the item: 'bike with shoes' is a bike.
    const extras = source.tokens.findIndex((t) => EXTRAS.has(t.text));
    for (const match of lexiconIndex.findAll(source.tokens)) {
      const factor = extras >= 0 && match.start > extras ? 0.5 : 1;
      add(match.value.category, match.value.weight * source.weight * factor, match.value.term);
    }
    for (const token of source.tokens) {
      if (FOCAL_LENGTH.test(token.text)) add('camera_equipment', 2 * source.weight);
    }
  }
  if (brand) add(brand.category, brand.prior);

  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top) {
    return {
      category: DEFAULT_CATEGORY,
      subCategory: '',
      term: null,
      matched: false,
      certainty: 0,
      terms: [],
    };
  }

  const margin = (top[1] - (second?.[1] ?? 0)) / top[1];
  // One strong word (3) is decent evidence; a brand prior or a weak word alone is not.
  const strength = Math.min(1, top[1] / 4);
  const term = best.get(top[0])?.term ?? '';
  return {
    category: top[0],
    subCategory: titleCase(term),
    term: term || null,
    matched: true,
    certainty: margin * strength,
    terms: [...new Set(found.sort((a, b) => b.weight - a.weight).map((f) => f.term))],
  };
}

const ACRONYMS = new Set(
  `dslr slr lp lps ep cd cds dvd vhs tv pc gpu cpu ssd dac iem edp edt spf bmx mtg tcg psa af1 eos ps1 ps2 ps3 ps4
  ps5 3ds usb hdmi uv nd bbq led obd obd2 vr hp ram gb tb`.split(/\s+/),
);

/** 'sneaker' → 'Sneaker', 'dslr' → 'DSLR', 'iphone' → 'iPhone', 'pokemon card' → 'Pokemon Card'. */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (/^i(phone|pad|pod|mac)$/.test(word)) return `i${word.charAt(1).toUpperCase()}${word.slice(2)}`;
      if (ACRONYMS.has(word)) return word.toUpperCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/**
 * Upload category labels for descriptions and reasoning: 'shoes_footwear' → 'Shoes & Footwear'
 * (docs/product/listing.md).
 */
export const categoryLabels = Object.fromEntries(uploadCategories.map((c) => [c.value, c.label])) as Record<
  AnalysisCategory,
  string
>;
