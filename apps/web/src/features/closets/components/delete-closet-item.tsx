import type { Item } from '@swapyard/domain/items';
import { Trash2 } from 'lucide-react';
import { DeleteItemDialog } from '@/features/items';
import { cn } from '@/lib/cn';

/** The own closet's delete button, confirmed first by the items feature's dialog (docs/product/closets.md). */
export function DeleteClosetItem({ item, className }: { item: Item; className?: string }) {
  return (
    <DeleteItemDialog
      id={item.id}
      title={item.title}
      trigger={
        <button
          type="button"
          aria-label={`Delete ${item.title}`}
          className={cn(
            'inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-danger shadow-sm ring-1 ring-border backdrop-blur-sm transition-colors hover:bg-danger hover:text-danger-foreground',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      }
    />
  );
}
