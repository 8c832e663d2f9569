import { z } from 'zod';
import { analysisCategories, analysisConditionLabels, analysisResultSchema } from '@swapyard/domain';

/**
 * What the model is asked to answer, twice: as a JSON Schema for the request's `response_format` (strict structured
 * outputs: every property required, no others, null allowed through a type array), and as zod for reading the
 * reply, because a server that only claims OpenAI compatibility may ignore the schema and answer anything.
 */

type JsonSchema = Record<string, unknown>;

/** Strict mode wants every property listed in `required` and nothing else allowed. */
function strictObject(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

const cents = (description: string): JsonSchema => ({ type: ['integer', 'null'], minimum: 0, description });
const confidence: JsonSchema = { type: 'number', minimum: 0, maximum: 1 };

/**
 * The item's suggestions: the contract's AnalysisResult without the price's evidence (`marketData`, `pricingMethod`,
 * `priceHint`, `modelGuessCents`), which comes from Swapyard, never from the model, nor the local text reader's
 * `readFromPhoto` and `photoText`.
 */
export const itemReplySchema = analysisResultSchema
  .omit({
    marketData: true,
    pricingMethod: true,
    priceHint: true,
    modelGuessCents: true,
    readFromPhoto: true,
    photoText: true,
  })
  .extend({
    // Models often write '' for "no size" though the schema offers null; the contract wants null there.
    size: z.preprocess((v) => (v === '' ? null : v), analysisResultSchema.shape.size),
  });
export type ItemReply = z.infer<typeof itemReplySchema>;

export const itemReplyJsonSchema: JsonSchema = strictObject({
  title: { type: 'string', description: "A short listing title; '' if nothing identifies the item" },
  description: { type: 'string', description: "Visible or stated facts (colour, material); '' if none" },
  brand: { type: 'string', description: "The brand if it is legible or stated; '' otherwise, never a guess" },
  closetCategory: { type: ['string', 'null'], enum: [...analysisCategories, null] },
  subCategory: { type: 'string', description: "A finer kind of item ('Sneakers'); '' if unsure" },
  condition: { type: ['string', 'null'], enum: [...analysisConditionLabels, null] },
  size: { type: ['string', 'null'], description: "A size label or as written ('EU 42'); null if none shown" },
  keywords: { type: 'array', items: { type: 'string' } },
  fmvCents: cents('Fair resale market value in US cents; null without a category'),
  valueCents: cents('Suggested listing price in US cents, about 90% of fmvCents; null with fmvCents'),
  confidence,
  reasoning: { type: 'string', description: 'Why each field was filled in or left empty' },
});

/** Bulk upload grouping: indexes into the photos as sent (ids stay on our side). */
export const groupingReplySchema = z.object({
  groups: z.array(
    z.object({
      photoIndexes: z.array(z.number().int()),
      description: z.string(),
      confidence: z.number().min(0).max(1),
    }),
  ),
});
export type GroupingReply = z.infer<typeof groupingReplySchema>;

export const groupingReplyJsonSchema: JsonSchema = strictObject({
  groups: {
    type: 'array',
    items: strictObject({
      photoIndexes: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        description: 'Indexes of the photos showing this one item, the best overall photo first',
      },
      description: { type: 'string', description: 'What the item is, in a few words' },
      confidence,
    }),
  },
});
