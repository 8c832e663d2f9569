import { z } from 'zod';
import { text } from './text.ts';
import { MAX_SIZE_LENGTH, uploadCategories, type UploadCategory } from './item-labels.ts';
import { marketDataSchema, priceHintSchema } from './price-evidence.ts';

/** The analyser answers with one of the 19 upload category values (docs/product/listing.md). */
export const analysisCategories = uploadCategories.map((c) => c.value) as [
  UploadCategory,
  ...UploadCategory[],
];
export type AnalysisCategory = UploadCategory;

/**
 * The analysis answers with labels, as the form shows them (item-labels.ts maps them to stored values). Spelled out
 * here as literals so the schema is an enum; a test checks they match item-labels.ts.
 */
export const analysisConditionLabels = ['New with Tags', 'Like New', 'Good', 'Fair', 'Well Worn'] as const;
export type AnalysisConditionLabel = (typeof analysisConditionLabels)[number];

/** The size labels, offered as choices; a size outside them is kept as written (docs/product/listing.md). */
export const analysisSizeLabels = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size', 'N/A'] as const;
export type AnalysisSizeLabel = (typeof analysisSizeLabels)[number];

/**
 * Where the suggested price came from (docs/product/listing.md, "Suggested prices"): 'market-heavy', evidence on
 * Swapyard alone; 'balanced', a vision model's price that falls inside that evidence; 'ai-only', no evidence, so no
 * price is suggested (a model's figure is only shown as its guess).
 */
export const pricingMethods = ['ai-only', 'balanced', 'market-heavy'] as const;
export type PricingMethod = (typeof pricingMethods)[number];

/** Integer cents (docs/decisions/021-money-in-cents.md). */
const cents = z.number().int().nonnegative();

/**
 * Confidence as the card names it. Calibrated on the local analyser's labelled titles
 * (apps/server/src/platform/analysis/local/calibration.test.ts): at High the category was right at least 9 times in
 * 10, and a title naming nothing (stuff, blue, set of 4) is always Low.
 */
export const CONFIDENCE_LEVELS = [
  { level: 'High', from: 0.7 },
  { level: 'Medium', from: 0.4 },
  { level: 'Low', from: 0 },
] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number]['level'];

export function confidenceLevel(confidence: number): ConfidenceLevel {
  return CONFIDENCE_LEVELS.find((l) => confidence >= l.from)?.level ?? 'Low';
}

/** Fields the analyser may fill in from text it reads in a photo (a label, a cover): docs/analysis.md. */
export const photoTextFields = ['title', 'brand', 'size', 'category'] as const;
export type PhotoTextField = (typeof photoTextFields)[number];
export const MAX_PHOTO_TEXT_LENGTH = 500;
export const READ_FROM_PHOTO = 'Read from the photo';

export const analysisResultSchema = z
  .object({
    /*
     * Suggestions: each is what the text or photo gave evidence for, and empty ('' or null) where it gave none, so
     * the form leaves that field to the member (docs/product/listing.md). Never instructions or reasoning: those are
     * in `reasoning`, which the analysis card shows.
     */
    /** '' when there were no words to go on (a photo alone). */
    title: z.string(),
    /** Facts the text stated that no other field holds (colour, material); '' when it stated none. */
    description: z.string(),
    /** '' when no brand was recognised, so the form field is simply left empty. */
    brand: z.string(),
    /** null when no item word or brand was recognised. */
    closetCategory: z.enum(analysisCategories).nullable(),
    subCategory: z.string(),
    /** null when the text does not state a condition. */
    condition: z.enum(analysisConditionLabels).nullable(),
    /** A size label, or a size as written ('EU 42', 'W32 L30'); null when none was stated. */
    size: z.string().min(1).max(MAX_SIZE_LENGTH).nullable(),
    keywords: z.array(z.string()),
    /** Fair market value in cents, from the evidence in marketData; null without enough of it. */
    fmvCents: cents.nullable(),
    /** Suggested listing value in cents, inside the evidence's range; null with fmvCents. */
    valueCents: cents.nullable(),
    confidence: z.number().min(0).max(1),
    /** Notes for the analysis card: what decided each suggestion, and why a field was left empty. */
    reasoning: z.string(),
    marketData: marketDataSchema.nullable(),
    pricingMethod: z.enum(pricingMethods),
    /** Without enough evidence: the category's usual range, shown as a hint and never filled in. */
    priceHint: priceHintSchema.nullable(),
    /** A vision model's own price when it is not used (outside the evidence, or no evidence): shown as its guess. */
    modelGuessCents: cents.nullable(),
    /** The fields filled in from text read in the photos, which the card marks 'Read from the photo'. */
    readFromPhoto: z.array(z.enum(photoTextFields)).max(photoTextFields.length),
    /** The text read in the photos ('' when none): what those fields came from. */
    photoText: z.string().max(MAX_PHOTO_TEXT_LENGTH),
  })
  .meta({ id: 'AnalysisResult' });
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** 'Reanalyze' needs a title: the message the form shows when it is blank (docs/product/listing.md). */
export const ANALYSIS_TITLE_REQUIRED = 'Please enter a title before reanalyzing';

