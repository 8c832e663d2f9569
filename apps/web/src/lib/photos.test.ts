import { describe, expect, it } from 'vitest';
import { photoAtLeast, photoSrcSet } from './photos';

describe('item photos', () => {
  const stored = { id: 'u1/p', url: '/media/u1/p-1600.webp', width: 1600, height: 1200 };
  const sized = { ...stored, sizes: { '320': '/a-320', '800': '/a-800', '1600': '/a-1600' } };

  it('builds srcSet from the renditions, or none without them', () => {
    expect(photoSrcSet(sized)).toBe('/a-320 320w, /a-800 800w, /a-1600 1600w');
    expect(photoSrcSet(stored)).toBeUndefined();
  });

  it('picks the smallest rendition wide enough, or the full photo', () => {
    expect(photoAtLeast(sized, 160)).toBe('/a-320');
    expect(photoAtLeast(sized, 700)).toBe('/a-800');
    expect(photoAtLeast(stored, 160)).toBe(stored.url);
  });
});
