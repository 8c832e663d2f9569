import {
  itemConditions,
  itemSizes,
  MAX_ITEM_VALUE_CENTS,
  parseDollarsToCents,
  uploadCategories,
  type ItemCondition,
  type ItemSize,
  type ItemStatus,
  type ItemVisibility,
  type UploadCategory,
} from '@swapyard/domain';
import { demoIcon } from '../demo-icons.ts';
import { DEMO_MEMBERS } from '../demo-members.ts';

/** One demo listing, in the shape the upload form would send (stored values, cents), plus who owns it. */
export interface DemoItem {
  owner: string;
  title: string;
  /** What its photos show: the titled thing's icon (see ../demo-icons.ts). */
  icon: string;
  description: string | null;
  brand: string | null;
  category: UploadCategory;
  condition: ItemCondition;
  /** The domain's stored size labels only (a shoe size such as 'US 9' is in these items' titles). */
  size: ItemSize;
  /** Integer cents (the table writes dollars, as a member types them). */
  valueCents: number;
  visibility: Extract<ItemVisibility, 'public' | 'private'>;
  status: Extract<ItemStatus, 'available' | 'sold' | 'swapped'>;
  /** How many photos (angles) are drawn for it: 1 to 3. */
  photoCount: number;
}

/*
 * The catalogue is written as tables, one listing a line, so ~150 listings stay readable in a few short files:
 *   owner | title | icon | brand | condition | size | value | flags | description
 * '-' stands for none (brand, flags, description). Flags, comma-separated: 2 or 3 (photos), private, sold, swapped.
 */
const categoryValues = new Set<string>(uploadCategories.map((c) => c.value));
const memberNames = new Set(DEMO_MEMBERS.map((m) => m.username));

function pick<T extends string>(allowed: readonly T[], value: string, what: string, line: string): T {
  if (!allowed.includes(value as T)) throw new Error(`demo item: unknown ${what} '${value}' in: ${line}`);
  return value as T;
}

/** Parses one category's table; any typo fails at import (and in the seed tests), never at seed time. */
export function demoTable(category: UploadCategory, table: string): DemoItem[] {
  if (!categoryValues.has(category)) throw new Error(`demo item: unknown category ${category}`);
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length !== 9) throw new Error(`demo item: expected 9 cells in: ${line}`);
      const [owner, title, icon, brand, condition, size, value, flags, description] = cells as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      if (!demoIcon(icon)) throw new Error(`demo item: unknown icon '${icon}' in: ${line}`);
      if (!memberNames.has(owner)) throw new Error(`demo item: unknown member '${owner}' in: ${line}`);
      const flagSet = new Set(flags === '-' ? [] : flags.split(',').map((f) => f.trim()));
      const valueCents = parseDollarsToCents(value);
      if (valueCents === null || valueCents > MAX_ITEM_VALUE_CENTS)
        throw new Error(`demo item: bad value in: ${line}`);
      const photoCount = flagSet.has('3') ? 3 : flagSet.has('2') ? 2 : 1;
      return {
        owner,
        title,
        icon,
        description: description === '-' ? null : description,
        brand: brand === '-' ? null : brand,
        category,
        condition: pick(itemConditions, condition, 'condition', line),
        size: pick(itemSizes, size, 'size', line),
        valueCents,
        visibility: flagSet.has('private') ? 'private' : 'public',
        status: flagSet.has('sold') ? 'sold' : flagSet.has('swapped') ? 'swapped' : 'available',
        photoCount,
      };
    });
}
