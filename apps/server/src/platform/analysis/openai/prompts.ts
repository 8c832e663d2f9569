import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { uploadCategories } from '@swapyard/domain';
import type { AnalyzeImageInput, AnalyzeTextInput, GroupablePhoto } from '../item-analyzer.ts';

/**
 * The messages sent to the model. The rules mirror what the local analyser promises the form
 * (docs/product/listing.md): a field without evidence stays empty for the member, rather than holding a guess.
 */

const categoryList = uploadCategories.map((c) => `${c.value} (${c.label})`).join(', ');

const ITEM_SYSTEM = [
  'You fill in a listing on Swapyard, a marketplace for second-hand items, from photos or a title.',
  'Answer only with JSON matching the given schema.',
  "Leave a field empty ('' or null) when there is no evidence for it; never guess a brand that is not legible or stated.",
  `closetCategory is one of: ${categoryList}.`,
  "condition is only filled in when it is stated or plainly visible (tags attached: 'New with Tags').",
  'Prices are whole US cents (integers): fmvCents is the fair resale value, valueCents a little under it.',
  'confidence is 0 to 1: how sure you are of the item and its price. reasoning explains each suggestion briefly.',
].join('\n');

const GROUPING_SYSTEM = [
  'You sort the photos of one bulk upload on Swapyard, a marketplace for second-hand items, into items for sale.',
  'Each photo follows a line "Photo N"; photos of one item are often taken within a minute of each other.',
  'Put the photos showing the same physical item in one group, its best overall photo first.',
  'Every photo index belongs to exactly one group; a photo of its own item is a group of one.',
  'description names the item in a few words; confidence (0 to 1) is how sure you are of the group.',
  'Answer only with JSON matching the given schema.',
].join('\n');

const dataUrl = (image: Buffer, mimeType: string) => `data:${mimeType};base64,${image.toString('base64')}`;

export function textMessages(input: AnalyzeTextInput): ChatCompletionMessageParam[] {
  const lines = [`Title: ${input.title}`];
  if (input.description) lines.push(`Description: ${input.description}`);
  if (input.hints?.length) lines.push(`Weaker hints: ${input.hints.join('; ')}`);
  return [
    { role: 'system', content: ITEM_SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ];
}

export function imageMessages(input: AnalyzeImageInput): ChatCompletionMessageParam[] {
  const images = [input.image, ...(input.additionalImages ?? [])];
  const lines = [
    images.length > 1 ? `${images.length} photos of the same item.` : 'A photo of the item.',
    input.title ? `The member's title so far: ${input.title}` : 'No title yet: suggest one from the photos.',
  ];
  // A camera's file name (IMG_1234.jpg) says nothing, but a named file ('levis-501.jpg') can.
  if (input.filename) lines.push(`File name (a weak hint): ${input.filename}`);
  const content: ChatCompletionContentPart[] = [
    { type: 'text', text: lines.join('\n') },
    ...images.map((image): ChatCompletionContentPart => ({
      type: 'image_url',
      image_url: { url: dataUrl(image, input.mimeType) },
    })),
  ];
  return [
    { role: 'system', content: ITEM_SYSTEM },
    { role: 'user', content },
  ];
}

export function groupingMessages(photos: readonly GroupablePhoto[]): ChatCompletionMessageParam[] {
  const content: ChatCompletionContentPart[] = [
    { type: 'text', text: `${photos.length} photos, indexes 0 to ${photos.length - 1}.` },
  ];
  photos.forEach((photo, i) => {
    const taken = photo.capturedAt === undefined ? '' : `, taken ${new Date(photo.capturedAt).toISOString()}`;
    content.push({ type: 'text', text: `Photo ${i}${taken}` });
    // Low detail: telling items apart needs far less than reading a label, and a bulk upload has up to 50 photos.
    content.push({
      type: 'image_url',
      image_url: { url: dataUrl(photo.image, photo.mimeType), detail: 'low' },
    });
  });
  return [
    { role: 'system', content: GROUPING_SYSTEM },
    { role: 'user', content },
  ];
}
