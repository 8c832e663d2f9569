import type { PDFFont } from 'pdf-lib';

/**
 * Making member-typed text drawable with pdf-lib's standard fonts, which encode WinAnsi only and throw on anything
 * else (CJK, emoji, most of Unicode), and making it fit a width.
 */

/**
 * Beyond this many characters nothing more can show on a 4-inch line (about 200 of the narrowest glyph at the smallest
 * size we use), so longer text is cut before the per-character work: a pasted novel costs no more than a long line.
 */
const MAX_CHARS = 400;

/** Letters WinAnsi lacks that have no Unicode decomposition but an obvious base letter (Polish, Croatian, Turkish). */
const BASE_LETTER: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Code points each font can encode, by font name: derived from the encoding, the same for every document. */
const charsets = new Map<string, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let charset = charsets.get(font.name);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsets.set(font.name, charset);
  }
  return charset;
}

/**
 * The text on one line, every character encodable by `font`: whitespace runs (line breaks, tabs) become one space;
 * a character the font lacks becomes its base letter where it has one ('ź' → 'z', 'ﬁ' → 'fi', 'Ł' → 'L'), else '?',
 * one per character as a reader sees it (an emoji with its modifiers, a flag: one '?').
 */
export function encodableText(text: string, font: PDFFont): string {
  const charset = charsetOf(font);
  const encodable = (s: string) => {
    for (const char of s) if (!charset.has(char.codePointAt(0)!)) return false;
    return true;
  };
  const line = text.replace(/\s+/gu, ' ').trim().slice(0, MAX_CHARS).normalize('NFC');
  let out = '';
  for (const { segment } of graphemes.segment(line)) {
    if (encodable(segment)) {
      out += segment;
      continue;
    }
    const base = (BASE_LETTER[segment] ?? segment).normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && encodable(base) ? base : '?';
  }
  return out;
}

/**
 * `text` (already encodable) cut to at most `maxWidth` at `size`, ending in '…' when cut. Everything encodable is a
 * single UTF-16 unit, so cutting anywhere is safe.
 */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const cut = (length: number) => `${text.slice(0, length).trimEnd()}…`;
  // The longest prefix that fits with its ellipsis; width grows with length, so a binary search.
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(cut(mid), size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : cut(low);
}

/** Encodable and fitted: what a label draws from member-typed text. */
export function printable(text: string, font: PDFFont, size: number, maxWidth: number): string {
  return fitText(encodableText(text, font), font, size, maxWidth);
}
