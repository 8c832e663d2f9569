import { analysisCategories, type AnalysisCategory } from '@swapyard/domain';
import { findBrand } from './brand-dictionary.ts';
import { lexiconIndex } from './category-detector.ts';
import { detectCondition } from './condition.ts';
import { colourIndex, materialIndex, STOPWORDS } from './keywords.ts';
import { detectSize } from './size.ts';
import { tokenize, type Token } from './tokens.ts';

/**
 * How alike two items are, from what their listings say (docs/product/listing.md, "Suggested prices"): the words
 * that name the item, its brand and its size. Comparable means alike, not merely of the same category: a cup is
 * priced from cups, never from every kitchen listing.
 */

/** An item word ('cup', 'jeans') or a model number ('501', 'ae1') says most about which item it is. */
const NAMING_WEIGHT = 2;
const WORD_WEIGHT = 1;
/** Colours and materials describe many different items. */
const DESCRIBING_WEIGHT = 0.5;
/** Below this, two items are not evidence of each other's price. */
export const MIN_LIKENESS = 0.35;
/** Each naming word one item has and the other lacks ('stand' mixer, 'hand' mixer; a 501 and a 505). */
const MISSING_NAMING_FACTOR = 0.7;
/**
 * Words that make a listing something for the item rather than the item: an iPhone case is never priced from
 * iPhones, nor the other way round.
 */
const ACCESSORY_WORDS = new Set(
  'case cover sleeve charger cable adapter strap protector skin holder mount remote manual'.split(' '),
);
/** 'Box only', 'empty box': the box without the item ('with box' is the item with its box). */
const BOX_ONLY = /\b(box only|empty box|just the box)\b/;
/** A number with a unit ('128gb', '50mm') says which variant, not which item. */
const MEASURE = /^\d+(\.\d+)?(gb|tb|mb|mm|cm|ml|oz|w|mah|in|inch)$/;

export interface ItemProfile {
  /** Each word that says what the item is, singular, with how much it says. */
  words: Map<string, number>;
  /** Whether its words name an accessory for something (a case, a charger). */
  accessory: boolean;
  /** Those words as written (lower-cased), to look comparables up by. */
  queryWords: string[];
  /** Folded, without apostrophes ('levis'). */
  brand: string | null;
  category: string | null;
  /** Folded and without spaces ('w32', 'm'). */
  size: string | null;
}

const categories = new Set<string>(analysisCategories);
const plain = (text: string) =>
  tokenize(text)
    .map((t) => t.text)
    .join(' ');

/** 'cups' and 'cup' are one word; short words and 'ss' endings ('dress') are left alone. */
export function singular(word: string): string {
  if (word.length < 4 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function indices(matches: readonly { start: number; length: number }[]): Set<number> {
  const set = new Set<number>();
  for (const m of matches) for (let i = m.start; i < m.start + m.length; i++) set.add(i);
  return set;
}

export function profileOf(item: {
  title: string;
  brand?: string | null;
  category?: string | null;
  size?: string | null;
}): ItemProfile {
  const tokens = tokenize(item.title);
  const category = item.category && categories.has(item.category) ? item.category : null;
  const named = findBrand(tokens);
  const brand = item.brand?.trim() ? plain(item.brand) : named ? plain(named.brand.name) : null;
  const brandWords = new Set(brand?.split(' ') ?? []);
  const sizeGuess = detectSize(tokens, (category ?? 'clothing') as AnalysisCategory);
  const skip = new Set([
    ...detectCondition([{ tokens }]).claimed,
    ...sizeGuess.claimed,
    // A product line ('iPhone') names the item as much as the brand, so its words stay.
    ...(named && !named.product ? indices([named]) : []),
  ]);
  const naming = indices(lexiconIndex.findAll(tokens));
  const describing = indices([...colourIndex.findAll(tokens), ...materialIndex.findAll(tokens)]);
  const words = new Map<string, number>();
  const queryWords = new Set<string>();
  tokens.forEach((token: Token, i) => {
    const text = token.text;
    if (skip.has(i) || brandWords.has(text) || STOPWORDS.has(text) || text === '&') return;
    const hasDigit = /\d/.test(text);
    if (text.length < 2 || (text.length < 3 && !hasDigit)) return;
    const modelNumber = hasDigit && !MEASURE.test(text);
    const weight =
      naming.has(i) || modelNumber ? NAMING_WEIGHT : describing.has(i) ? DESCRIBING_WEIGHT : WORD_WEIGHT;
    const key = singular(text);
    words.set(key, Math.max(words.get(key) ?? 0, weight));
    queryWords.add(text);
  });
  const size = item.size?.trim() || sizeGuess.raw || (sizeGuess.explicit ? sizeGuess.label : null);
  const accessory =
    tokens.some((t) => ACCESSORY_WORDS.has(singular(t.text))) ||
    BOX_ONLY.test(tokens.map((t) => t.text).join(' '));
  return {
    words,
    accessory,
    queryWords: [...queryWords],
    brand,
    category,
    size: size ? plain(size).replace(/\s+/g, '') : null,
  };
}

/**
 * 0..1. Different brands or categories are not alike at all, nor an accessory and what it is for, nor items
 * sharing only a colour or material; otherwise the weighted overlap of their words leads, the same brand and size
 * add to it, and each naming word only one of them has takes a share away.
 */
export function likeness(a: ItemProfile, b: ItemProfile): number {
  if (a.brand && b.brand && a.brand !== b.brand) return 0;
  if (a.category && b.category && a.category !== b.category) return 0;
  if (a.accessory !== b.accessory) return 0;
  let shared = 0;
  let strongest = 0;
  let missing = 0;
  for (const [word, weight] of a.words) {
    const other = b.words.get(word);
    if (other !== undefined) {
      shared += Math.min(weight, other);
      strongest = Math.max(strongest, Math.min(weight, other));
    } else if (weight === NAMING_WEIGHT) missing++;
  }
  for (const [word, weight] of b.words) if (weight === NAMING_WEIGHT && !a.words.has(word)) missing++;
  if (strongest < WORD_WEIGHT) return 0;
  const total = sum(a.words) + sum(b.words);
  const words = (2 * shared) / total;
  const brand = a.brand !== null && a.brand === b.brand ? 0.15 : 0;
  const size = a.size !== null && a.size === b.size ? 0.1 : 0;
  return Math.round((0.75 * words + brand + size) * MISSING_NAMING_FACTOR ** missing * 100) / 100;
}

function sum(words: Map<string, number>): number {
  let total = 0;
  for (const weight of words.values()) total += weight;
  return total;
}
