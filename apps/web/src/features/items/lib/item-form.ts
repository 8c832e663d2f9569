import type { AnalysisResult } from '@swapyard/domain/analysis';
import {
  categoryDisplayName,
  categoryHasNoSizes,
  conditionLabelToValue,
  conditionLabels,
  NO_SIZE_LABEL,
  sizeLabelToValue,
  type ItemCondition,
} from '@swapyard/domain/item-labels';
import { ITEM_VALUE_MESSAGE, type ItemVisibility } from '@swapyard/domain/items';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { centsToDollarsInput, MAX_ITEM_VALUE_CENTS, roundDollarsToCents } from '@swapyard/domain/money';
import { noPlace, placeBody, type PlaceValue } from '@/features/places';
import type { CreateItemBody } from '../api/create-item';

/** What the single upload form holds: text as typed; category and condition as stored values ('' until chosen). */
export type ItemFormValues = {
  title: string;
  description: string;
  brand: string;
  category: string;
  condition: ItemCondition | '';
  /** A size label ('M', 'One Size', 'N/A') or a size as written ('EU 42'), stored as written. */
  size: string;
  /** Dollars as typed in the number input; '' means no value. Sent as cents (parseItemValue). */
  value: string;
  visibility: ItemVisibility;
  /** Where it is: a place chosen from the list, text as written, or nothing (a new listing: the owner's place). */
  place: PlaceValue;
};

export const emptyItemForm: ItemFormValues = {
  title: '',
  description: '',
  brand: '',
  category: '',
  condition: '',
  size: '',
  value: '',
  visibility: 'public',
  place: noPlace,
};

export type FormProblem = { title: string; description: string };

/** The upload form's checks in order (docs/product/listing.md): the first that fails is the toast. */
export function firstFormProblem(
  form: ItemFormValues,
  { signedIn, photoCount }: { signedIn: boolean; photoCount: number },
): FormProblem | null {
  if (!signedIn) return { title: 'Authentication required', description: 'Please sign in to upload items' };
  const details = detailsProblem(form);
  if (details) return details;
  if (photoCount < 1) return PHOTOS_REQUIRED;
  return valueProblem(form);
}

/** The form's parts a check can fail on, each marked at the field when it does. */
export type ProblemField = 'title' | 'category' | 'condition' | 'size' | 'photos' | 'value';

/** The required details, in the documented order: each field's check and its words. */
const detailChecks: ReadonlyArray<{
  field: ProblemField;
  fails: (form: ItemFormValues) => boolean;
  problem: FormProblem;
}> = [
  {
    field: 'title',
    fails: (form) => !form.title.trim(),
    problem: { title: 'Title required', description: 'Please enter a title for your item' },
  },
  {
    field: 'category',
    fails: (form) => !form.category,
    problem: { title: 'Category required', description: 'Please select a category for your item' },
  },
  {
    field: 'condition',
    fails: (form) => !form.condition,
    problem: { title: 'Condition required', description: 'Please select the condition of your item' },
  },
  {
    field: 'size',
    fails: (form) => !form.size.trim(),
    problem: { title: 'Size required', description: 'Please enter a size for your item' },
  },
];

const PHOTOS_REQUIRED: FormProblem = {
  title: 'Photos required',
  description: 'Please add at least one photo of your item',
};

/** Title, category, condition and size, in the documented order; shared by the upload and the edit forms. */
export function detailsProblem(form: ItemFormValues): FormProblem | null {
  return detailChecks.find((check) => check.fails(form))?.problem ?? null;
}

/**
 * Every field that fails its check, with the words its toast uses, so each is marked at the field (the toast names
 * only the first). `photoCount` for the upload form, which needs a photo; the edit dialog edits photos apart.
 */
export function fieldProblems(
  form: ItemFormValues,
  { photoCount }: { photoCount?: number } = {},
): Partial<Record<ProblemField, string>> {
  const problems: Partial<Record<ProblemField, string>> = {};
  for (const check of detailChecks) if (check.fails(form)) problems[check.field] = check.problem.description;
  if (photoCount !== undefined && photoCount < 1) problems.photos = PHOTOS_REQUIRED.description;
  const value = valueProblem(form);
  if (value) problems.value = value.description;
  return problems;
}

/**
 * A category without sizes fills an empty Size with 'N/A' (docs/product/listing.md, "Sizes"); an 'N/A' that is not
 * the member's own is emptied again when the category becomes one with sizes, so 'Size required' asks for theirs.
 * `memberSize`: the member filled in the size themselves, which is never changed.
 */
export function withSizeDefault(form: ItemFormValues, memberSize: boolean): ItemFormValues {
  if (memberSize) return form;
  if (categoryHasNoSizes(form.category)) return form.size.trim() ? form : { ...form, size: NO_SIZE_LABEL };
  return form.size.trim() === NO_SIZE_LABEL ? { ...form, size: '' } : form;
}

