import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRateLimitMessage } from '@swapyard/domain';
import { AnalyzerRateLimitedError } from '../item-analyzer.ts';
import { memoryComparables } from '../memory-comparables.ts';
import { startFakeOpenAi, type FakeOpenAi, type RecordedContentPart } from './fake-openai-server.ts';
import { ModelReplyError, OpenAiVisionAnalyzer, type OpenAiVisionOptions } from './openai-vision-analyzer.ts';
import { itemReplySchema } from './reply-schemas.ts';

let fake: FakeOpenAi;
let analyzer: OpenAiVisionAnalyzer;
const model = 'test-vision-model';
const make = (options: Partial<OpenAiVisionOptions> = {}) =>
  new OpenAiVisionAnalyzer({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model,
    timeoutMs: 5000,
    ...options,
  });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  analyzer = make({ maxRetries: 2 });
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const reply = {
  title: "Levi's 501 Jeans",
  description: 'Blue denim, button fly',
  brand: "Levi's",
  closetCategory: 'clothing',
  subCategory: 'Jeans',
  condition: 'Good',
  size: 'W32 L30',
  keywords: ['denim', 'jeans'],
  fmvCents: 4500,
  valueCents: 4000,
  confidence: 0.8,
  reasoning: 'The red tab and the leather patch are legible.',
};
const photo = Buffer.from('first photo bytes');
const secondPhoto = Buffer.from('second photo bytes');

