import {
  categoryHasNoSizes,
  MAX_PHOTO_TEXT_LENGTH,
  PRICE_EVIDENCE_TEXTS,
  type AnalysisResult,
  type PhotoTextField,
} from '@swapyard/domain';
import type { AnalyzeTextInput, ComparablesSource } from '../item-analyzer.ts';
import { findBrand, type BrandMatch } from './brand-dictionary.ts';
import { categoryLabels, detectCategory, type CategoryGuess } from './category-detector.ts';
import { detectCondition, type ConditionGuess } from './condition.ts';
import { confidenceOf } from './confidence.ts';
import { priceByEvidence } from './evidence.ts';
import { buildKeywords, findColours, findMaterials } from './keywords.ts';
import type { PriceEstimate, ScoredComparable } from './pricing.ts';
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
  /** Listings the item's photos closely resemble: evidence of its price alongside the words. */
  alikeByPhotos: ScoredComparable[] = [],
): Promise<AnalysisResult> {
  const title = tokenize(input.title);
  const description = tokenize(input.description ?? '');
  const hints = tokenize((input.hints ?? []).join(' '));
  const photoText = tokenize(input.photoText ?? '');
  const written = [title, description, hints];
  const sources = [...written, photoText];

  const brandMatches = sources.map((tokens) => findBrand(tokens));
  const brandSource = brandMatches.findIndex(Boolean);
  const brand = brandMatches[brandSource]?.brand ?? null;
  const weighed = (list: Token[][]) =>
    list.map((tokens, i) => ({ tokens, weight: i === 0 ? 1 : SECONDARY_WEIGHT }));
  const category = detectCategory(weighed(sources), brand);
  // Never from the photos' text: a label's 'NEW COLLECTION' says nothing of this item's wear.
  const condition = detectCondition(
    written.map((tokens, i) => ({ tokens, skip: span(brandMatches[i] ?? null) })),
  );
  const titleSize = detectSize(title, category.category);
  const writtenSize = titleSize.explicit
    ? titleSize
    : detectSize([...description, ...hints], category.category);
  // A label's brand is no size: the 'M' of 'H&M'.
  const photoBrand = span(brandMatches[sources.length - 1] ?? null);
  const photoSize = writtenSize.explicit
    ? null
    : detectSize(
        photoText.filter((_, i) => !photoBrand.has(i)),
        category.category,
      );
  const size = photoSize?.explicit ? photoSize : writtenSize;
  // Where a field came from the text in the photos rather than the member's words (the card says so).
  const readFromPhoto: PhotoTextField[] = [];
  if (brandSource === sources.length - 1) readFromPhoto.push('brand');
  if (photoSize?.explicit && !categoryHasNoSizes(category.category)) readFromPhoto.push('size');
  if (
    category.matched &&
    !detectCategory(weighed(written), brandSource < written.length ? brand : null).matched
  )
    readFromPhoto.push('category');
  const colours = findColours([...title, ...description]);
  const materials = findMaterials([...title, ...description]);

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
  const price = await priceByEvidence(
    comparables,
    {
      title: input.title,
      brand: brand?.name ?? null,
      category: known ? category.category : null,
      size: stated.size,
      condition: stated.condition,
    },
    { memberId: input.memberId, alikeByPhotos },
  );

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
    fmvCents: price.fmvCents,
    valueCents: price.valueCents,
    confidence: confidenceOf({
      categoryMatched: category.matched,
      categoryCertainty: category.certainty,
      brandFound: brand !== null,
      conditionExplicit: condition.explicit,
      sizeExplicit: size.explicit,
      comparables: price.marketData?.count ?? 0,
      titleWords: meaningfulWords(title, drop),
    }),
    reasoning: explain(category, brand?.name ?? null, brand?.tier ?? null, condition, size.explicit, price),
    marketData: price.marketData,
    pricingMethod: price.marketData ? 'market-heavy' : 'ai-only',
    priceHint: price.priceHint,
    modelGuessCents: null,
    readFromPhoto,
    photoText: (input.photoText ?? '').slice(0, MAX_PHOTO_TEXT_LENGTH),
  };
}

function meaningfulWords(tokens: readonly Token[], drop: ReadonlySet<number>): number {
  return tokens.filter((t, i) => !drop.has(i) && (t.text.length >= 3 || /\d/.test(t.text))).length;
}

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
    return `No item word or brand was recognised, so the category is left for you to choose. ${pricedBy(price, condition.explicit)}`;
  const label = categoryLabels[category.category];
  const what = category.terms.length
    ? `Read as ${label} from "${category.terms.slice(0, 2).join('", "')}"`
    : `Read as ${label} from the brand alone`;
  const who = brand ? `, brand ${brand} (${tier})` : ', no known brand';
  const state = condition.explicit
    ? `, condition from "${condition.phrase}"`
    : `, condition not stated, so it is left for you to choose`;
  const size = sizeStated ? '' : ' No size was stated, so the size is left for you to fill in.';
  return `${what}${who}${state}.${size} ${pricedBy(price, condition.explicit)}`;
}

/** Where the price came from, or why there is none. */
export function pricedBy(price: PriceEstimate, conditionStated: boolean): string {
  if (!price.marketData) return `${PRICE_EVIDENCE_TEXTS.notEnough}, so the value is left for you to set.`;
  const adjusted = conditionStated ? ', adjusted to its condition' : '';
  return `${PRICE_EVIDENCE_TEXTS.summary(price.marketData)}: the suggestion is their weighted middle${adjusted}.`;
}
