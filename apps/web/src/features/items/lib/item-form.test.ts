import { RATE_LIMIT_FALLBACK_ANALYSIS } from '@swapyard/domain/analysis';
import { describe, expect, it } from 'vitest';
import {
  applyTitleAnalysis,
  emptyItemForm,
  fillEmptyFields,
  firstFormProblem,
  toCreateItemBody,
} from './item-form';

const photo = {
  id: 'u/p',
  url: '/media/p.webp',
  width: 10,
  height: 10,
  sizes: { 320: 'a', 800: 'b', 1600: 'c' },
};

describe('firstFormProblem', () => {
  it('reports the spec checks in order', () => {
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
});

describe('toCreateItemBody', () => {
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
    expect(body.value).toBe(12.35);
    expect(toCreateItemBody({ ...emptyItemForm, size: 'XL' }, []).value).toBeNull();
    expect(toCreateItemBody({ ...emptyItemForm, size: 'XL' }, []).size).toBe('xl');
  });
});

describe('analysis into the form', () => {
  const result = {
    ...RATE_LIMIT_FALLBACK_ANALYSIS,
    brand: 'Levi’s',
    condition: 'Well Worn' as const,
    size: 'M' as const,
  };

  it('fills only empty fields after a photo analysis', () => {
    const next = fillEmptyFields({ ...emptyItemForm, title: 'Mine', category: 'art' }, result);
    expect(next).toMatchObject({
      title: 'Mine',
      category: 'art',
      brand: 'Levi’s',
      condition: 'poor',
      size: 'M',
      value: '60',
    });
  });

  it('updates the details but keeps the title after a title analysis', () => {
    const next = applyTitleAnalysis({ ...emptyItemForm, title: 'Mine', category: 'art', size: 'XL' }, result);
    expect(next).toMatchObject({ title: 'Mine', category: 'clothing', size: 'M', condition: 'poor' });
  });
});
