import { MAX_PHOTO_TEXT_LENGTH } from '@swapyard/domain';
import type { TextReader } from '../../ocr/index.ts';
import { findBrand } from './brand-dictionary.ts';
import { STOPWORDS } from './keywords.ts';
import { tokenize } from './tokens.ts';

/** A listing's first photos show its labels and cover; reading more costs time and finds little. */
const MAX_READ_PHOTOS = 3;
/** A headline must be read surely: a title is the one field a member reads first. */
const HEADLINE_CONFIDENCE = 85;
const MAX_HEADLINE_WORDS = 8;
/** What every label says and no item is called: where it was made, what it is made of, how to wash it. */
const LABEL_WORDING = /%|\b(made in|hecho en|fabriqu|wash|dry clean|do not|iron|bleach|rn ?\d)/i;

export interface PhotoReading {
  /** Every line read, in reading order, without repeats ('' when none). */
  text: string;
  /** The biggest line, when it names something besides a brand or size (a book's or a record's title), or null. */
  headline: string | null;
}

export const NOTHING_READ: PhotoReading = { text: '', headline: null };

/** Reads the text in the first photos (docs/analysis.md, "Text in photos"). */
export async function readPhotos(reader: TextReader, images: readonly Buffer[]): Promise<PhotoReading> {
  const lines = [];
  for (const image of images.slice(0, MAX_READ_PHOTOS)) lines.push(...(await reader.read(image)).lines);
  const unique = [...new Map(lines.map((l) => [l.text.toLowerCase(), l])).values()];
  // Only the biggest type may be a title: on a label it is the brand, and 'Made in USA' names nothing.
  const biggest = [...unique].sort((a, b) => b.height - a.height)[0];
  const headline =
    biggest && biggest.confidence >= HEADLINE_CONFIDENCE && namesSomething(biggest.text)
      ? biggest
      : undefined;
  return {
    text: unique
      .map((l) => l.text)
      .join('\n')
      .slice(0, MAX_PHOTO_TEXT_LENGTH),
    headline: headline ? titleCase(headline.text) : null,
  };
}

/** Words beyond a brand, a size and filler: 'THE HOBBIT' names a book, 'LEVI STRAUSS' and 'SIZE M' name nothing. */
function namesSomething(text: string): boolean {
  const tokens = tokenize(text);
  if (tokens.length > MAX_HEADLINE_WORDS || LABEL_WORDING.test(text)) return false;
  const brand = findBrand(tokens);
  return tokens.some(
    (t, i) =>
      /^\p{L}{3,}$/u.test(t.text) &&
      !STOPWORDS.has(t.text) &&
      t.text !== 'size' &&
      !(brand && i >= brand.start && i < brand.start + brand.length),
  );
}

/** 'THE HOBBIT' → 'The Hobbit'; mixed case is kept as printed. */
function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