/** The parts of the user message the adapter sent last. */
function userParts(): RecordedContentPart[] {
  const content = fake.requests.at(-1)!.body.messages.find((m) => m.role === 'user')!.content;
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

describe('OpenAiVisionAnalyzer.analyzeImage', () => {
  it("sends every photo as a data URL with the contract's strict schema, and answers the contract's shape", async () => {
    fake.script({ kind: 'json', body: reply });
    const result = await analyzer.analyzeImage({
      image: photo,
      mimeType: 'image/webp',
      title: 'old jeans',
      additionalImages: [secondPhoto],
    });
    // No evidence to check the model's price against: it is only its guess, never the suggestion.
    expect(result).toEqual({
      ...reply,
      fmvCents: null,
      valueCents: null,
      reasoning: expect.stringContaining(reply.reasoning),
      marketData: null,
      pricingMethod: 'ai-only',
      priceHint: null,
      modelGuessCents: 4000,
      readFromPhoto: [],
      photoText: '',
    });
    expect(result.reasoning).toContain(
      'The model guessed $40, but there are no similar items on Swapyard to check it against, so it is not filled in.',
    );

    const [request] = fake.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${fake.apiKey}` });
    expect(request!.body.model).toBe(model);
    expect(
      userParts()
        .filter((p) => p.type === 'image_url')
        .map((p) => p.image_url?.url),
    ).toEqual([
      `data:image/webp;base64,${photo.toString('base64')}`,
      `data:image/webp;base64,${secondPhoto.toString('base64')}`,
    ]);
    expect(userParts()[0]!.text).toContain('old jeans');
    const format = request!.body.response_format!;
    expect(format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'item_analysis', strict: true },
    });
    // Strict structured outputs: every property required and no other allowed, exactly the contract's fields.
    const schema = format.json_schema!.schema as {
      required: string[];
      properties: object;
      additionalProperties: false;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required.sort()).toEqual(Object.keys(itemReplySchema.shape).sort());
  });

  it("reads a '' size as none, as the contract wants null there", async () => {
    fake.script({ kind: 'json', body: { ...reply, size: '' } });
    expect((await analyzer.analyzeImage({ image: photo, mimeType: 'image/jpeg' })).size).toBeNull();
  });
});

describe('OpenAiVisionAnalyzer.analyzeText', () => {
  it("asks without images, and uses the model's price only inside the evidence on Swapyard", async () => {
    fake.script({ kind: 'json', body: reply }, { kind: 'json', body: reply }, { kind: 'json', body: reply });
    const result = await analyzer.analyzeText({ title: "Levi's 501", description: 'W32 L30' });
    expect(result.pricingMethod).toBe('ai-only');
    expect(userParts()).toEqual([{ type: 'text', text: expect.stringContaining("Title: Levi's 501") }]);

    const sold = (prices: number[]) =>
      memoryComparables(
        prices.map((priceCents, i) => ({
          itemId: `jeans-${priceCents}-${i}`,
          title: "Levi's 501 jeans",
          brand: "Levi's",
          category: 'clothing',
          size: null,
          condition: 'good',
          priceCents,
          kind: 'sale' as const,
        })),
      );
    // The model's $40 is above every sale ($30 to $34): shown as its guess beside the evidence, not used.
    const outside = await make({ comparables: sold([3000, 3200, 3400]) }).analyzeText({
      title: "Levi's 501",
    });
    expect(outside).toMatchObject({
      pricingMethod: 'market-heavy',
      fmvCents: 3200,
      valueCents: 3000,
      modelGuessCents: 4000,
      marketData: { averagePriceCents: 3200, count: 3, priceRangeCents: { min: 3000, max: 3400 } },
    });
    expect(outside.reasoning).toContain(
      'The model guessed $40, outside what similar items went for, so it is not used.',
    );
    // Inside the evidence ($38 to $42) the model's figure, which saw the item, is the suggestion.
    const inside = await make({ comparables: sold([3800, 4000, 4200]) }).analyzeText({ title: "Levi's 501" });
    expect(inside).toMatchObject({ pricingMethod: 'balanced', valueCents: 4000, modelGuessCents: null });
  });
});

describe('OpenAiVisionAnalyzer.groupPhotos', () => {
  it('maps the indexes back to ids and gives a photo the model left out a group of its own', async () => {
    fake.script({
      kind: 'json',
      body: { groups: [{ photoIndexes: [2, 0, 7], description: 'Red sneakers', confidence: 0.9 }] },
    });
    const photos = ['a', 'b', 'c'].map((id, i) => ({
      id,
      image: Buffer.from(id),
      mimeType: 'image/webp',
      capturedAt: 1_700_000_000_000 + i * 1000,
    }));
    expect(await analyzer.groupPhotos(photos)).toEqual([
      { photoIds: ['c', 'a'], description: 'Red sneakers', confidence: 0.9 },
      { photoIds: ['b'], description: '', confidence: 0 },
    ]);
    expect(userParts().filter((p) => p.type === 'image_url')).toHaveLength(3);
    expect(
      userParts()
        .map((p) => p.text)
        .filter(Boolean),
    ).toContain('Photo 1, taken 2023-11-14T22:13:21.000Z');
    expect(fake.requests[0]!.body.response_format?.json_schema).toMatchObject({
      name: 'photo_grouping',
      strict: true,
    });
  });
});

describe('failures', () => {
  it('retries a 429 and answers once the model does', async () => {
    fake.script({ kind: 'rateLimit' }, { kind: 'json', body: reply });
    expect((await analyzer.analyzeText({ title: 'jeans' })).title).toBe(reply.title);
    expect(fake.requests).toHaveLength(2);
  });

  it('a 429 that persists after the retries is an AnalyzerRateLimitedError naming the rate limit', async () => {
    fake.otherwise({ kind: 'rateLimit', retryAfterSeconds: 0.01 });
    const error = await analyzer.analyzeText({ title: 'jeans' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyzerRateLimitedError);
    expect(isRateLimitMessage((error as Error).message)).toBe(true);
    expect(fake.requests).toHaveLength(3); // the first try and two retries
  });

  it('malformed JSON, or JSON outside the schema, is an error rather than a crash', async () => {
    fake.script({ kind: 'content', content: '{"title": "Jeans", ' });
    await expect(analyzer.analyzeText({ title: 'jeans' })).rejects.toThrow(ModelReplyError);
    fake.script({ kind: 'json', body: { ...reply, closetCategory: 'spaceships' } });
    await expect(analyzer.analyzeText({ title: 'jeans' })).rejects.toThrow(/does not match the schema/);
    fake.script({
      kind: 'json',
      body: { groups: [{ photoIndexes: ['one'], description: '', confidence: 1 }] },
    });
    await expect(analyzer.groupPhotos([{ id: 'a', image: photo, mimeType: 'image/webp' }])).rejects.toThrow(
      ModelReplyError,
    );
  });

  it('a model slower than the timeout fails within the configured time', async () => {
    fake.otherwise({ kind: 'delay', ms: 5000, then: { kind: 'json', body: reply } });
    const started = Date.now();
    await expect(make({ timeoutMs: 300, maxRetries: 0 }).analyzeText({ title: 'jeans' })).rejects.toThrow(
      /timed out/i,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
