import type { AnalysisResult } from '@swapyard/domain';
import type { AnalyzeImageInput, ComparablesSource } from '../item-analyzer.ts';
import { findBrand } from './brand-dictionary.ts';
import { lexiconIndex } from './category-detector.ts';
import { readPhoto, type PhotoFacts } from './image-colour.ts';
import { analyseText } from './text-analysis.ts';
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
 * Offline photo analysis. Nothing here recognises objects: the pixels give the main colour, the words come from
 * the title or the file name, and the confidence and reasoning say plainly which of those there was.
 */
export async function analyseImage(
  input: AnalyzeImageInput,
  comparables: ComparablesSource,
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

  if (title) {
    const result = await analyseText({ title, hints: fromFile ? [fromFile] : [] }, comparables);
    return withColour(result, colour);
  }
  if (fromFile && recognisable(fromFile)) {
    const result = await analyseText({ title: fromFile }, comparables);
    return {
      ...withColour(result, colour),
      confidence: Math.min(0.4, Math.round(result.confidence * 0.6 * 100) / 100),
      reasoning: `Only the file name ("${fromFile}") and the photo's colours could be read offline; add a title and press Reanalyze. ${result.reasoning}`,
    };
  }

  // Colours alone name nothing (a white backdrop reads as a white item): every field is left to the member, and
  // the card says why (docs/product/listing.md).
  const seen = colour ? ` (the main colour reads as ${colour.toLowerCase()})` : '';
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
      `Only the photo's colours could be read offline${seen}, so the title, category and value are left for you ` +
      'to fill in. Add a title and press Reanalyze for suggestions.',
    marketData: null,
    pricingMethod: 'ai-only',
  };
}

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
