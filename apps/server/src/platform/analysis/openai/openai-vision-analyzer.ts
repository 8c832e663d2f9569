import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { PRICE_EVIDENCE_TEXTS, type AnalysisResult, type PhotoGroup } from '@swapyard/domain';
import {
  AnalyzerRateLimitedError,
  type AnalyzeImageInput,
  type AnalyzeTextInput,
  type ComparablesSource,
  type GroupablePhoto,
  type ItemAnalyzer,
  type PhotoGrouper,
} from '../item-analyzer.ts';
import { priceByEvidence } from '../local/evidence.ts';
import { pricedBy } from '../local/text-analysis.ts';
import { repairGroups } from './group-repair.ts';
import { groupingMessages, imageMessages, textMessages } from './prompts.ts';
import {
  groupingReplyJsonSchema,
  groupingReplySchema,
  itemReplyJsonSchema,
  itemReplySchema,
  type ItemReply,
} from './reply-schemas.ts';

export interface OpenAiVisionOptions {
  /** The API's base, e.g. https://api.openai.com/v1 or a local server's http://127.0.0.1:8000/v1. */
  baseUrl: string;
  apiKey: string;
  /** A model that reads images and honours `json_schema` response formats. */
  model: string;
  /** Per attempt; each retry gets the same again. */
  timeoutMs?: number | undefined;
  /** Retries after a 429, a 408/409, a 5xx, a timeout or a lost connection, with the SDK's back-off. */
  maxRetries?: number;
  /** Evidence on Swapyard: the model's price is used only inside it (docs/product/listing.md, "Suggested prices"). */
  comparables?: ComparablesSource;
}

/** Long enough for a model to read several photos; the member is waiting on the form meanwhile. */
export const DEFAULT_AI_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 2;

/** The model answered, but not with what was asked: not JSON, not the schema, or nothing at all. */
export class ModelReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelReplyError';
  }
}

/**
 * The scale-out analyser and photo grouper (docs/decisions/027-openai-compatible-vision-adapter.md): any server
 * speaking OpenAI's chat completions with images and structured outputs (OpenAI itself, vLLM, a local server).
 * It answers the same shapes as the local analyser, so the form never knows which ran.
 */
export class OpenAiVisionAnalyzer implements ItemAnalyzer, PhotoGrouper {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiVisionOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey,
      timeout: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      // Our AI_* settings are the only source: the SDK would otherwise add OPENAI_ORG_ID/OPENAI_PROJECT_ID headers.
      organization: null,
      project: null,
    });
  }

  async analyzeText(input: AnalyzeTextInput): Promise<AnalysisResult> {
    return this.priced(
      await this.complete('item_analysis', itemReplyJsonSchema, itemReplySchema, textMessages(input)),
      input.memberId,
    );
  }

  async analyzeImage(input: AnalyzeImageInput): Promise<AnalysisResult> {
    return this.priced(
      await this.complete('item_analysis', itemReplyJsonSchema, itemReplySchema, imageMessages(input)),
      input.memberId,
    );
  }

  async groupPhotos(photos: GroupablePhoto[]): Promise<PhotoGroup[]> {
    if (photos.length === 0) return [];
    const reply = await this.complete(
      'photo_grouping',
      groupingReplyJsonSchema,
      groupingReplySchema,
      groupingMessages(photos),
    );
    return repairGroups(
      reply,
      photos.map((p) => p.id),
    );
  }

  /** One chat completion whose content must be JSON of `schema`; a model's 429 after the retries is a rate limit. */
  private async complete<T>(
    name: string,
    jsonSchema: Record<string, unknown>,
    schema: z.ZodType<T>,
    messages: ChatCompletionMessageParam[],
  ): Promise<T> {
    let content: string | null | undefined;
    let refusal: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        messages,
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema } },
      });
      content = completion.choices[0]?.message.content;
      refusal = completion.choices[0]?.message.refusal;
    } catch (error) {
      if (error instanceof OpenAI.RateLimitError) {
        throw new AnalyzerRateLimitedError(
          `The analysis model is rate limited (429) after ${this.client.maxRetries} retries`,
        );
      }
      throw error;
    }
    if (!content) throw new ModelReplyError(`The model gave no answer${refusal ? `: ${refusal}` : ''}`);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new ModelReplyError(`The model's ${name} reply is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ModelReplyError(
        `The model's ${name} reply does not match the schema: ${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.data;
  }

  /**
   * A model's price is checked against the evidence on Swapyard, as the local analyser prices: inside the evidence's
   * range it is used ('balanced'); outside it, or with no evidence at all, the evidence's own suggestion (or none)
   * stands and the model's figure is only shown as its guess (`modelGuessCents`).
   */
  private async priced(reply: ItemReply, memberId: string | undefined): Promise<AnalysisResult> {
    const { comparables } = this.options;
    const price = comparables
      ? await priceByEvidence(
          comparables,
          {
            title: reply.title,
            brand: reply.brand || null,
            category: reply.closetCategory,
            size: reply.size,
            condition: reply.condition,
          },
          { memberId },
        )
      : { fmvCents: null, valueCents: null, marketData: null, priceHint: null };
    const guess = reply.valueCents ?? reply.fmvCents;
    const range = price.marketData?.priceRangeCents;
    const inside = guess !== null && range !== undefined && guess >= range.min && guess <= range.max;
    const notes = [reply.reasoning, pricedBy(price, reply.condition !== null)];
    if (guess !== null && !inside)
      notes.push(PRICE_EVIDENCE_TEXTS.modelGuess(guess, price.marketData !== null));
    return {
      ...reply,
      fmvCents: inside ? (reply.fmvCents ?? guess) : price.fmvCents,
      valueCents: inside ? guess : price.valueCents,
      reasoning: notes.join(' '),
      marketData: price.marketData,
      pricingMethod: inside ? 'balanced' : price.marketData ? 'market-heavy' : 'ai-only',
      priceHint: price.priceHint,
      modelGuessCents: inside ? null : guess,
      readFromPhoto: [],
      photoText: '',
    };
  }
}
