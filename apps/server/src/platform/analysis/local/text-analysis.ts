import type { AnalysisResult } from '@swapyard/domain';
import type { AnalyzeTextInput, ComparablesSource } from '../item-analyzer.ts';
import { findBrand, type BrandMatch } from './brand-dictionary.ts';
import { categoryLabels, detectCategory, type CategoryGuess } from './category-detector.ts';
import { detectCondition, type ConditionGuess } from './condition.ts';
import { confidenceOf } from './confidence.ts';
import { itemTypeFactor } from './item-type-factors.ts';
import { buildKeywords, findColours, findMaterials } from './keywords.ts';
import { baselineValue, estimatePrice, findComparables, type PriceEstimate } from './pricing.ts';
import { detectSize } from './size.ts';
import { cleanTitle, describe } from './title.ts';
import { tokenize, type Token } from './tokens.ts';

/** Evidence from a description or a hint counts half as much as the title's. */
const SECONDARY_WEIGHT = 0.5;

function span(match: BrandMatch | null): Set<number> {
  const set = new Set<number>();
  if (match) for (let i = match.start; i < match.start + match.length; i++) set.add(i);
  return set;
}

/** Reads a title (and any description and hints) with dictionaries only: no network, no model. */
export async function analyseText(
  input: AnalyzeTextInput,
  comparables: ComparablesSource,
): Promise<AnalysisResult> {
  const title = tokenize(input.title);
  const description = tokenize(input.description ?? '');
  const hints = tokenize((input.hints ?? []).join(' '));
  const sources = [title, description, hints];

  const brandMatches = sources.map((tokens) => findBrand(tokens));
  const brand = brandMatches.find(Boolean)?.brand ?? null;
  const category = detectCategory(
    sources.map((tokens, i) => ({ tokens, weight: i === 0 ? 1 : SECONDARY_WEIGHT })),
    brand,
  );
  const condition = detectCondition(
    sources.map((tokens, i) => ({ tokens, skip: span(brandMatches[i] ?? null) })),
  );
  const titleSize = detectSize(title, category.category);
  const size = titleSize.explicit ? titleSize : detectSize([...description, ...hints], category.category);
  const colours = findColours([...title, ...description]);
  const materials = findMaterials([...title, ...description]);

  const found = await findComparables(comparables, {
    category: category.category,
    brand: brand?.name ?? null,
    condition: condition.label,
  });
  const factor = itemTypeFactor(
    category.term,
    title.map((t) => t.text),
  );
  const baseline = baselineValue(category.category, condition.label, brand?.tier ?? null, factor);
  const price = estimatePrice(baseline, found);

  const inTitle = brandMatches[0] ?? null;
  // A product line ('iPhone') names the item as well as the brand, so its words stay in the title.
  const brandTokens = inTitle?.product ? new Set<number>() : span(inTitle);
  const drop = new Set([...condition.claimed, ...titleSize.claimed]);
  const keywords = buildKeywords({
    brand: brand?.name ?? null,
    terms: category.terms,
    colours,
    materials,
    sizeRaw: size.raw,
    tokens: title,
    skip: new Set([...drop, ...brandTokens]),
  });
  const noun = category.subCategory || categoryLabels[category.category];
  const sizeText = size.raw?.replace(/^size /, '') ?? size.label;
  // Suggestions only where the text gave evidence (docs/product/listing.md): with no item word or brand there is
  // no category, and without a category no price; an unstated condition or size is left to the member.
  const known = category.matched;
  const stated = {
    condition: condition.explicit ? condition.label : null,
    size: size.explicit ? sizeText : null,
  };

  return {
    title: cleanTitle({
      title: input.title,
      tokens: title,
      drop,
      brandTokens,
      brand: inTitle ? inTitle.brand.name : null,
      fallback: [brand?.name, category.subCategory || 'Item'].filter(Boolean).join(' '),
    }),
    description:
      input.description?.trim() ||
      (known ? describe({ brand: brand?.name ?? null, noun, colours, materials }) : ''),
    brand: brand?.name ?? '',
    closetCategory: known ? category.category : null,
    subCategory: category.subCategory,
    condition: stated.condition,
    size: stated.size,
    keywords,
    fmvCents: known ? price.fmvCents : null,
    valueCents: known ? price.valueCents : null,
    confidence: confidenceOf({
      categoryMatched: category.matched,
      categoryCertainty: category.certainty,
      brandFound: brand !== null,
      conditionExplicit: condition.explicit,
      sizeExplicit: size.explicit,
      comparables: found.valuesCents.length,
      titleWords: meaningfulWords(title, drop),
    }),
    reasoning: explain(category, brand?.name ?? null, brand?.tier ?? null, condition, size.explicit, price),
    marketData: known ? price.marketData : null,
    pricingMethod: price.pricingMethod,
  };
}

function meaningfulWords(tokens: readonly Token[], drop: ReadonlySet<number>): number {
  return tokens.filter((t, i) => !drop.has(i) && (t.text.length >= 3 || /\d/.test(t.text))).length;
}

const levelText = {
  brand: 'same brand and condition',
  condition: 'same category and condition',
  category: 'same category, any condition',
} as const;

/**
 * The analysis card's notes: what decided the category, brand and condition, where the price came from, and why
 * any field was left empty.
 */
function explain(
  category: CategoryGuess,
  brand: string | null,
  tier: string | null,
  condition: ConditionGuess,
  sizeStated: boolean,
  price: PriceEstimate,
): string {
  if (!category.matched)
    return 'No item word or brand was recognised, so the category and value are left for you to choose.';
  const label = categoryLabels[category.category];
  const what = category.terms.length
    ? `Read as ${label} from "${category.terms.slice(0, 2).join('", "')}"`
    : `Read as ${label} from the brand alone`;
  const who = brand ? `, brand ${brand} (${tier})` : ', no known brand';
  const state = condition.explicit
    ? `, condition from "${condition.phrase}"`
    : `, condition not stated, so it is left for you to choose`;
  const size = sizeStated ? '' : ' No size was stated, so the size is left for you to fill in.';
  const count = price.marketData?.count ?? 0;
  const assumed = condition.explicit ? '' : ` (priced as ${condition.label})`;
  const priced = price.comparablesLevel
    ? `Priced from ${count} comparable Swapyard listing${count === 1 ? '' : 's'} (${levelText[price.comparablesLevel]}) weighed with the ${label} baseline${assumed}.`
    : `Priced from the ${label} baseline for this condition and brand${assumed}, as Swapyard has no comparable listings yet.`;
  return `${what}${who}${state}.${size} ${priced}`;
}
