/** What people type: prefixes mid-word, misspellings, brands, category words, several words, a common word. */
export const ITEM_QUERIES = [
  'deni',
  'levis jaket',
  'nikon lens',
  'stratocastr',
  'yoga mat',
  'vintage',
  'camera',
  'adidas hoodie black',
  'fountian pen',
  'speaker',
  'sunburst guitar',
  'point and shoot',
];
