import { RATE_LIMIT_FALLBACK_ANALYSIS } from '@swapyard/domain/analysis';
import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  emptyItemForm,
  fieldProblems,
  firstFormProblem,
  memberFields,
  otherSuggestions,
  toCreateItemBody,
  withSizeDefault,
  type SuggestedField,
} from './item-form';

const photo = {
  id: 'u/p',
  url: '/media/p.webp',
  width: 10,
  height: 10,
  sizes: { 320: 'a', 800: 'b', 1600: 'c' },
};

describe('firstFormProblem', () => {
  it('reports the documented checks in order', () => {
    const titles: string[] = [];
    let form = { ...emptyItemForm };
    const steps = [{ title: 'x' }, { category: 'clothing' }, { condition: 'good' as const }, { size: 'M' }];
    titles.push(firstFormProblem(form, { signedIn: false, photoCount: 0 })!.title);
    for (const step of steps) {
      titles.push(firstFormProblem(form, { signedIn: true, photoCount: 0 })!.title);
      form = { ...form, ...step };
    }
    titles.push(firstFormProblem(form, { signedIn: true, photoCount: 0 })!.title);
    expect(titles).toEqual([
      'Authentication required',
      'Title required',
      'Category required',
      'Condition required',
      'Size required',
      'Photos required',
    ]);
    expect(firstFormProblem(form, { signedIn: true, photoCount: 1 })).toBeNull();
  });

  it('treats a blank title as missing and refuses a negative value', () => {
    const form = { ...emptyItemForm, title: '  ', category: 'art', condition: 'new' as const, size: 'M' };
    expect(firstFormProblem(form, { signedIn: true, photoCount: 1 })?.title).toBe('Title required');
    expect(
      firstFormProblem({ ...form, title: 'a', value: '-1' }, { signedIn: true, photoCount: 1 })?.title,
    ).toBe('Invalid value');
  });

  it('refuses a value above the most an item may be worth, in the words the API uses', () => {
    const form = { ...emptyItemForm, title: 'a', category: 'art', condition: 'new' as const, size: 'M' };
    const problem = (value: string) =>
      firstFormProblem({ ...form, value }, { signedIn: true, photoCount: 1 });
    expect(problem('1000000')).toBeNull();
    expect(problem('1000000.01')).toEqual({
      title: 'Invalid value',
      description: 'Please enter a value of 0 or more, with at most 2 decimals',
    });
    expect(problem('abc')).toEqual({
      title: 'Invalid value',
      description: 'Please enter a value of 0 or more',
    });
    expect(problem('-1')).toEqual({
      title: 'Invalid value',
      description: 'Please enter a value of 0 or more',
    });
    expect(problem('')).toBeNull();
    expect(problem('0')).toBeNull();
  });
});

describe('fieldProblems', () => {
  it('names every failing field with its toast’s words, not only the first', () => {
    expect(fieldProblems({ ...emptyItemForm, value: '-1' }, { photoCount: 0 })).toEqual({
      title: 'Please enter a title for your item',
      category: 'Please select a category for your item',
      condition: 'Please select the condition of your item',
      size: 'Please enter a size for your item',
      photos: 'Please add at least one photo of your item',
      value: 'Please enter a value of 0 or more',
    });
    const filled = { ...emptyItemForm, title: 'Lamp', category: 'home_garden', condition: 'good' as const };
    expect(fieldProblems({ ...filled, size: 'N/A' }, { photoCount: 1 })).toEqual({});
    // The edit dialog edits photos apart: without a count they are not checked.
    expect(fieldProblems({ ...filled, size: ' ' })).toEqual({ size: 'Please enter a size for your item' });
  });
});

describe('withSizeDefault', () => {
  const form = { ...emptyItemForm, title: 'Camera' };
  it('fills an empty size with N/A for a category without sizes', () => {
    for (const category of ['electronics', 'books_magazines', 'home_garden'])
      expect(withSizeDefault({ ...form, category }, false).size).toBe('N/A');
    for (const category of ['clothing', 'shoes_footwear', 'accessories', '', 'tops'])
      expect(withSizeDefault({ ...form, category }, false).size).toBe('');
  });

  it('keeps a size already there, and empties its own N/A for a category with sizes', () => {
    expect(withSizeDefault({ ...form, category: 'electronics', size: 'EU 42' }, false).size).toBe('EU 42');
    expect(withSizeDefault({ ...form, category: 'clothing', size: 'N/A' }, false).size).toBe('');
    expect(withSizeDefault({ ...form, category: 'clothing', size: 'M' }, false).size).toBe('M');
    // The member's own N/A stays, whatever the category.
    expect(withSizeDefault({ ...form, category: 'clothing', size: 'N/A' }, true).size).toBe('N/A');
  });
});