// Image references are storage URLs, which may be relative to the app ('/media/...'), so they are not checked as URLs.
const imageRef = text().min(1).max(2048);

export const analyzeImageInputSchema = z.object({
  imageUrl: imageRef,
  additionalImages: z.array(imageRef).max(10).optional(),
});

export const analyzeTitleInputSchema = z.strictObject({
  titleOnly: z.literal(true),
  title: text().min(1, ANALYSIS_TITLE_REQUIRED).max(200),
  currentDescription: text({ multiline: true, trim: false }).max(5000).optional(),
});

/** Body of an item analysis: a photo to analyse, or a title to reanalyse. */
export const analyzeItemInputSchema = z
  .union([analyzeTitleInputSchema, analyzeImageInputSchema])
  .meta({ id: 'AnalyzeItemInput' });
export type AnalyzeItemInput = z.infer<typeof analyzeItemInputSchema>;

/** The toast title over ANALYSIS_TITLE_REQUIRED when POST /api/analysis/item gets a blank title. */
export const ANALYSIS_TITLE_REQUIRED_TITLE = 'Title required';

/** A photo the member uploaded (its `id` from POST /api/media/item-photos), with the title typed so far if any. */
export const analyzePhotoInputSchema = z
  .strictObject({
    photoId: text().min(1).max(300),
    /** More photos of the same item (a bulk draft's group), also the caller's uploads. */
    additionalPhotoIds: z.array(text().min(1).max(300)).max(9).optional(),
    title: text().max(200).optional(),
  })
  .meta({ id: 'AnalyzePhotoInput' });
export type AnalyzePhotoInput = z.infer<typeof analyzePhotoInputSchema>;

/**
 * Body of POST /api/analysis/item: a title to (re)analyse, or an uploaded photo. The title's blankness is checked by
 * the server, which answers 'Title required' with ANALYSIS_TITLE_REQUIRED as its text (the form's toast).
 */
export const analyzeItemRequestSchema = z
  .union([
    analyzeTitleInputSchema.extend({ title: text({ trim: false }).max(200).optional() }),
    analyzePhotoInputSchema,
  ])
  .meta({ id: 'AnalyzeItemRequest' });
export type AnalyzeItemRequest = z.infer<typeof analyzeItemRequestSchema>;

// Analysis fallbacks (docs/product/listing.md, "When the analyser fails").

/** A failure is a rate limit when its message mentions 429 or 'rate limit'; the form then uses the fallback data. */
export function isRateLimitMessage(message: string): boolean {
  return /429|rate.?limit/i.test(message);
}

export const ANALYSIS_RATE_LIMIT_NOTICE = 'OpenAI rate limit reached. Using fallback analysis...';
export const ANALYSIS_FAILED_MESSAGE = 'AI analysis failed. Please fill in details manually.';
/** Bulk drafts: the analysisError when the failure carried no message, and the review line for such drafts. */
export const DRAFT_ANALYSIS_FAILED = 'Analysis failed';
export const DRAFT_ANALYSIS_FAILED_REVIEW = 'Analysis failed - please edit manually';
export const TITLE_ANALYSIS_FAILED = 'Failed to analyze title. Please try again.';

/** Single form, rate limited: fixed fallback figures. */
export const RATE_LIMIT_FALLBACK_ANALYSIS: AnalysisResult = {
  title: 'Stylish Fashion Item',
  description: '',
  brand: '',
  closetCategory: 'clothing',
  subCategory: '',
  condition: 'Good',
  size: 'N/A',
  keywords: [],
  fmvCents: 7500,
  valueCents: 6000,
  confidence: 0.5,
  reasoning: 'Fallback values: the analysis service was rate limited.',
  marketData: null,
  pricingMethod: 'ai-only',
  priceHint: null,
  modelGuessCents: null,
  readFromPhoto: [],
  photoText: '',
};

/** Single form, any other failure: a near-blank item ('Tops' is shown as Clothing: docs/product/listing.md). */
export const FAILED_ANALYSIS_FALLBACK: AnalysisResult = {
  ...RATE_LIMIT_FALLBACK_ANALYSIS,
  title: 'New Item',
  fmvCents: 0,
  valueCents: 0,
  confidence: 0,
  reasoning: 'The analysis failed; fill in the details manually.',
};
