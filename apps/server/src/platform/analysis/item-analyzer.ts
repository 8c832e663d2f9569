import type { AnalysisResult, EvidenceKind, PhotoGroup } from '@swapyard/domain';

export interface AnalyzeTextInput {
  title: string;
  description?: string;
  /** Extra words that are weaker evidence than the title: a photo group's description, a file name. */
  hints?: string[];
  /** Text read in the item's photos (a label, a cover): weaker evidence too, and named where it decided a field. */
  photoText?: string;
  /** The member asking, whose own listings are no evidence of the price. */
  memberId?: string | undefined;
}

export interface AnalyzeImageInput {
  image: Buffer;
  mimeType: string;
  filename?: string;
  title?: string;
  /** More photos of the same item (a bulk draft's group), in the same format as `image`. */
  additionalImages?: Buffer[];
  memberId?: string | undefined;
}

/**
 * Fills in a listing from a title or a photo: the local offline analyser by default, or the OpenAI-compatible vision
 * model when AI_* is set (docs/architecture.md, "The analyser and the vision model"). Both answer the same shape, so
 * the form never knows which ran.
 */
export interface ItemAnalyzer {
  analyzeText(input: AnalyzeTextInput): Promise<AnalysisResult>;
  analyzeImage(input: AnalyzeImageInput): Promise<AnalysisResult>;
}

/** One of a bulk upload's photos, to be grouped by item (docs/product/bulk-upload.md). */
export interface GroupablePhoto {
  id: string;
  image: Buffer;
  mimeType: string;
  /** When the photo was taken, ms since 1970: photos of one item are usually taken together. */
  capturedAt?: number;
}

/** Sorts a bulk upload's photos into items (docs/analysis.md, "Grouping"): every photo in exactly one group. */
export interface PhotoGrouper {
  groupPhotos(photos: GroupablePhoto[]): Promise<PhotoGroup[]>;
}

/**
 * Thrown by an adapter whose model still refused for rate limiting after its own retries, so the service can answer
 * 429 and the form can show its rate-limit fallback instead of the generic failure.
 */
export class AnalyzerRateLimitedError extends Error {
  constructor(message = 'The analysis model is rate limited') {
    super(message);
    this.name = 'AnalyzerRateLimitedError';
  }
}

export interface ComparablesQuery {
  /** The words that say what the item is (no brand, condition or size words), lower-cased: 'cup', 'saucer'. */
  words: string[];
  /** Stored category value; null when the analysis found none (any category then). */
  category: string | null;
  /** The member asking: their own listings are left out, as they would only echo the price they chose. */
  memberId?: string | undefined;
}

/** One sale, trade, auction or listing on Swapyard that may be like the item (the analyser decides how alike). */
export interface ComparableRecord {
  itemId: string;
  title: string;
  brand: string | null;
  /** Stored values. */
  category: string;
  size: string | null;
  condition: string;
  /** The agreed price of a sale, trade or auction; a listing's asking price. Integer cents. */
  priceCents: number;
  kind: EvidenceKind;
  /** When it sold or was traded, or was listed. */
  at: Date;
}

export interface ComparablesAnswer {
  /** Sales, trades and auctions of the last PRICE_EVIDENCE_DAYS, and listings, sharing a word with the query. */
  records: ComparableRecord[];
  /** The middle half of the category's listed prices, for the hint shown when evidence is short. */
  categoryRange: { lowCents: number; highCents: number; listings: number } | null;
}

/**
 * Evidence of what items like this one are worth on Swapyard (docs/product/listing.md, "Suggested prices"): the
 * analysis module reads it from completed sales, trades and auctions and from public listings. Candidates only:
 * a record must share a word with the query (and its category, when given); the analyser scores how alike each is.
 */
export type ComparablesSource = (query: ComparablesQuery) => Promise<ComparablesAnswer>;

/** A listing whose photos look like the photos being analysed (docs/analysis.md, "Similar listings"). */
export interface SimilarListing {
  itemId: string;
  ownerId: string;
  title: string;
  brand: string | null;
  /** Stored values. */
  category: string;
  size: string | null;
  condition: string;
  valueCents: number | null;
  listedAt: Date;
  /** Cosine of the two photos' embeddings: 1 for the same photo. */
  similarity: number;
}

/** Available public listings that look most like these photos, most alike first. */
export type SimilarListingsSource = (images: Buffer[]) => Promise<SimilarListing[]>;
