import { foldPlaceName } from '@swapyard/domain';

/*
 * Reading a location written as free text ('Portland, OR', 'Paris, France', 'Tromsø') into a name and the codes it
 * must be in: what members typed before places were chosen from the gazetteer (docs/product/places.md).
 */

/** Country names in English ('france', 'united states') and common short forms, to their ISO codes. */
const countryCodes: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const codes = new Map<string, string>([
    ['usa', 'US'],
    ['u.s.', 'US'],
    ['u.s.a.', 'US'],
    ['uk', 'GB'],
    ['u.k.', 'GB'],
  ]);
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      // The first code of a name wins: 'FX' (a retired code) is also called France, after 'FR'.
      if (name && name !== code && !codes.has(foldPlaceName(name))) codes.set(foldPlaceName(name), code);
    }
  }
  return codes;
})();

export interface WrittenLocation {
  /** The place's name, folded. */
  name: string;
  /** For each qualifier written after it, the codes (country or first-level region) it may stand for. */
  qualifiers: string[][];
}

/**
 * 'Portland, OR, US' → name 'portland', qualifiers [['OR'], ['US']]. A qualifier that is neither a code nor a
 * country's name ('Oregon') is not a constraint: the population rule decides alone (service.matchWrittenLocation).
 */
export function readWrittenLocation(written: string): WrittenLocation | undefined {
  const [name = '', ...rest] = written.split(',').map(foldPlaceName);
  if (!name) return undefined;
  const qualifiers: string[][] = [];
  for (const part of rest) {
    const country = countryCodes.get(part);
    if (country) qualifiers.push([country]);
    else if (/^[a-z0-9]{1,3}$/.test(part)) qualifiers.push([part.toUpperCase()]);
  }
  return { name, qualifiers };
}
