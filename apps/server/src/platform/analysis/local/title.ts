import type { Token } from './tokens.ts';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'for',
  'in',
  'on',
  'with',
  'to',
  'by',
  'x',
]);
const MAX_TITLE = 80;

/** 'vintage' → 'Vintage', 'DSLR' and 'iPhone' stay as written, 'VINTAGE' is calmed down to 'Vintage'. */
function caseWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (/\p{Lu}/u.test(word.slice(1)) && /\p{Ll}/u.test(word)) return word;
  if (/^\p{Lu}+\d*$/u.test(word) && word.length <= 4) return word;
  if (/\d/.test(word) && word === word.toUpperCase()) return word;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * A clean listing title: the brand's proper name first, then the seller's own words title-cased, without the
 * condition and size shorthand ('NWT', 'size M'), which have their own fields.
 */
export function cleanTitle(input: {
  title: string;
  tokens: readonly Token[];
  /** Token indices of the brand, condition and size in `title`. */
  drop: ReadonlySet<number>;
  brandTokens: ReadonlySet<number>;
  brand: string | null;
  fallback: string;
}): string {
  const words = input.title.split(/\s+/).filter(Boolean);
  const byWord = new Map<number, number[]>();
  input.tokens.forEach((token, i) => byWord.set(token.word, [...(byWord.get(token.word) ?? []), i]));
  const droppedWord = (w: number, set: ReadonlySet<number>) => {
    const indices = byWord.get(w);
    return indices !== undefined && indices.every((i) => set.has(i));
  };
  const kept = words.filter((word, w) => {
    if (!byWord.has(w)) return false; // punctuation only: '-', '|', '•'
    if (input.brand && droppedWord(w, input.brandTokens)) return false;
    return !droppedWord(w, input.drop);
  });
  const body = kept.map((word, i) => caseWord(word.replace(/[,;:|]+$/, ''), i === 0 && !input.brand));
  // 'Apple Watch' is a product line that already starts with its brand: no 'Apple Apple Watch'.
  const named = input.brand && body.join(' ').toLowerCase().startsWith(input.brand.toLowerCase());
  const title = [named ? null : input.brand, ...body]
    .filter(Boolean)
    .join(' ')
    .replace(/[\s\-–,/(]+$/, '')
    .replace(/^[\s\-–,/)]+/, '')
    .trim();
  return truncate(title || input.fallback);
}

function truncate(title: string): string {
  if (title.length <= MAX_TITLE) return title;
  const cut = title.slice(0, MAX_TITLE);
  return cut.slice(0, cut.lastIndexOf(' ')).trim() || cut;
}

/**
 * A short, plain description of what the text stated that no other field holds (colour, material), or '' when it
 * stated none. It is a member-facing field, so it holds facts only: what was assumed or is missing goes in the
 * reasoning instead, and the condition and size are left to their own fields, where the member may have set them
 * differently (docs/product/listing.md).
 */
export function describe(parts: {
  brand: string | null;
  noun: string;
  colours: readonly string[];
  materials: readonly string[];
}): string {
  const facts: string[] = [];
  if (parts.colours.length) facts.push(`Colour: ${parts.colours.join(', ')}.`);
  if (parts.materials.length) facts.push(`Material: ${parts.materials.join(', ')}.`);
  if (!facts.length) return '';
  const repeats = parts.brand && parts.noun.toLowerCase().startsWith(parts.brand.toLowerCase());
  const what = capitalise([repeats ? null : parts.brand, parts.noun].filter(Boolean).join(' '));
  return [`${what}.`, ...facts].join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
