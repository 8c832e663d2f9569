import type { AnalysisResult } from '@swapyard/domain/analysis';
import { sizeLabelToValue, sizeValueToLabel } from '@swapyard/domain/item-labels';
import { MAX_EDIT_ITEM_PHOTOS, type Item, type ItemPhoto } from '@swapyard/domain/items';
import { mediaMessages, type UploadedPhoto } from '@swapyard/domain/media';
import { appRoutes } from '@swapyard/domain/routes';
import { placeBody, placeValueOf } from '@/features/places';
import type { UpdateItemBody } from '../api/update-item';
import {
  detailsProblem,
  itemValueText,
  parseItemValue,
  suggestedValues,
  valueProblem,
  type FormProblem,
  type ItemFormValues,
  type SuggestedField,
} from './item-form';

/** The edit form starts from the item as stored: size and value read as the member typed them. */
export function toEditForm(item: Item): ItemFormValues {
  return {
    title: item.title,
    description: item.description ?? '',
    brand: item.brand ?? '',
    category: item.category,
    condition: item.condition,
    size: sizeValueToLabel(item.size),
    value: itemValueText(item.valueCents),
    visibility: item.visibility,
    place: placeValueOf(item),
  };
}

/** The edit dialog's checks, with the upload form's wording; photos are edited on their own. */
export function editFormProblem(form: ItemFormValues): FormProblem | null {
  return detailsProblem(form) ?? valueProblem(form);
}

/**
 * The PATCH body (docs/product/listing.md, "The item page"): description and brand are saved as null when empty;
 * the value is a number of cents (the typed dollars rounded) or null. A size left as it was keeps its stored value,
 * so a free-text size ('32W') is not folded into 'one_size' just because the member edited the title.
 */
export function toUpdateItemBody(
  form: ItemFormValues,
  item: Pick<Item, 'size' | 'placeId' | 'location'>,
): UpdateItemBody {
  const size = form.size.trim();
  const stored = placeValueOf(item);
  const placeChanged = form.place.placeId !== stored.placeId || form.place.location !== stored.location;
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    brand: form.brand.trim() || null,
    category: form.category,
    condition: form.condition || 'good',
    size: size === sizeValueToLabel(item.size) ? item.size : sizeLabelToValue(size),
    valueCents: parseItemValue(form.value),
    visibility: form.visibility,
    // Sent only when changed: a written location is matched to a place again when it is sent.
    ...(placeChanged && placeBody(form.place)),
  };
}

/**
 * AI Reanalyze while editing (docs/product/listing.md): besides the fields the member filled in by hand in this
 * dialog, what stays is the title the analysis read and each stored detail the analysis has no suggestion for. The
 * brand always follows the new title, so a brand it does not name is dropped rather than left stale.
 */
export function editReanalysisKeeps(result: AnalysisResult): Set<SuggestedField> {
  const suggested = suggestedValues(result);
  const kept = new Set<SuggestedField>(['title']);
  for (const field of ['description', 'category', 'condition', 'size', 'value'] as const) {
    if (!suggested[field]) kept.add(field);
  }
  return kept;
}

/** An item's stored photo as the upload pipeline describes one, so the photo editor shows both kinds alike. */
export function toUploadedPhoto(photo: ItemPhoto): UploadedPhoto {
  const size = (width: number) => photo.sizes?.[String(width)] ?? photo.url;
  return {
    id: photo.id,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    sizes: { 320: size(320), 800: size(800), 1600: size(1600) },
  };
}

/** Edit photos keeps at most 5 (docs/product/listing.md); a selection that would pass the cap is refused whole. */
export function editPhotosProblem(current: number, adding: number): FormProblem | null {
  if (current + adding > MAX_EDIT_ITEM_PHOTOS)
    return {
      title: mediaMessages.tooManyPhotos,
      description: `Maximum ${MAX_EDIT_ITEM_PHOTOS} photos allowed`,
    };
  return null;
}

/**
 * Where Back goes (docs/product/listing.md, "The item page"): one step back when the member arrived from another
 * page of the app (React Router's first location has the key 'default'); on a direct visit, the owner's profile or
 * discovery.
 */
export function backTarget({ locationKey, isOwner }: { locationKey: string; isOwner: boolean }): -1 | string {
  if (locationKey !== 'default') return -1;
  return isOwner ? appRoutes.profile : appRoutes.discovery;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Posted 5 minutes ago', 'Posted yesterday', …; after a month the date: 'Posted on March 3, 2026'. */
export function postedLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'Posted just now';
  if (elapsed < HOUR) return `Posted ${relative.format(-Math.floor(elapsed / MINUTE), 'minute')}`;
  if (elapsed < DAY) return `Posted ${relative.format(-Math.floor(elapsed / HOUR), 'hour')}`;
  if (elapsed < 31 * DAY) return `Posted ${relative.format(-Math.floor(elapsed / DAY), 'day')}`;
  return `Posted on ${fullDate.format(date)}`;
}

export type ItemBadge = { key: string; label: string; tone: 'neutral' | 'warning' | 'success' | 'danger' };

/**
 * What marks an item out: sold or swapped (anyone may see it), and, for its owner, how far it is shown
 * (private: only them; live-only: inside their live stream; taken down by moderators) or that it is hidden.
 */
export function itemBadges(
  item: Pick<Item, 'status' | 'visibility' | 'takenDown'>,
  isOwner: boolean,
): ItemBadge[] {
  const badges: ItemBadge[] = [];
  if (item.status === 'sold') badges.push({ key: 'sold', label: 'Sold', tone: 'success' });
  if (item.status === 'swapped') badges.push({ key: 'swapped', label: 'Swapped', tone: 'success' });
  if (!isOwner) return badges;
  if (item.status === 'hidden') badges.push({ key: 'hidden', label: 'Hidden', tone: 'warning' });
  // Private while taken down: the badge says why.
  if (item.takenDown) badges.push({ key: 'taken-down', label: 'Taken down', tone: 'danger' });
  else if (item.visibility === 'private') badges.push({ key: 'private', label: 'Private', tone: 'warning' });
  if (item.visibility === 'live-only') badges.push({ key: 'live-only', label: 'Live only', tone: 'warning' });
  return badges;
}
