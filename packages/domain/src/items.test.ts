import { describe, expect, it } from 'vitest';
import {
  createItemInputSchema,
  ITEM_VALUE_MESSAGE,
  itemListQuerySchema,
  updateItemInputSchema,
} from './items.ts';
import { MAX_ITEM_VALUE_CENTS } from './money.ts';

const photo = { id: 'u1/a.webp', url: '/media/u1/a.webp', width: 800, height: 600 };
const valid = { title: 'Denim jacket', category: 'clothing', condition: 'good', size: 'M', photos: [photo] };

describe('createItemInputSchema', () => {
  it('reports the form messages in the documented order', () => {
    const result = createItemInputSchema.safeParse({ title: '   ', size: '', photos: [] });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a title for your item',
      'Please select a category for your item',
      'Please select the condition of your item',
      'Please enter a size for your item',
      'Please add at least one photo of your item',
    ]);
    expect(createItemInputSchema.safeParse({}).error?.issues.map((i) => i.path[0])).toEqual([
      'title',
      'category',
      'condition',
      'size',
      'photos',
    ]);
  });
  it('trims, defaults visibility to public and saves blank optional text as null', () => {
    const parsed = createItemInputSchema.parse({
      ...valid,
      title: '  Denim jacket ',
      description: '  ',
      brand: '',
    });
    expect(parsed).toMatchObject({
      title: 'Denim jacket',
      description: null,
      brand: null,
      visibility: 'public',
    });
  });
  it('caps photos at 10 and checks the value', () => {
    const eleven = Array.from({ length: 11 }, () => photo);
    expect(createItemInputSchema.safeParse({ ...valid, photos: eleven }).error?.issues[0]?.message).toBe(
      'Maximum 10 photos allowed',
    );
    expect(createItemInputSchema.safeParse({ ...valid, valueCents: -1 }).success).toBe(false);
    expect(createItemInputSchema.safeParse({ ...valid, valueCents: 100.5 }).success).toBe(false);
    expect(createItemInputSchema.parse({ ...valid, valueCents: 1999 }).valueCents).toBe(1999);
  });
  it('takes the value as whole cents from 0 to the maximum, refusing anything else in the form words', () => {
    const issue = (valueCents: unknown) =>
      createItemInputSchema.safeParse({ ...valid, valueCents }).error?.issues[0];
    for (const bad of [-1, 0.5, 1999.5, MAX_ITEM_VALUE_CENTS + 1, '1999', Number.NaN]) {
      expect(issue(bad)).toMatchObject({ path: ['valueCents'], message: ITEM_VALUE_MESSAGE });
    }
    expect(ITEM_VALUE_MESSAGE).toBe('Please enter a value of 0 or more, with at most 2 decimals');
    for (const good of [0, 1, 1999, MAX_ITEM_VALUE_CENTS]) {
      expect(createItemInputSchema.parse({ ...valid, valueCents: good }).valueCents).toBe(good);
    }
    expect(createItemInputSchema.parse({ ...valid, valueCents: null }).valueCents).toBeNull();
  });
  it('rejects an unknown condition and a category that is not a stored value', () => {
    expect(createItemInputSchema.safeParse({ ...valid, condition: 'mint' }).success).toBe(false);
    expect(createItemInputSchema.safeParse({ ...valid, category: 'Shoes & Footwear' }).success).toBe(false);
  });
});

describe('updateItemInputSchema', () => {
  it('allows at most 5 photos when editing', () => {
    const six = Array.from({ length: 6 }, () => photo);
    expect(updateItemInputSchema.safeParse({ photos: six }).error?.issues[0]?.message).toBe(
      'Maximum 5 photos allowed',
    );
  });
  it('leaves absent fields out and turns blank text into null', () => {
    expect(updateItemInputSchema.parse({ description: '', brand: ' ', valueCents: null })).toEqual({
      description: null,
      brand: null,
      valueCents: null,
    });
    expect(updateItemInputSchema.parse({})).toEqual({});
  });
});

describe('itemListQuerySchema', () => {
  it('defaults the page size to 20 and caps it at 50', () => {
    expect(itemListQuerySchema.parse({}).limit).toBe(20);
    expect(itemListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(itemListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