/**
 * The value is optional; when given it must be a number of 0 or more, and at most the most an item may be worth
 * (refused in the API's own words, which the member saw when the server checked it).
 */
export function valueProblem(form: ItemFormValues): FormProblem | null {
  const cents = parseItemValue(form.value);
  if (Number.isNaN(cents) || (cents !== null && cents < 0))
    return { title: 'Invalid value', description: 'Please enter a value of 0 or more' };
  if (cents !== null && cents > MAX_ITEM_VALUE_CENTS)
    return { title: 'Invalid value', description: ITEM_VALUE_MESSAGE };
  return null;
}

/**
 * The typed dollars as integer cents, rounded to the nearest cent ('12.345' → 1235): '' is no value (null), and
 * anything that does not read as a number is NaN, which valueProblem refuses.
 */
export function parseItemValue(text: string): number | null {
  if (!text.trim()) return null;
  return roundDollarsToCents(text) ?? Number.NaN;
}

/** Cents as the value field shows them: '' for no value, else dollars with as few decimals as needed ('12.5'). */
export function itemValueText(valueCents: number | null): string {
  return valueCents === null ? '' : centsToDollarsInput(valueCents, { short: true });
}

/** The create body: labels mapped to stored values with the shared helpers, the value in cents. */
export function toCreateItemBody(form: ItemFormValues, photos: UploadedPhoto[]): CreateItemBody {
  return {
    title: form.title.trim(),
    description: form.description,
    brand: form.brand,
    category: form.category,
    condition: form.condition || 'good',
    size: sizeLabelToValue(form.size.trim()),
    valueCents: parseItemValue(form.value),
    visibility: form.visibility,
    // Left empty, the listing is where its owner's profile says (the server knows).
    ...(form.place.placeId !== null || form.place.location.trim() ? placeBody(form.place) : {}),
    photos,
  };
}

/** The fields an analysis suggests; visibility is the member's alone. */
export const suggestedFields = [
  'title',
  'description',
  'brand',
  'category',
  'condition',
  'size',
  'value',
] as const;
export type SuggestedField = (typeof suggestedFields)[number];

/** The analysis as form values: '' wherever it had no evidence, so that field is left to the member. */
export function suggestedValues(result: AnalysisResult): Pick<ItemFormValues, SuggestedField> {
  return {
    title: result.title,
    description: result.description,
    brand: result.brand,
    category: result.closetCategory ?? '',
    condition: result.condition ? conditionLabelToValue(result.condition) : '',
    size: result.size ?? '',
    value: result.valueCents ? itemValueText(result.valueCents) : '',
  };
}

/**
 * Applies an analysis (docs/product/listing.md): a field the member has filled in (`kept`) stays as it is; every
 * other field takes the new suggestion, or is emptied where it has none, so nothing of an earlier suggestion
 * lingers (a brand from the previous title, say).
 */
export function applySuggestion(
  form: ItemFormValues,
  result: AnalysisResult,
  kept: ReadonlySet<SuggestedField>,
): ItemFormValues {
  const suggested = suggestedValues(result);
  const next = { ...form };
  for (const field of suggestedFields) {
    if (!kept.has(field)) (next as Record<SuggestedField, string>)[field] = suggested[field];
  }
  return next;
}

/** The fields the member has filled in by hand: touched and not blank. An emptied field takes suggestions again. */
export function memberFields(
  form: ItemFormValues,
  touched: ReadonlySet<SuggestedField>,
): Set<SuggestedField> {
  return new Set([...touched].filter((field) => String(form[field]).trim() !== ''));
}

export type OtherSuggestion = { field: SuggestedField; label: string; value: string };

const fieldLabels: Record<SuggestedField, string> = {
  title: 'Title',
  description: 'Description',
  brand: 'Brand',
  category: 'Category',
  condition: 'Condition',
  size: 'Size',
  value: 'Value',
};

/**
 * What the analysis suggests for fields the member set differently: the card offers each as 'Use suggestion'. Not
 * the title, which is what the analysis read (its suggestion only recases it).
 */
export function otherSuggestions(
  form: ItemFormValues,
  result: AnalysisResult,
  kept: ReadonlySet<SuggestedField>,
): OtherSuggestion[] {
  const suggested = suggestedValues(result);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return suggestedFields.flatMap((field) => {
    const value = suggested[field];
    if (field === 'title' || !kept.has(field) || !value || same(value, String(form[field]))) return [];
    return [{ field, label: fieldLabels[field], value: readable(field, value) }];
  });
}

function readable(field: SuggestedField, value: string): string {
  if (field === 'category') return categoryDisplayName(value);
  if (field === 'condition') return conditionLabels[value as ItemCondition];
  if (field === 'value') return `$${value}`;
  return value;
}
