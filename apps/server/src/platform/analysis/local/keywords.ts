import { PhraseIndex, type Token } from './tokens.ts';

/** Colour words as sellers write them; the value is the name shown in titles and keywords. */
const colourList = `black, white, red, blue, navy, navy blue, royal blue, sky blue, light blue, dark blue, green,
  olive, khaki, sage, forest green, mint green, yellow, mustard, orange, pink, hot pink, blush, purple, lilac,
  lavender, violet, brown, chocolate, tan, beige, cream, ivory, off white, grey, gray, charcoal, silver, gold,
  rose gold, burgundy, maroon, wine, teal, turquoise, coral, camel, multicolor, multicolour, neon, nude, taupe,
  bronze, copper, indigo, magenta, peach, rust`;

const materialList = `leather, genuine leather, vegan leather, faux leather, patent leather, suede, denim, cotton,
  organic cotton, wool, merino, merino wool, cashmere, silk, linen, polyester, nylon, canvas, velvet, corduroy,
  gore tex, goretex, satin, lace, faux fur, fur, sheepskin, shearling, stainless steel, wood, wooden, oak, walnut,
  teak, bamboo, glass, porcelain, marble, brass, sterling silver, 925 silver, 14k gold, 18k gold, gold plated,
  titanium, carbon fiber, carbon fibre, aluminium, aluminum, plastic, rattan, wicker, jute, mohair, alpaca,
  tweed, chiffon, jersey knit, rubber, enamel, ceramic, crystal, pearl, acrylic`;

function indexOf(list: string): PhraseIndex<string> {
  const index = new PhraseIndex<string>();
  for (const raw of list.split(',')) {
    const word = raw.trim();
    if (word) index.add(word, word === 'gray' ? 'grey' : word);
  }
  return index;
}

export const colourIndex = indexOf(colourList);
export const materialIndex = indexOf(materialList);

export function findColours(tokens: readonly Token[]): string[] {
  return [...new Set(colourIndex.findAll(tokens).map((m) => m.value))];
}

export function findMaterials(tokens: readonly Token[]): string[] {
  return [...new Set(materialIndex.findAll(tokens).map((m) => m.value))];
}

/** Words that say nothing about the item; everything else of three letters or more may be a keyword. */
export const STOPWORDS = new Set(
  `the and for with from this that are was were has have had not but all any can our your you its into over
  very great good nice item items sale sell selling swap trade offer offers obo ono only just like new used size
  condition free ship shipping fast please see pics photos photo picture pictures comes included includes
  include box boxed excellent perfect beautiful lovely cute rare vintage authentic genuine original one two
  mens womens ladies unisex kids girls boys his her men women`.split(/\s+/),
);

const MAX_KEYWORDS = 12;

/**
 * Search keywords: what was recognised first (brand, item words, colours, materials, a numeric size), then the
 * title's other meaningful words, lowercased and without repeats.
 */
export function buildKeywords(parts: {
  brand: string | null;
  terms: readonly string[];
  colours: readonly string[];
  materials: readonly string[];
  sizeRaw: string | null;
  tokens: readonly Token[];
  skip: ReadonlySet<number>;
}): string[] {
  const out = new Set<string>();
  const push = (word: string) => {
    const clean = word.trim().toLowerCase();
    if (clean && out.size < MAX_KEYWORDS) out.add(clean);
  };
  if (parts.brand) push(parts.brand);
  parts.terms.forEach(push);
  parts.colours.forEach(push);
  parts.materials.forEach(push);
  if (parts.sizeRaw) push(parts.sizeRaw);
  const known = new Set([...out].flatMap((k) => k.split(' ')));
  parts.tokens.forEach((token, i) => {
    const singular = token.text.replace(/(es|s)$/, '');
    if (parts.skip.has(i) || known.has(token.text) || known.has(singular) || STOPWORDS.has(token.text))
      return;
    if (token.text.length >= 3 || /\d/.test(token.text)) push(token.text);
  });
  return [...out];
}
