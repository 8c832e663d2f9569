import { describe, expect, it } from 'vitest';
import { STYLE_TAGS } from '@swapyard/domain/profiles';
import {
  addBrand,
  availableStyleTags,
  avatarFileProblem,
  ratingText,
  visibleStyleTags,
} from './profile-display';

describe('visibleStyleTags', () => {
  it('shows the first two and counts the rest', () => {
    expect(visibleStyleTags(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(visibleStyleTags(['A'])).toEqual({ shown: ['A'], more: 0 });
  });
});

describe('avatarFileProblem', () => {
  it('refuses non-images and files over 5MB with the documented wording', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe('brands and tags', () => {
  it('ignores empty and duplicate brands', () => {
    expect(addBrand(['Nike'], '  ')).toEqual(['Nike']);
    expect(addBrand(['Nike'], 'nike ')).toEqual(['Nike']);
    expect(addBrand(['Nike'], ' Zara ')).toEqual(['Nike', 'Zara']);
  });
  it('takes chosen tags out of the list', () => {
    const left = availableStyleTags(['Vintage', 'Y2K']);
    expect(left).toHaveLength(STYLE_TAGS.length - 2);
    expect(left).not.toContain('Vintage');
  });
});

describe('ratingText', () => {
  it('rounds to one decimal with the count', () => {
    expect(ratingText({ average: 4.5, count: 2 })).toBe('4.5 (2 reviews)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 (1 review)');
    expect(ratingText({ average: null, count: 0 })).toBe('No ratings yet');
  });
});
