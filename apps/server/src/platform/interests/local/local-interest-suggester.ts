import {
  MAX_AI_SUGGESTIONS,
  surveyCategories,
  type InterestSuggestion,
  type SurveyCategory,
} from '@swapyard/domain';
import type { InterestSuggester, SuggestInterestsInput } from '../interest-suggester.ts';
import { taxonomy, type TaxonomyEntry } from './parse-taxonomy.ts';
import { prepareText, trigramSimilarity, wordMatches, type PreparedText } from './text-match.ts';

interface IndexedEntry {
  entry: TaxonomyEntry;
  /** The name, then every alias, prepared once. */
  forms: PreparedText[];
}

/** Below this an interest is not worth offering. */
const MIN_SCORE = 0.5;
/** Related interests of a strong match rank just under it, each a little lower than the one before. */
const RELATED_WEIGHT = 0.88;
const RELATED_STEP = 0.01;
const STRONG_MATCH = 0.7;

/** How well the typed text names one form of an interest, 0 when it does not. */
function formScore(typed: PreparedText, form: PreparedText, isAlias: boolean): number {
  if (!typed.text || !form.text) return 0;
  if (form.text === typed.text) return 1;
  // Two letters are the start of too many aliases ('ai' → 'airpods'); names only, then.
  const prefixes = typed.text.length >= 3 || !isAlias;
  if (prefixes && form.text.startsWith(typed.text)) return 0.92;
  if (prefixes && ` ${form.text}`.includes(` ${typed.text}`)) return 0.85;
  // The interest is named inside a longer text ('I collect vintage denim'): the longer name is the better match.
  if (` ${typed.text} `.includes(` ${form.text} `)) return 0.8 + 0.02 * Math.min(form.words.length, 4);
  const matched = form.words.filter((word) => typed.words.some((t) => wordMatches(t, word))).length;
  if (matched === form.words.length) return 0.7;
  const similarity = typed.text.length >= 4 ? trigramSimilarity(typed, form) : 0;
  if (similarity >= 0.55) return 0.72 * similarity;
  // Part of a longer interest, by a long enough word: 'vintge' → 'Vintage Denim'.
  const longWord = typed.words.some((t) => t.length >= 4);
  return matched > 0 && longWord ? 0.55 : 0;
}

/**
 * Offline suggestions from a taxonomy of a few hundred interests per category, each with aliases and related
 * interests. Typos are forgiven ('vintge' → Vintage) and strong matches bring their related interests ('jazz' →
 * Vinyl Records, Blue Note). The index is built once; a request scores about a hundred entries.
 */
export class LocalInterestSuggester implements InterestSuggester {
  private readonly index: Record<SurveyCategory, IndexedEntry[]>;
  /** Canonical spelling of every known interest, so a related term is shown as its entry spells it. */
  private readonly canonical = new Map<string, string>();

  constructor(source: Record<SurveyCategory, TaxonomyEntry[]> = taxonomy) {
    this.index = Object.fromEntries(
      surveyCategories.map((category) => [
        category,
        source[category].map((entry) => ({
          entry,
          forms: [entry.name, ...entry.aliases].map(prepareText),
        })),
      ]),
    ) as Record<SurveyCategory, IndexedEntry[]>;
    for (const category of surveyCategories) {
      for (const entry of source[category]) this.canonical.set(entry.name.toLowerCase(), entry.name);
    }
  }

  async suggest({ text, category }: SuggestInterestsInput): Promise<InterestSuggestion[]> {
    const typed = prepareText(text);
    const scores = new Map<string, number>();
    const offer = (name: string, score: number) => {
      const shown = this.canonical.get(name.toLowerCase()) ?? name;
      if (score > (scores.get(shown) ?? 0)) scores.set(shown, score);
    };

    for (const { entry, forms } of this.index[category]) {
      const score = Math.max(...forms.map((form, i) => formScore(typed, form, i > 0)));
      if (score < MIN_SCORE) continue;
      offer(entry.name, score);
      if (score < STRONG_MATCH) continue;
      entry.related.forEach((name, position) =>
        offer(name, score * RELATED_WEIGHT - position * RELATED_STEP),
      );
    }

    return [...scores]
      .filter(([, score]) => score >= MIN_SCORE)
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a.localeCompare(b, 'en'))
      .slice(0, MAX_AI_SUGGESTIONS)
      .map(([subcategory]) => ({ category, subcategory }));
  }
}
