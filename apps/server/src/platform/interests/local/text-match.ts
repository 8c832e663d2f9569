/** Lower case, accents and punctuation gone, '&' read as 'and': 'Pokémon  Cards!' → 'pokemon cards'. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A text prepared once for matching: its normal form, words and letter trigrams. */
export interface PreparedText {
  text: string;
  words: string[];
  trigrams: Set<string>;
}

export function prepareText(raw: string): PreparedText {
  const text = normaliseText(raw);
  const padded = `  ${text} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return { text, words: text ? text.split(' ') : [], trigrams };
}

/** Dice coefficient of two trigram sets: 1 for equal texts, near 0 for unrelated ones. */
export function trigramSimilarity(a: PreparedText, b: PreparedText): number {
  if (a.trigrams.size === 0 || b.trigrams.size === 0) return 0;
  let shared = 0;
  for (const trigram of a.trigrams) if (b.trigrams.has(trigram)) shared++;
  return (2 * shared) / (a.trigrams.size + b.trigrams.size);
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) from a to b, or `limit + 1` as soon as it must exceed
 * the limit: we only ever ask "is this one or two typos away?".
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos forgiven in a typed word: none below four letters (too many short words look alike), two from eight. */
export const typosAllowed = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** Whether a typed word stands for a word of an interest: the same, its start (3+ letters), or a typo of it. */
export function wordMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length >= 3 && word.startsWith(typed)) return true;
  const allowed = typosAllowed(typed);
  return allowed > 0 && typoDistance(typed, word, allowed) <= allowed;
}
