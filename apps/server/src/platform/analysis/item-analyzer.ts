import type { AnalysisResult, PhotoGroup } from '@swapyard/domain';

export interface AnalyzeTextInput {
  title: string;
  description?: string;
  /** Extra words that are weaker evidence than the title: a photo group's description, a file name. */
  hints?: string[];
}

export interface AnalyzeImageInput {
  image: Buffer;
  mimeType: string;
  filename?: string;
  title?: string;
  /** More photos of the same item (a bulk draft's group), in the same format as `image`. */
  additionalImages?: Buffer[];
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
  /** Stored category value, e.g. 'shoes_footwear'. */
  category: string;
  /** Canonical brand name ('The North Face'); null means any brand. Compare case-insensitively. */
  brand: string | null;
  /** Stored condition value ('new', 'like_new', 'good', 'fair', 'poor'); null means any condition. */
  condition: string | null;
}

/**
 * Prices of comparable items on Swapyard itself, which stand in for outside market data such as eBay sales
 * (docs/product/listing.md, "Market value").
 * The items module implements it with one SQL query over available items matching every non-null field, returning
 * their values in cents (most recent first, capped at a few hundred rows is plenty). The analyser asks from the
 * most specific query to the broadest, so an implementation must not widen a query on its own.
 */
export type ComparablesSource = (query: ComparablesQuery) => Promise<{ valuesCents: number[] }>;

/** A listing whose photos look like the photos being analysed (docs/analysis.md, "Similar listings"). */
export interface SimilarListing {
  itemId: string;
  title: string;
  /** Stored category value. */
  category: string;
  valueCents: number | null;
  /** Cosine of the two photos' embeddings: 1 for the same photo. */
  similarity: number;
}

/** Available public listings that look most like these photos, most alike first. */
export type SimilarListingsSource = (images: Buffer[]) => Promise<SimilarListing[]>;
