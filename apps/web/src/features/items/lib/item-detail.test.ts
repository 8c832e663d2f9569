import { RATE_LIMIT_FALLBACK_ANALYSIS, type AnalysisResult } from '@swapyard/domain/analysis';
import type { Item } from '@swapyard/domain/items';
import { describe, expect, it } from 'vitest';
import {
  backTarget,
  editFormProblem,
  editReanalysisKeeps,
  editPhotosProblem,
  itemBadges,
  postedLabel,
  toEditForm,
  toUpdateItemBody,
  toUploadedPhoto,
} from './item-detail';
import { applySuggestion, type ItemFormValues } from './item-form';

const item: Item = {
  id: '7b0c5d3e-1111-4222-8333-444455556666',
  userId: 'u1',
  title: 'Denim jacket',
  description: 'Barely worn',
  brand: "Levi's",
  category: 'clothing',
  categoryLabel: 'Clothing',
  condition: 'like_new',
  size: 'm',
  valueCents: 4550,
  previousValueCents: null,
  photos: [],
  isAvailable: true,
  status: 'available',
  visibility: 'public',
  location: null,
  placeId: null,
  openToSwap: true,
  buyNow: true,
  ships: true,
  meetsUp: true,
  shippingCents: 0,
  likes: 0,
  views: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  owner: {
    id: 'u1',
    username: 'ava',
    fullName: 'Ava Stone',
    avatarUrl: null,
    themeColor: '#6366f1',
    location: 'Austin, TX',
  },
};

describe('toEditForm and toUpdateItemBody', () => {
  it('round-trips an item unchanged', () => {
    const form = toEditForm(item);
    expect(form).toMatchObject({ size: 'M', value: '45.5', description: 'Barely worn', brand: "Levi's" });
    expect(toUpdateItemBody(form, item)).toEqual({
      title: 'Denim jacket',
      description: 'Barely worn',
      brand: "Levi's",
      category: 'clothing',
      condition: 'like_new',
      size: 'm',
      valueCents: 4550,
      visibility: 'public',
    });
  });

  it('sends where it is only when changed: a place chosen by its id, or the location as written', () => {
    const placed = { ...item, placeId: 5746545, location: 'Portland, OR, US' };
    expect(toUpdateItemBody(toEditForm(placed), placed)).not.toHaveProperty('placeId');
    const moved = { ...toEditForm(placed), place: { placeId: 5713376, location: 'Beaverton, OR, US' } };
    expect(toUpdateItemBody(moved, placed)).toMatchObject({ placeId: 5713376 });
    const written = { ...toEditForm(placed), place: { placeId: null, location: 'Paris, TX' } };
    expect(toUpdateItemBody(written, placed)).toMatchObject({ location: 'Paris, TX' });
    const cleared = { ...toEditForm(placed), place: { placeId: null, location: '' } };
    expect(toUpdateItemBody(cleared, placed)).toMatchObject({ location: '' });
  });

  it('saves an empty description and brand as null, and a blank value as null', () => {
    const form = { ...toEditForm(item), description: '  ', brand: '', value: '' };
    const body = toUpdateItemBody(form, item);
    expect(body.description).toBeNull();
    expect(body.brand).toBeNull();
    expect(body.valueCents).toBeNull();
  });

  it('starts an item without brand, description or value with empty fields', () => {
    const form = toEditForm({ ...item, brand: null, description: null, valueCents: null });
    expect([form.brand, form.description, form.value]).toEqual(['', '', '']);
  });

  it('parses the value as a number rounded to cents and trims the title', () => {
    const body = toUpdateItemBody({ ...toEditForm(item), value: '12.345', title: '  Jacket ' }, item);
    expect(body.valueCents).toBe(1235);
    expect(body.title).toBe('Jacket');
  });

  it('keeps a free-text size that was not touched, and maps a changed size label', () => {
    const free = { ...item, size: '32W' };
    expect(toUpdateItemBody(toEditForm(free), free).size).toBe('32W');
    expect(toUpdateItemBody({ ...toEditForm(item), size: 'XL' }, item).size).toBe('xl');
  });
});

describe('editFormProblem', () => {
  it('accepts the stored item and refuses a blank title or a bad value, with the upload wording', () => {
    expect(editFormProblem(toEditForm(item))).toBeNull();
    expect(editFormProblem({ ...toEditForm(item), title: ' ' })).toEqual({
      title: 'Title required',
      description: 'Please enter a title for your item',
    });
    expect(editFormProblem({ ...toEditForm(item), value: '-1' })?.title).toBe('Invalid value');
    expect(editFormProblem({ ...toEditForm(item), value: 'abc' })?.title).toBe('Invalid value');
    expect(editFormProblem({ ...toEditForm(item), size: '' })?.title).toBe('Size required');
  });
});