describe('toCreateItemBody', () => {
  it("says where the listing is only when the member did: left empty, it is where the owner's profile says", () => {
    const form = { ...emptyItemForm, title: 'Lamp', category: 'home_garden', condition: 'good' as const };
    const body = toCreateItemBody(form, [photo]);
    expect(body).not.toHaveProperty('placeId');
    expect(body).not.toHaveProperty('location');
    expect(
      toCreateItemBody({ ...form, place: { placeId: 7, location: 'Somewhere, XX' } }, [photo]),
    ).toMatchObject({
      placeId: 7,
    });
    expect(
      toCreateItemBody({ ...form, place: { placeId: null, location: 'Paris, TX' } }, [photo]),
    ).toMatchObject({
      location: 'Paris, TX',
    });
  });

  it('maps labels to stored values and rounds the value to cents', () => {
    const body = toCreateItemBody(
      {
        ...emptyItemForm,
        title: ' Lamp ',
        category: 'home_garden',
        condition: 'poor',
        size: 'N/A',
        value: '12.345',
      },
      [photo],
    );
    expect(body).toMatchObject({
      title: 'Lamp',
      category: 'home_garden',
      condition: 'poor',
      size: 'one_size',
    });
    expect(body.valueCents).toBe(1235);
    expect(toCreateItemBody({ ...emptyItemForm, size: 'XL' }, []).valueCents).toBeNull();
    expect(toCreateItemBody({ ...emptyItemForm, size: 'XL' }, []).size).toBe('xl');
  });

  it('stores any other size as typed', () => {
    expect(toCreateItemBody({ ...emptyItemForm, size: ' EU 42 ' }, []).size).toBe('EU 42');
    expect(toCreateItemBody({ ...emptyItemForm, size: '32x34' }, []).size).toBe('32x34');
  });
});

describe('analysis into the form', () => {
  const result = {
    ...RATE_LIMIT_FALLBACK_ANALYSIS,
    brand: 'Levi’s',
    condition: 'Well Worn' as const,
    size: 'M',
  };
  const none = new Set<SuggestedField>();

  it('fills the fields the member has not filled in, and keeps theirs', () => {
    const form = { ...emptyItemForm, title: 'Mine', category: 'art', condition: 'like_new' as const };
    const kept = memberFields(form, new Set(['title', 'category', 'condition']));
    expect(applySuggestion(form, result, kept)).toMatchObject({
      title: 'Mine',
      category: 'art',
      condition: 'like_new',
      brand: 'Levi’s',
      size: 'M',
      value: '60',
    });
  });

  it('replaces the previous suggestion entirely: no stale brand, and no value without evidence', () => {
    const first = applySuggestion(emptyItemForm, result, none);
    const unsure = {
      ...result,
      brand: '',
      closetCategory: null,
      condition: null,
      size: null,
      valueCents: null,
    };
    expect(applySuggestion(first, unsure, none)).toMatchObject({
      brand: '',
      category: '',
      condition: '',
      size: '',
      value: '',
    });
  });

  it('counts an emptied field as open to suggestions again', () => {
    const form = { ...emptyItemForm, brand: ' ' };
    expect(memberFields(form, new Set(['brand']))).toEqual(new Set());
  });

  it('offers the suggestion for a field the member set differently', () => {
    const form = { ...emptyItemForm, condition: 'like_new' as const, size: 'M' };
    const kept = memberFields(form, new Set(['condition', 'size']));
    expect(otherSuggestions(form, result, kept)).toEqual([
      { field: 'condition', label: 'Condition', value: 'Well Worn' },
    ]);
  });

  it('never offers the title the analysis read, nor a suggestion that differs only in case', () => {
    const form = { ...emptyItemForm, title: 'nike hoodie', brand: 'levi’s' };
    const kept = memberFields(form, new Set(['title', 'brand']));
    expect(otherSuggestions(form, { ...result, title: 'Nike Hoodie' }, kept)).toEqual([]);
  });
});
