import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  createItemInputSchema,
  dollarsToCents,
  hasAtMostTwoDecimals,
  itemListQuerySchema,
  updateItemInputSchema,
} from './items.ts';

const photo = { id: 'u1/a.webp', url: '/media/u1/a.webp', width: 800, height: 600 };
const valid = { title: 'Denim jacket', category: 'clothing', condition: 'good', size: 'M', photos: [photo] };

describe('money', () => {
  it('converts dollars to cents and back without drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(dollarsToCents(0.1) + dollarsToCents(0.2))).toBe(0.3);
    expect(dollarsToCents(999_999.99)).toBe(99_999_999);
    for (let cents = 0; cents < 10_000; cents++) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
  it('accepts at most two decimals', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(5)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(0.005)).toBe(false);
  });
});

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
    expect(createItemInputSchema.safeParse({ ...valid, value: -1 }).success).toBe(false);
    expect(createItemInputSchema.safeParse({ ...valid, value: 1.005 }).success).toBe(false);
    expect(createItemInputSchema.parse({ ...valid, value: 19.99 }).value).toBe(19.99);
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
    expect(updateItemInputSchema.parse({ description: '', brand: ' ', value: null })).toEqual({
      description: null,
      brand: null,
      value: null,
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
