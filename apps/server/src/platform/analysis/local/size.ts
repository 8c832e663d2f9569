import {
  categoryHasNoSizes,
  NO_SIZE_LABEL,
  type AnalysisCategory,
  type AnalysisSizeLabel,
} from '@swapyard/domain';
import type { Token } from './tokens.ts';

export interface SizeGuess {
  label: AnalysisSizeLabel;
  /** A size the label set cannot hold ('US 9', 'W32 L30'), kept so the member still sees it in the keywords. */
  raw: string | null;
  /** True when the text stated a size, or when sizes do not apply to the category at all. */
  explicit: boolean;
  claimed: Set<number>;
}

const letters: Record<string, AnalysisSizeLabel> = {
  xxs: 'XS',
  xs: 'XS',
  s: 'S',
  m: 'M',
  l: 'L',
  xl: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
  xxxl: 'XXL',
  '3xl': 'XXL',
  '4xl': 'XXL',
};
const words: Record<string, AnalysisSizeLabel> = {
  small: 'S',
  medium: 'M',
  med: 'M',
  large: 'L',
  'x small': 'XS',
  'extra small': 'XS',
  'x large': 'XL',
  'extra large': 'XL',
  'xx large': 'XXL',
};
const ONE_SIZE = new Set(['one size', 'onesize', 'os', 'osfa', 'one size fits all', 'one size fits most']);
const SIZE_WORD = new Set(['size', 'sz', 'sizes']);
const REGION = new Set(['us', 'uk', 'eu', 'eur', 'fr', 'it', 'jp', 'au']);
const NUMBER = /^\d{1,2}(\.5)?$/;
const REGION_NUMBER = /^(us|uk|eu|eur)(\d{1,2}(\.5)?)$/;
const WAIST = /^w\d{2}$/;
const LENGTH = /^l\d{2}$/;
const WAIST_BY_LENGTH = /^\d{2}x\d{2}$/;

export function detectSize(tokens: readonly Token[], category: AnalysisCategory): SizeGuess {
  const claimed = new Set<number>();
  const claim = (start: number, length: number) => {
    for (let i = start; i < start + length; i++) claimed.add(i);
  };
  const text = (i: number, n = 1) =>
    tokens
      .slice(i, i + n)
      .map((t) => t.text)
      .join(' ');
  // Only things worn have sizes; anything else is 'N/A', stored as one_size (docs/product/listing.md).
  if (categoryHasNoSizes(category)) return { label: NO_SIZE_LABEL, raw: null, explicit: true, claimed };
  const apparel = category === 'clothing';

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const afterSizeWord = i > 0 && SIZE_WORD.has(tokens[i - 1]!.text);
    const start = afterSizeWord ? i - 1 : i;
    for (const n of [4, 3, 2, 1]) {
      if (ONE_SIZE.has(text(i, n))) {
        claim(start, i - start + n);
        return { label: 'One Size', raw: null, explicit: true, claimed };
      }
    }
    for (const n of [2, 1]) {
      const label = words[text(i, n)];
      if (label && (afterSizeWord || (apparel && n === 2) || (apparel && token.cased))) {
        claim(start, i - start + n);
        return { label, raw: null, explicit: true, claimed };
      }
    }
    const letter = letters[token.text];
    // A bare 'S', 'M' or 'L' is a size only when written as a capital in a clothing title or after 'size'.
    if (letter && (afterSizeWord || token.text.length > 1 || (apparel && token.cased))) {
      claim(start, i - start + 1);
      return { label: letter, raw: null, explicit: true, claimed };
    }
    const raw = numericSize(tokens, i, afterSizeWord);
    if (raw) {
      claim(start, i - start + raw.length);
      return { label: 'N/A', raw: raw.text, explicit: true, claimed };
    }
  }
  return { label: 'N/A', raw: null, explicit: false, claimed };
}

/** Shoe, waist and numeric dress sizes: 'US 9', 'EU42', 'size 10.5', 'W32 L30', '32x30'. */
function numericSize(
  tokens: readonly Token[],
  i: number,
  afterSizeWord: boolean,
): { text: string; length: number } | null {
  const token = tokens[i]!.text;
  const next = tokens[i + 1]?.text ?? '';
  if (REGION.has(token) && NUMBER.test(next)) return { text: `${token.toUpperCase()} ${next}`, length: 2 };
  const joined = REGION_NUMBER.exec(token);
  if (joined) return { text: `${joined[1]!.toUpperCase()} ${joined[2]}`, length: 1 };
  if (WAIST.test(token)) {
    const both = LENGTH.test(next);
    return {
      text: both ? `${token.toUpperCase()} ${next.toUpperCase()}` : token.toUpperCase(),
      length: both ? 2 : 1,
    };
  }
  if (WAIST_BY_LENGTH.test(token)) return { text: token, length: 1 };
  if (afterSizeWord && NUMBER.test(token)) return { text: `size ${token}`, length: 1 };
  return null;
}
