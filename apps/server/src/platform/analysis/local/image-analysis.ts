import { READ_FROM_PHOTO, type AnalysisResult } from '@swapyard/domain';
import type { TextReader } from '../../ocr/index.ts';
import type { AnalyzeImageInput, ComparablesSource, SimilarListingsSource } from '../item-analyzer.ts';
import { findBrand } from './brand-dictionary.ts';
import { categoryLabels, lexiconIndex } from './category-detector.ts';
import { readPhoto, type PhotoFacts } from './image-colour.ts';
import { priceByEvidence } from './evidence.ts';
import { NOTHING_READ, readPhotos, type PhotoReading } from './photo-text.ts';
import type { ScoredComparable } from './pricing.ts';
import {
  alikeByPhotos,
  describeVerdict,
  lookalikeOf,
  similarVerdict,
  type Lookalike,
  type SimilarVerdict,
} from './similar-evidence.ts';
import { analyseText, pricedBy } from './text-analysis.ts';
import { tokenize } from './tokens.ts';

/** Names cameras and apps give files ('IMG_2041.jpg', 'PXL_…', 'WhatsApp Image…') say nothing about the item. */
const CAMERA_WORDS = new Set(
  'img image dsc dscn dscf dcim pxl photo pic picture screenshot whatsapp signal scan mvimg temp jpeg jpg png heic webp edited copy final'.split(
    ' ',
  ),
);

