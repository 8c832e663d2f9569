import type { AnalysisConditionLabel } from '@swapyard/domain';
import { PhraseIndex, type Token } from './tokens.ts';

type Phrases = Record<AnalysisConditionLabel, string>;

/** Resale shorthand for each condition label (NWT, BNWT, EUC…). Longest phrase wins: 'worn once' is not 'worn'. */
const phrases: Phrases = {
  'New with Tags': `nwt, bnwt, new with tags, brand new with tags, new with tag, tags attached, tags on, nwb,
    new with box, nib, bnib, new in box, brand new in box, new in package, nip, sealed, factory sealed,
    unopened, brand new, deadstock, ds`,
  'Like New': `like new, mint, mint condition, near mint, nm, barely worn, barely used, worn once, worn twice,
    used once, never worn, never used, nwot, new without tags, excellent condition, euc, pristine, as new,
    open box, new, unworn`,
  Good: `good condition, gently used, gently worn, lightly used, lightly worn, pre owned, preowned, pre loved,
    preloved, gud, vguc, guc, very good condition, used, great condition, works great, fully working`,
  Fair: `fair condition, worn, some wear, signs of wear, visible wear, vintage wear, scuffs, scuffed, scratches,
    scratched, faded, fading, pilling, minor flaws, flaws, small stain, stain, distressed, needs cleaning, well loved,
    wear and tear, cracked, repaired`,
  'Well Worn': `well worn, heavily worn, heavily used, for parts, parts only, not working, broken, damaged, stains,
    stained, holes, ripped, rips, torn, as is, spares or repairs, beat up, thrashed`,
};

/** Phrases that look like a condition but are not one ('New Era', 'New York'). */
const neutral = `new york, new era, new orleans, new zealand, new england, new mexico, new jersey, new wave, new age,
  new look, new balance, new year, new years, ds lite, nintendo ds, mint green, mint colour, mint color`;

const index = new PhraseIndex<AnalysisConditionLabel | null>();
for (const phrase of neutral.split(',')) index.add(phrase.trim(), null);
for (const [label, list] of Object.entries(phrases) as [AnalysisConditionLabel, string][]) {
  for (const phrase of list.split(',')) index.add(phrase.trim(), label);
}

const rank: AnalysisConditionLabel[] = ['New with Tags', 'Like New', 'Good', 'Fair', 'Well Worn'];

export interface ConditionGuess {
  label: AnalysisConditionLabel;
  /** False when nothing was said and 'Good' is only the default (docs/product/listing.md). */
  explicit: boolean;
  /** The phrase that decided it, as found in the text. */
  phrase: string | null;
  /** Tokens of the title that name a condition, so the clean title can drop them. */
  claimed: Set<number>;
}

/**
 * When a text names two conditions ('NWT, small stain') the worse one wins: a listing that undersells its
 * condition disappoints nobody, the reverse starts a dispute.
 */
export function detectCondition(
  sources: readonly { tokens: readonly Token[]; skip?: ReadonlySet<number> }[],
): ConditionGuess {
  let worst: { label: AnalysisConditionLabel; phrase: string } | null = null;
  const claimed = new Set<number>();
  sources.forEach((source, sourceIndex) => {
    for (const match of index.findAll(source.tokens, source.skip)) {
      if (match.value === null) continue;
      const phrase = source.tokens
        .slice(match.start, match.start + match.length)
        .map((t) => t.text)
        .join(' ');
      if (sourceIndex === 0) for (let i = 0; i < match.length; i++) claimed.add(match.start + i);
      if (!worst || rank.indexOf(match.value) > rank.indexOf(worst.label))
        worst = { label: match.value, phrase };
    }
  });
  const found = worst as { label: AnalysisConditionLabel; phrase: string } | null;
  if (!found) return { label: 'Good', explicit: false, phrase: null, claimed };
  return { label: found.label, explicit: true, phrase: found.phrase, claimed };
}
