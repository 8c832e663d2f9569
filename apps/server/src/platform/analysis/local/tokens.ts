/** One normalised word piece, with the index of the source word it came from (to rebuild a clean title). */
export interface Token {
  text: string;
  word: number;
  /** The source word does not start with a lowercase letter: 'Coach' the brand rather than 'coach' the word. */
  cased: boolean;
}

/** Lowercase and strip accents, so 'Hermès', 'HERMES' and 'hermes' are one word. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Splits one word the same way for the text and for the dictionaries, so both sides always agree: apostrophes vanish
 * ("Levi's" → levis), '&' stands alone (H&M → h & m), hyphens and slashes split (t-shirt → t shirt), decimals stay.
 */
function pieces(word: string): string[] {
  const cleaned = fold(word).replace(/['’`]/g, '').replace(/&/g, ' & ');
  // A dot splits words ('a.p.c.') except between digits ('9.5', 'f/1.8').
  return cleaned
    .split(/[^a-z0-9&.]+|(?<!\d)\.|\.(?!\d)/)
    .filter((piece) => piece !== undefined && piece.length > 0);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  text
    .split(/\s+/)
    .filter(Boolean)
    .forEach((word, index) => {
      const cased = !/^\p{Ll}/u.test(word);
      for (const piece of pieces(word)) tokens.push({ text: piece, word: index, cased });
    });
  return tokens;
}

export function phraseTokens(phrase: string): string[] {
  return phrase.split(/\s+/).flatMap(pieces);
}

/** Singular guesses for the last word of a phrase, so a lexicon lists 'sneaker' once and still matches 'sneakers'. */
function singulars(word: string): string[] {
  if (word.length < 4) return [];
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

export interface PhraseMatch<T> {
  value: T;
  start: number;
  length: number;
}

/** Multiword dictionary lookups over a token list: at each position the longest phrase wins. */
export class PhraseIndex<T> {
  private readonly entries = new Map<string, T>();
  private maxLength = 1;

  constructor(private readonly options: { plurals?: boolean } = {}) {}

  add(phrase: string, value: T): void {
    const tokens = phraseTokens(phrase);
    if (tokens.length === 0) return;
    const key = tokens.join(' ');
    if (!this.entries.has(key)) this.entries.set(key, value);
    this.maxLength = Math.max(this.maxLength, tokens.length);
  }

  has(phrase: string): boolean {
    return this.entries.has(phraseTokens(phrase).join(' '));
  }

  get size(): number {
    return this.entries.size;
  }

  matchAt(tokens: readonly Token[], start: number): PhraseMatch<T> | null {
    for (let length = Math.min(this.maxLength, tokens.length - start); length >= 1; length--) {
      const words = tokens.slice(start, start + length).map((t) => t.text);
      const value = this.lookup(words);
      if (value !== undefined) return { value, start, length };
    }
    return null;
  }

  /** Non-overlapping longest matches, left to right. `skip` marks tokens already claimed by another dictionary. */
  findAll(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (skip.has(i)) continue;
      const match = this.matchAt(tokens, i);
      if (!match || rangeHits(skip, i, match.length)) continue;
      found.push(match);
      i += match.length - 1;
    }
    return found;
  }

  private lookup(words: string[]): T | undefined {
    const exact = this.entries.get(words.join(' '));
    if (exact !== undefined || !this.options.plurals) return exact;
    const last = words[words.length - 1] ?? '';
    for (const singular of singulars(last)) {
      const value = this.entries.get([...words.slice(0, -1), singular].join(' '));
      if (value !== undefined) return value;
    }
    return undefined;
  }
}

function rangeHits(skip: ReadonlySet<number>, start: number, length: number): boolean {
  for (let i = start; i < start + length; i++) if (skip.has(i)) return true;
  return false;
}
