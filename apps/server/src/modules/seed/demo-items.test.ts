import { describe, expect, it } from 'vitest';
import { createItemFieldsSchema, itemSizes, uploadCategories } from '@swapyard/domain';
import { DEMO_ITEMS, DEMO_ITEMS_SPAN_DAYS, demoCreatedAt } from './demo-items.ts';
import { demoTable } from './demo-items/table.ts';
import { DEMO_MEMBERS } from './demo-members.ts';

const contract = createItemFieldsSchema.omit({ photos: true });
const count = (predicate: (item: (typeof DEMO_ITEMS)[number]) => boolean) =>
  DEMO_ITEMS.filter(predicate).length;

describe('the demo catalogue', () => {
  it('has about 150 listings covering all 19 upload categories, fashion the most', () => {
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(150);
    expect(DEMO_ITEMS.length).toBeLessThanOrEqual(170);
    expect(uploadCategories).toHaveLength(19);
    for (const { value } of uploadCategories)
      expect(count((i) => i.category === value)).toBeGreaterThanOrEqual(5);
    const others = uploadCategories.filter(
      (c) => !['clothing', 'shoes_footwear', 'accessories'].includes(c.value),
    );
    const mostOther = Math.max(...others.map((c) => count((i) => i.category === c.value)));
    for (const fashion of ['clothing', 'shoes_footwear', 'accessories']) {
      expect(count((i) => i.category === fashion)).toBeGreaterThan(mostOther);
    }
  });

  it('is valid for the create-item contract and stored as the upload form would store it', () => {
    for (const item of DEMO_ITEMS) {
      const parsed = contract.parse({
        title: item.title,
        category: item.category,
        condition: item.condition,
        size: item.size,
        description: item.description,
        brand: item.brand,
        valueCents: item.valueCents,
        visibility: item.visibility,
      });
      // Nothing trimmed or blanked away: the seed stores exactly what the contract would keep.
      expect(parsed).toMatchObject({ title: item.title, brand: item.brand, description: item.description });
      expect(itemSizes).toContain(item.size);
      expect(item.valueCents).toBeGreaterThan(0);
      expect(item.photoCount).toBeGreaterThanOrEqual(1);
      expect(item.photoCount).toBeLessThanOrEqual(3);
    }
    expect(new Set(DEMO_ITEMS.map((i) => i.title)).size).toBe(DEMO_ITEMS.length);
  });

  it('sizes clothing in letters and leaves brands and descriptions out where a real listing would', () => {
    expect(DEMO_ITEMS.filter((i) => i.category === 'clothing').every((i) => i.size !== 'one_size')).toBe(
      true,
    );
    expect(DEMO_ITEMS.filter((i) => i.category === 'art').every((i) => i.brand === null)).toBe(true);
    expect(count((i) => i.description === null)).toBeGreaterThan(10);
    expect(count((i) => i.description !== null)).toBeGreaterThan(DEMO_ITEMS.length / 2);
    expect(new Set(DEMO_ITEMS.map((i) => i.condition)).size).toBe(5);
  });

  it('is mostly public and available, with a few private, sold and swapped listings', () => {
    const privateCount = count((i) => i.visibility === 'private');
    const gone = count((i) => i.status !== 'available');
    expect(privateCount).toBeGreaterThanOrEqual(3);
    expect(gone).toBeGreaterThanOrEqual(4);
    expect(privateCount + gone).toBeLessThan(DEMO_ITEMS.length / 8);
    expect(count((i) => i.status === 'sold')).toBeGreaterThan(0);
    expect(count((i) => i.status === 'swapped')).toBeGreaterThan(0);
  });

  it('gives every demo member a closet, with a few photos for some listings', () => {
    for (const member of DEMO_MEMBERS) {
      expect(count((i) => i.owner === member.username)).toBeGreaterThanOrEqual(8);
    }
    expect(count((i) => i.photoCount > 1)).toBeGreaterThanOrEqual(15);
    expect(count((i) => i.photoCount === 3)).toBeGreaterThanOrEqual(3);
  });

  it('rejects a table line with an unknown member, icon, condition or size, or a missing cell', () => {
    expect(() => demoTable('art', 'bob | Print | Image | - | good | one_size | 10 | - | -')).toThrow(
      /unknown member/,
    );
    expect(() => demoTable('art', 'ava | Print | Imagee | - | good | one_size | 10 | - | -')).toThrow(
      /unknown icon 'Imagee'/,
    );
    expect(() => demoTable('art', 'ava | Print | Image | - | mint | one_size | 10 | - | -')).toThrow(
      /condition/,
    );
    expect(() => demoTable('art', 'ava | Print | Image | - | good | US 9 | 10 | - | -')).toThrow(/size/);
    expect(() => demoTable('art', 'ava | Print | Image | - | good | one_size | 10 | -')).toThrow(/9 cells/);
    for (const value of ['-5', '10.005', 'ten', '1000000.01']) {
      expect(() => demoTable('art', `ava | Print | Image | - | good | one_size | ${value} | - | -`)).toThrow(
        /bad value/,
      );
    }
    expect(demoTable('art', 'ava | Print | Image | - | good | one_size | 10 | 2,private | -')).toEqual([
      {
        owner: 'ava',
        title: 'Print',
        icon: 'Image',
        description: null,
        brand: null,
        category: 'art',
        condition: 'good',
        size: 'one_size',
        valueCents: 1000,
        visibility: 'private',
        status: 'available',
        photoCount: 2,
      },
    ]);
  });
});

describe('demo posting dates', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const dates = demoCreatedAt(DEMO_ITEMS.length, now);

  it('are distinct, within the last 60 days and the same on every run', () => {
    const times = dates.map((d) => d.getTime());
    expect(new Set(times).size).toBe(times.length);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - DEMO_ITEMS_SPAN_DAYS * 86_400_000);
    expect(demoCreatedAt(DEMO_ITEMS.length, now)).toEqual(dates);
  });

  it('mix members and categories on the newest page instead of following the catalogue order', () => {
    const newest = DEMO_ITEMS.map((item, i) => ({ item, at: dates[i]!.getTime() }))
      .sort((a, b) => b.at - a.at)
      .slice(0, 20)
      .map(({ item }) => item);
    expect(new Set(newest.map((i) => i.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(newest.map((i) => i.owner)).size).toBeGreaterThanOrEqual(7);
  });
});
