import { appRoutes } from '@swapyard/domain/routes';
import type { Item } from '@swapyard/domain/items';
import type { SearchCategory, SearchUser } from '@swapyard/domain/search';

export const searchScopes = ['All', 'Users', 'Items', 'Categories'] as const;
export type SearchScope = (typeof searchScopes)[number];

export type SearchOption =
  | { kind: 'user'; id: string; href: string; user: SearchUser }
  | { kind: 'item'; id: string; href: string; item: Item }
  | { kind: 'category'; id: string; href: string; category: SearchCategory };

export interface SearchResults {
  users: SearchUser[];
  items: Item[];
  categories: SearchCategory[];
}

/** Where each result leads (docs/product/search.md): the profile, the item page, the category's results page. */
export const userOption = (user: SearchUser): SearchOption => ({
  kind: 'user',
  id: `search-user-${user.id}`,
  href: `/user/${encodeURIComponent(user.username)}`,
  user,
});
export const itemOption = (item: Item): SearchOption => ({
  kind: 'item',
  id: `search-item-${item.id}`,
  href: `/item/${item.id}`,
  item,
});
export const categoryOption = (category: SearchCategory): SearchOption => ({
  kind: 'category',
  id: `search-category-${category.value}`,
  href: appRoutes.searchCategory(category.value),
  category,
});

/** The options a tab lists, in the order the arrow keys walk them: members, then items, then categories. */
export function optionsFor(scope: SearchScope, results: SearchResults): SearchOption[] {
  const users = scope === 'All' || scope === 'Users' ? results.users.map(userOption) : [];
  const items = scope === 'All' || scope === 'Items' ? results.items.map(itemOption) : [];
  const categories = scope === 'All' || scope === 'Categories' ? results.categories.map(categoryOption) : [];
  return [...users, ...items, ...categories];
}

export function countFor(scope: SearchScope, results: SearchResults): number {
  return optionsFor(scope, results).length;
}

/** The next active option for an arrow key, wrapping round at either end; -1 when there is nothing to move to. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
