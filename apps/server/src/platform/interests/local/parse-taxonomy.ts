import { surveyCategories, type SurveyCategory } from '@swapyard/domain';
import { artsCrafts } from './taxonomy/arts-crafts.ts';
import { beautyWellness } from './taxonomy/beauty-wellness.ts';
import { collectibles } from './taxonomy/collectibles.ts';
import { fashion } from './taxonomy/fashion.ts';
import { music } from './taxonomy/music.ts';
import { technology } from './taxonomy/technology.ts';

export interface TaxonomyEntry {
  /** How the interest is offered, e.g. 'Vinyl Records'. */
  name: string;
  /** Other ways members type it ('vinyl', 'lps'): they find the entry but are never shown. */
  aliases: string[];
  /** Interests someone into this one often has too ('Jazz' → 'Blue Note'), best first. */
  related: string[];
}

const sources: Record<SurveyCategory, string> = {
  Music: music,
  Fashion: fashion,
  Technology: technology,
  Collectibles: collectibles,
  'Arts & Crafts': artsCrafts,
  'Beauty & Wellness': beautyWellness,
};

const list = (field: string | undefined) =>
  (field ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** One line `Name | aliases | related`: kept as text so the data stays readable and cheap to extend. */
export function parseTaxonomy(source: string): TaxonomyEntry[] {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name, aliases, related] = line.split('|');
      return { name: name!.trim(), aliases: list(aliases), related: list(related) };
    });
}

export const taxonomy: Record<SurveyCategory, TaxonomyEntry[]> = Object.fromEntries(
  surveyCategories.map((category) => [category, parseTaxonomy(sources[category])]),
) as Record<SurveyCategory, TaxonomyEntry[]>;