/** The words of a file name that could describe the item: 'red-nike_sneakers (2).jpg' → 'red nike sneakers'. */
export function filenameWords(filename: string | undefined): string {
  if (!filename) return '';
  return filename
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .split(/[\s_\-.()[\]]+/)
    .filter((w) => /^[\p{L}']{2,}$/u.test(w) && !CAMERA_WORDS.has(w.toLowerCase()))
    .join(' ');
}

/** Whether a text holds anything the dictionaries recognise: an item word or a brand. */
function recognisable(text: string): boolean {
  const tokens = tokenize(text);
  return (
    lexiconIndex.findAll(tokens).length > 0 || findBrand(tokens.map((t) => ({ ...t, cased: true }))) !== null
  );
}

/**
 * Offline photo analysis. The model names nothing: the words come from the title or the file name, the pixels give
 * the main colour, and the photos' likeness to listings on Swapyard suggests a category and a price
 * (docs/analysis.md, "Similar listings"); the confidence and reasoning say plainly which of those there was.
 */
export async function analyseImage(
  input: AnalyzeImageInput,
  comparables: ComparablesSource,
  similar?: SimilarListingsSource,
  reader?: TextReader,
): Promise<AnalysisResult> {
  if (!input.mimeType.startsWith('image/')) throw new Error(`Not an image: ${input.mimeType}`);
  let photo: PhotoFacts;
  try {
    photo = await readPhoto(input.image);
  } catch {
    throw new Error('The image could not be read');
  }
  const colour = photo.colours[0]?.name ?? null;
  const title = input.title?.trim() ?? '';
  const fromFile = filenameWords(input.filename);

  const images = [input.image, ...(input.additionalImages ?? [])];
  const listings = similar ? await similar(images) : [];
  const verdict = similarVerdict(listings);
  const alike = alikeByPhotos(listings, input.memberId);
  const memberId = input.memberId;
  const reading = reader ? await readPhotos(reader, images) : NOTHING_READ;
  const photoText = reading.text || undefined;
  if (title) {
    const result = await analyseText(
      { title, hints: fromFile ? [fromFile] : [], photoText, memberId },
      comparables,
      alike,
    );
    return withSimilar(withColour(withReading(result, reading), colour), verdict);
  }
  // No title typed: a cover's headline names the item, else the listings the photos closely resemble.
  const lookalike = reading.headline ? null : lookalikeOf(alike);
  if (reading.text || lookalike) {
    const result = await analyseText(
      {
        title: reading.headline ?? lookalike?.title ?? '',
        hints: fromFile ? [fromFile] : [],
        photoText,
        memberId,
      },
      comparables,
      alike,
    );
    if (lookalike) return withSimilar(withColour(fromLookalike(result, reading, lookalike), colour), verdict);
    if (reading.headline || result.readFromPhoto.length > 0)
      return withSimilar(withColour(fromReading(result, reading), colour), verdict);
  }
  if (fromFile && recognisable(fromFile)) {
    const result = await analyseText({ title: fromFile, memberId }, comparables, alike);
    return {
      ...withColour(result, colour),
      confidence: Math.min(0.4, Math.round(result.confidence * 0.6 * 100) / 100),
      reasoning: `Only the file name ("${fromFile}") and the photo's colours could be read offline; add a title and press Reanalyze. ${result.reasoning}`,
    };
  }

  if (verdict) return fromSimilar(verdict, photo, comparables, alike, memberId);
  // Colours alone name nothing (a white backdrop reads as a white item): every field is left to the member, and
  // the card says why (docs/product/listing.md).
  const seen = colour ? ` (the main colour reads as ${colour.toLowerCase()})` : '';
  const unknown = similar ? 'The photos look like nothing listed on Swapyard yet. ' : '';
  return {
    title: '',
    description: '',
    brand: '',
    closetCategory: null,
    subCategory: '',
    condition: null,
    size: null,
    keywords: photo.colours.map((c) => c.name.toLowerCase()),
    fmvCents: null,
    valueCents: null,
    confidence: 0.1,
    reasoning:
      `${unknown}Only the photo's colours could be read offline${seen}, so the title, category and value are left ` +
      'for you to fill in. Add a title and press Reanalyze for suggestions.',
    marketData: null,
    pricingMethod: 'ai-only',
    priceHint: null,
    modelGuessCents: null,
    readFromPhoto: [],
    photoText: '',
  };
}

/** The notes say what was read, and the title is marked as read when it was. */
function withReading(result: AnalysisResult, reading: PhotoReading): AnalysisResult {
  if (!reading.text || result.readFromPhoto.length === 0) return result;
  return { ...result, reasoning: `${READ_FROM_PHOTO}: "${oneLine(reading.text)}". ${result.reasoning}` };
}

/**
 * No title typed: the photo's text names the item when it has a headline (a cover's title); a label that gives only
 * a brand or a size fills those and leaves the title to the member.
 */
function fromReading(result: AnalysisResult, reading: PhotoReading): AnalysisResult {
  if (reading.headline)
    return withReading({ ...result, readFromPhoto: ['title', ...result.readFromPhoto] }, reading);
  const read = withReading(result, reading);
  return {
    ...read,
    title: '',
    reasoning: `${read.reasoning} The text names no item, so the title is left for you to write.`,
  };
}

/**
 * Named after the listings the photos closely resemble ('Looks like: Nike Air Max 90 — 3 similar listings'), no surer
 * than a middling title: likeness says which thing, not its details.
 */
const LOOKALIKE_MAX_CONFIDENCE = 0.6;

function fromLookalike(result: AnalysisResult, reading: PhotoReading, lookalike: Lookalike): AnalysisResult {
  const read = withReading(result, reading);
  return {
    ...read,
    confidence: Math.min(read.confidence, LOOKALIKE_MAX_CONFIDENCE),
    reasoning: `${lookalikeNote(result.title, lookalike.count)} ${read.reasoning}`,
  };
}

const lookalikeNote = (title: string, count: number) => `Looks like: ${title} — ${count} similar listings.`;

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' · ');

/**
 * Adds the photo's main colour to the keywords and the notes. Not to the title: a colour read from pixels may be the
 * backdrop's, which is not evidence enough for a member-facing field.
 */
function withColour(result: AnalysisResult, colour: string | null): AnalysisResult {
  if (!colour) return result;
  const lower = colour.toLowerCase();
  return {
    ...result,
    keywords: result.keywords.includes(lower) ? result.keywords : [...result.keywords, lower].slice(-12),
    reasoning: `${result.reasoning} The photo's main colour reads as ${lower}.`,
  };
}

/**
 * Photos that look like several listings of one category: that category. A price only from listings the photos
 * resemble closely (the same thing photographed again), with the category's usual range as a hint otherwise. No
 * title or condition: likeness says what kind of thing it is, not which.
 */
async function fromSimilar(
  verdict: SimilarVerdict,
  photo: PhotoFacts,
  comparables: ComparablesSource,
  alike: ScoredComparable[],
  memberId: string | undefined,
): Promise<AnalysisResult> {
  const label = categoryLabels[verdict.category];
  const price = await priceByEvidence(
    comparables,
    { title: '', brand: null, category: verdict.category, size: null, condition: null },
    { memberId, alikeByPhotos: alike.filter((c) => c.category === verdict.category) },
  );
  return {
    title: '',
    description: '',
    brand: '',
    closetCategory: verdict.category,
    subCategory: '',
    condition: null,
    size: null,
    keywords: photo.colours.map((c) => c.name.toLowerCase()),
    fmvCents: price.fmvCents,
    valueCents: price.valueCents,
    confidence: Math.round((0.15 + 0.35 * verdict.share * verdict.meanSimilarity) * 100) / 100,
    reasoning:
      `${describeVerdict(verdict, label)} The category comes from those listings; add a title and press ` +
      `Reanalyze for the brand and condition. ${pricedBy(price, false)}`,
    marketData: price.marketData,
    pricingMethod: price.marketData ? 'market-heavy' : 'ai-only',
    priceHint: price.priceHint,
    modelGuessCents: null,
    readFromPhoto: [],
    photoText: '',
  };
}

/** With a title, the text decides; similar listings fill a category it could not find, or back the one it did. */
function withSimilar(result: AnalysisResult, verdict: SimilarVerdict | null): AnalysisResult {
  if (!verdict) return result;
  const note = describeVerdict(verdict, categoryLabels[verdict.category]);
  if (result.closetCategory === null) {
    return { ...result, closetCategory: verdict.category, reasoning: `${result.reasoning} ${note}` };
  }
  const agrees = result.closetCategory === verdict.category;
  return {
    ...result,
    confidence: agrees
      ? Math.min(0.95, Math.round((result.confidence + 0.05) * 100) / 100)
      : result.confidence,
    reasoning: `${result.reasoning} ${note}`,
  };
}
