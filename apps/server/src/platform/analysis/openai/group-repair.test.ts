import { describe, expect, it } from 'vitest';
import { groupPhotosResultSchema } from '@swapyard/domain';
import { repairGroups } from './group-repair.ts';

const ids = ['p0', 'p1', 'p2', 'p3'];
const group = (photoIndexes: number[], description = 'item', confidence = 0.8) => ({
  photoIndexes,
  description,
  confidence,
});

describe('repairGroups', () => {
  it('keeps a complete answer, in upload order', () => {
    expect(repairGroups({ groups: [group([2, 3], 'lamp'), group([0, 1], 'chair')] }, ids)).toEqual([
      { photoIds: ['p0', 'p1'], description: 'chair', confidence: 0.8 },
      { photoIds: ['p2', 'p3'], description: 'lamp', confidence: 0.8 },
    ]);
  });

  it('puts every photo in exactly one group: duplicates dropped, out-of-range ignored, the left-out alone', () => {
    const groups = repairGroups({ groups: [group([0, 0, 9, -1]), group([0, 2]), group([9])] }, ids);
    expect(groups).toEqual([
      { photoIds: ['p0'], description: 'item', confidence: 0.8 },
      { photoIds: ['p1'], description: '', confidence: 0 },
      { photoIds: ['p2'], description: 'item', confidence: 0.8 },
      { photoIds: ['p3'], description: '', confidence: 0 },
    ]);
    expect(groups.flatMap((g) => g.photoIds).sort()).toEqual(ids);
    expect(groupPhotosResultSchema.safeParse({ groups }).success).toBe(true);
  });

  it('splits a group larger than a listing holds (10 photos)', () => {
    const many = Array.from({ length: 12 }, (_, i) => `p${i}`);
    const groups = repairGroups({ groups: [group(many.map((_, i) => i))] }, many);
    expect(groups.map((g) => g.photoIds.length)).toEqual([10, 2]);
  });

  it('an empty answer leaves each photo on its own', () => {
    expect(repairGroups({ groups: [] }, ids).map((g) => g.photoIds)).toEqual([
      ['p0'],
      ['p1'],
      ['p2'],
      ['p3'],
    ]);
  });
});
