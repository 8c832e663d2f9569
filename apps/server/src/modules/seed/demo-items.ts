import { activeAndEverydayItems } from './demo-items/active-and-everyday.ts';
import { clothingItems } from './demo-items/clothing.ts';
import { homeAndHobbyItems } from './demo-items/home-and-hobby.ts';
import { mediaAndTechItems } from './demo-items/media-and-tech.ts';
import { shoesAndAccessoriesItems } from './demo-items/shoes-and-accessories.ts';
import type { DemoItem } from './demo-items/table.ts';
import { seededRandom } from '../../platform/seeded-random.ts';

export type { DemoItem } from './demo-items/table.ts';

/** About 150 listings across all 19 upload categories, owned by the demo members according to their tastes. */
export const DEMO_ITEMS: readonly DemoItem[] = [
  ...clothingItems,
  ...shoesAndAccessoriesItems,
  ...mediaAndTechItems,
  ...homeAndHobbyItems,
  ...activeAndEverydayItems,
];

export const DEMO_ITEMS_SPAN_DAYS = 60;

/**
 * When each listing was posted: spread over the last DEMO_ITEMS_SPAN_DAYS days in a shuffled order, so the newest
 * page mixes members and categories instead of showing the catalogue file by file. Index-aligned with `items`.
 */
export function demoCreatedAt(count: number, now: Date): Date[] {
  const random = seededRandom(20_240_601);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const slot = (DEMO_ITEMS_SPAN_DAYS * 86_400_000) / count;
  const dates = new Array<Date>(count);
  order.forEach((itemIndex, rank) => {
    // Newest about an hour ago; within its slot each listing lands at a random minute.
    const ago = 3_600_000 + rank * slot + Math.floor(random() * slot * 0.8);
    dates[itemIndex] = new Date(now.getTime() - ago);
  });
  return dates;
}
