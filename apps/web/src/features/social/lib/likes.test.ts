import { describe, expect, it } from 'vitest';
import { compactCount, likesLabel, optimisticLike, viewsLabel } from './likes';

describe('optimisticLike', () => {
  it('moves the count by one when the heart changes', () => {
    expect(optimisticLike({ liked: false, likes: 3 }, true)).toEqual({ liked: true, likes: 4 });
    expect(optimisticLike({ liked: true, likes: 4 }, false)).toEqual({ liked: false, likes: 3 });
  });
  it('keeps the state when it does not change, and never counts below zero', () => {
    const liked = { liked: true, likes: 4 };
    expect(optimisticLike(liked, true)).toBe(liked);
    expect(optimisticLike({ liked: true, likes: 0 }, false)).toEqual({ liked: false, likes: 0 });
  });
});

describe('labels', () => {
  it('says like/likes and view/views', () => {
    expect(likesLabel(1)).toBe('1 like');
    expect(likesLabel(0)).toBe('0 likes');
    expect(viewsLabel(1)).toBe('1 view');
    expect(viewsLabel(12)).toBe('12 views');
  });
  it('shortens large counts without rounding up', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1k');
    expect(compactCount(1290)).toBe('1.2k');
    expect(compactCount(12_900)).toBe('12k');
  });
});
