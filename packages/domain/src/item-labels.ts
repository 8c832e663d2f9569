/*
 * Item labels (docs/product/listing.md, "Categories, conditions and sizes"): the upload categories, and the maps
 * between what the forms and the analyser show (labels) and what an item stores (values). Pure functions, shared by
 * the server and the web app.
 */

/** The upload categories in the documented order: stored value and label. */
export const uploadCategories = [
  { value: 'clothing', label: 'Clothing' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'shoes_footwear', label: 'Shoes & Footwear' },
  { value: 'camera_equipment', label: 'Camera Equipment' },
  { value: 'musical_instruments', label: 'Musical Instruments' },
  { value: 'audio_equipment', label: 'Audio Equipment' },
  { value: 'music_media', label: 'Music & Media' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'collectibles', label: 'Collectibles' },
  { value: 'books_magazines', label: 'Books & Magazines' },
  { value: 'art', label: 'Art' },
  { value: 'kitchen', label: 'Kitchen & Dining' },
  { value: 'auto', label: 'Automotive' },
  { value: 'gym_equipment', label: 'Gym & Fitness' },
  { value: 'sports', label: 'Sports & Outdoors' },
  { value: 'home_garden', label: 'Home & Garden' },
  { value: 'pets', label: 'Pets & Animals' },
  { value: 'health_beauty', label: 'Health & Beauty' },
  { value: 'office_supplies', label: 'Office & Supplies' },
] as const;

export type UploadCategory = (typeof uploadCategories)[number]['value'];

export const itemConditions = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
export type ItemCondition = (typeof itemConditions)[number];

export const conditionLabels: Record<ItemCondition, string> = {
  new: 'New with Tags',
  like_new: 'Like New',
  good: 'Good',
  fair: 'Fair',
  poor: 'Well Worn',
};

export const itemSizes = ['xs', 's', 'm', 'l', 'xl', 'xxl', 'one_size'] as const;
export type ItemSize = (typeof itemSizes)[number];

export const sizeLabels: Record<ItemSize, string> = {
  xs: 'XS',
  s: 'S',
  m: 'M',
  l: 'L',
  xl: 'XL',
  xxl: 'XXL',
  one_size: 'One Size',
};

const categoryByLabel = new Map<string, string>(uploadCategories.map((c) => [c.label, c.value]));
const categoryLabelByValue = new Map<string, string>(uploadCategories.map((c) => [c.value, c.label]));

/** 'Shoes & Footwear' → 'shoes_footwear'; an unknown label is lowercased with non-alphanumerics as underscores. */
export function categoryLabelToValue(label: string): string {
  return categoryByLabel.get(label) ?? label.toLowerCase().replace(/[^a-z0-9]/g, '_');
}

const conditionByLabel = new Map<string, ItemCondition>(
  Object.entries(conditionLabels).map(([value, label]) => [label, value as ItemCondition]),
);

/** 'Well Worn' → 'poor'; anything unknown is 'good' (docs/product/listing.md). */
export function conditionLabelToValue(label: string): ItemCondition {
  return conditionByLabel.get(label) ?? 'good';
}

export function conditionValueToLabel(value: ItemCondition): string {
  return conditionLabels[value];
}

/** The size label of an item that has none (stored as `one_size`, like One Size). */
export const NO_SIZE_LABEL = 'N/A';

/**
 * The upload categories whose items are worn and so have sizes (docs/product/listing.md, "Sizes"). For every other
 * category the listing form fills in 'N/A' and the analyser suggests it.
 */
const sizedCategories: ReadonlySet<string> = new Set<UploadCategory>([
  'clothing',
  'shoes_footwear',
  'accessories',
]);

/** Whether the category is one of the upload categories, and one without sizes (Electronics, Books & Magazines, …). */
export const categoryHasNoSizes = (category: string): boolean =>
  categoryLabelByValue.has(category) && !sizedCategories.has(category);

/** A size outside the labels is kept as written, up to this many characters ('EU 42', 'Ring 7', '32x34'). */
export const MAX_SIZE_LENGTH = 50;

const sizeByLabel = new Map<string, ItemSize>([
  ...Object.entries(sizeLabels).map(([value, label]) => [label.toLowerCase(), value as ItemSize] as const),
  ['n/a', 'one_size'],
]);

/**
 * 'XL' (or 'xl') → 'xl'; 'N/A' and 'One Size' → 'one_size'; any other size is stored as written, trimmed: 'EU 42'
 * stays 'EU 42' (docs/product/listing.md). The original client folded unknown sizes into one_size, which lost them.
 */
export function sizeLabelToValue(label: string): string {
  const size = label.trim();
  return sizeByLabel.get(size.toLowerCase()) ?? size;
}

/** A stored size reads as its label; a free-text size (the form allows one) is shown as entered. */
export function sizeValueToLabel(value: string): string {
  return sizeLabels[value as ItemSize] ?? value;
}

// Older closet categories fold into the upload categories when displayed (docs/product/listing.md).
const displayOverrides: Record<string, string> = {
  tops: 'Clothing',
  bottoms: 'Clothing',
  dresses: 'Clothing',
  outerwear: 'Clothing',
  shoes: 'Shoes & Footwear',
  toys_games: 'Collectibles',
  tools: 'Home & Garden',
};

/** How a stored category reads anywhere outside the upload form: 'kitchen' → 'Kitchen & Dining', 'a_b' → 'A & B'. */
export function categoryDisplayName(category: string): string {
  const known = displayOverrides[category] ?? categoryLabelByValue.get(category);
  if (known) return known;
  return category.replace(/_/g, ' & ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}