describe('editReanalysisKeeps', () => {
  const reanalyse = (form: ItemFormValues, result: AnalysisResult) =>
    applySuggestion(form, result, editReanalysisKeeps(result));

  it('keeps the title and each stored detail the analysis has nothing for, but drops a brand the title does not name', () => {
    const stored = { ...toEditForm(item), brand: 'Canon', condition: 'like_new' as const };
    const sneakers = {
      ...RATE_LIMIT_FALLBACK_ANALYSIS,
      title: 'Red Leather Low-top Sneakers',
      brand: '',
      closetCategory: 'shoes_footwear' as const,
      condition: null,
      size: null,
    };
    const form = reanalyse(stored, sneakers);
    expect(form).toMatchObject({
      title: 'Denim jacket',
      brand: '',
      category: 'shoes_footwear',
      condition: 'like_new',
      size: 'M',
    });
  });
});

describe('photos', () => {
  const stored = { id: 'u1/p', url: '/media/u1/p-1600.webp', width: 1600, height: 1200 };
  const sized = { ...stored, sizes: { '320': '/a-320', '800': '/a-800', '1600': '/a-1600' } };

  it('describes a stored photo like an upload, falling back to its url', () => {
    expect(toUploadedPhoto(stored).sizes).toEqual({ 320: stored.url, 800: stored.url, 1600: stored.url });
    expect(toUploadedPhoto(sized).sizes[800]).toBe('/a-800');
  });

  it('caps edited photos at 5 with the documented wording', () => {
    expect(editPhotosProblem(3, 2)).toBeNull();
    expect(editPhotosProblem(4, 2)).toEqual({
      title: 'Too many photos',
      description: 'Maximum 5 photos allowed',
    });
  });
});

describe('backTarget', () => {
  it('goes back in history when the member came from another page of the app', () => {
    expect(backTarget({ locationKey: 'abc123', isOwner: false })).toBe(-1);
    expect(backTarget({ locationKey: 'abc123', isOwner: true })).toBe(-1);
  });

  it('on a direct visit goes to /profile for the owner and /discovery for anyone else', () => {
    expect(backTarget({ locationKey: 'default', isOwner: true })).toBe('/profile');
    expect(backTarget({ locationKey: 'default', isOwner: false })).toBe('/discovery');
  });
});

describe('postedLabel', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('reads relative while recent and as a date after a month', () => {
    expect(postedLabel(ago(10_000), now)).toBe('Posted just now');
    expect(postedLabel(ago(5 * 60_000), now)).toBe('Posted 5 minutes ago');
    expect(postedLabel(ago(3 * 3_600_000), now)).toBe('Posted 3 hours ago');
    expect(postedLabel(ago(26 * 3_600_000), now)).toBe('Posted yesterday');
    expect(postedLabel(ago(10 * 86_400_000), now)).toBe('Posted 10 days ago');
    expect(postedLabel('2025-12-25T12:00:00Z', now)).toBe('Posted on December 25, 2025');
    expect(postedLabel('not a date', now)).toBe('');
  });
});

describe('itemBadges', () => {
  it('shows sold and swapped to everyone, visibility and hidden only to the owner', () => {
    expect(itemBadges({ status: 'sold', visibility: 'private' }, false).map((b) => b.label)).toEqual([
      'Sold',
    ]);
    expect(itemBadges({ status: 'swapped', visibility: 'live-only' }, true).map((b) => b.label)).toEqual([
      'Swapped',
      'Live only',
    ]);
    expect(itemBadges({ status: 'hidden', visibility: 'private' }, true).map((b) => b.label)).toEqual([
      'Hidden',
      'Private',
    ]);
    expect(itemBadges({ status: 'available', visibility: 'public' }, true)).toEqual([]);
  });

  it('says Taken down, not Private, to the owner of a listing moderators took down', () => {
    const takenDown = { reason: 'Counterfeit', at: '2026-11-27T10:00:00.000Z' };
    expect(
      itemBadges({ status: 'available', visibility: 'private', takenDown }, true).map((b) => b.label),
    ).toEqual(['Taken down']);
    expect(itemBadges({ status: 'available', visibility: 'private', takenDown }, false)).toEqual([]);
  });
});
