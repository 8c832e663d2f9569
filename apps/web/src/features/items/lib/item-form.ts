import type { AnalysisResult } from '@swapyard/domain/analysis';
import { conditionLabelToValue, sizeLabelToValue, type ItemCondition } from '@swapyard/domain/item-labels';
import type { ItemVisibility } from '@swapyard/domain/items';
import type { UploadedPhoto } from '@swapyard/domain/media';
import type { CreateItemBody } from '../api/create-item';

/** What the single upload form holds: text as typed; category and condition as stored values ('' until chosen). */
export type ItemFormValues = {
  title: string;
  description: string;
  brand: string;
  category: string;
  condition: ItemCondition | '';
  /** A size label ('M', 'One Size', 'N/A') or free text. */
  size: string;
  /** As typed in the number input; '' means no value. */
  value: string;
  visibility: ItemVisibility;
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
};

export type FormProblem = { title: string; description: string };

/** The spec's checks in its order (part 1 §5): the first that fails is the toast. */
export function firstFormProblem(
  form: ItemFormValues,
  { signedIn, photoCount }: { signedIn: boolean; photoCount: number },
): FormProblem | null {
  if (!signedIn) return { title: 'Authentication required', description: 'Please sign in to upload items' };
  const details = detailsProblem(form);
  if (details) return details;
  if (photoCount < 1)
    return { title: 'Photos required', description: 'Please add at least one photo of your item' };
  return valueProblem(form);
}

/** Title, category, condition and size, in the spec's order; shared by the upload form and the item's edit form. */
export function detailsProblem(form: ItemFormValues): FormProblem | null {
  if (!form.title.trim())
    return { title: 'Title required', description: 'Please enter a title for your item' };
  if (!form.category)
    return { title: 'Category required', description: 'Please select a category for your item' };
  if (!form.condition)
    return { title: 'Condition required', description: 'Please select the condition of your item' };
  if (!form.size.trim()) return { title: 'Size required', description: 'Please enter a size for your item' };
  return null;
}

/** The value is optional; when given it must be a number of 0 or more. */
export function valueProblem(form: ItemFormValues): FormProblem | null {
  const value = parseItemValue(form.value);
  if (Number.isNaN(value) || (value !== null && value < 0))
    return { title: 'Invalid value', description: 'Please enter a value of 0 or more' };
  return null;
}

/** '' is no value; anything else must read as a number (NaN is caught by valueProblem). */
export function parseItemValue(text: string): number | null {
  if (!text.trim()) return null;
  return Number(text);
}

/** The create body: labels mapped to stored values with the shared helpers, the value rounded to cents. */
export function toCreateItemBody(form: ItemFormValues, photos: UploadedPhoto[]): CreateItemBody {
  const value = parseItemValue(form.value);
  return {
    title: form.title.trim(),
    description: form.description,
    brand: form.brand,
    category: form.category,
    condition: form.condition || 'good',
    size: sizeLabelToValue(form.size.trim()),
    value: value === null ? null : Math.round(value * 100) / 100,
    visibility: form.visibility,
    photos,
  };
}

/** The analysis answers with a category value and condition and size labels; the form keeps condition as a value. */
function analysisFields(result: AnalysisResult): ItemFormValues {
  return {
    title: result.title,
    description: result.description,
    brand: result.brand,
    category: result.closetCategory,
    condition: conditionLabelToValue(result.condition),
    size: result.size,
    value: result.value > 0 ? String(result.value) : '',
    visibility: 'public',
  };
}

/** After the photo analysis: fill only what the member left empty. */
export function fillEmptyFields(form: ItemFormValues, result: AnalysisResult): ItemFormValues {
  const found = analysisFields(result);
  const keys = ['title', 'description', 'brand', 'category', 'condition', 'size', 'value'] as const;
  const next = { ...form };
  for (const key of keys) {
    if (!String(next[key]).trim() && found[key]) (next as Record<string, string>)[key] = found[key];
  }
  return next;
}

/** After 'Reanalyze' by title: the details follow the title; the title and visibility stay as the member set them. */
export function applyTitleAnalysis(form: ItemFormValues, result: AnalysisResult): ItemFormValues {
  const found = analysisFields(result);
  return {
    ...form,
    description: found.description || form.description,
    brand: found.brand || form.brand,
    category: found.category,
    condition: found.condition,
    size: found.size,
    value: found.value || form.value,
  };
}
