import type { Item } from '@swapyard/domain/items';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { itemBadges } from '../../lib/item-detail';

const tones = {
  neutral: '',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

/** Sold or swapped for everyone; private, live-only, taken down or hidden for the owner. */
export function ItemBadges({ item, isOwner }: { item: Item; isOwner: boolean }) {
  const badges = itemBadges(item, isOwner);
  if (!badges.length) return null;
  return (
    <ul aria-label="Status" className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge.key}>
          <Badge className={cn(tones[badge.tone])}>{badge.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
