import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenUploadItem } from '@/features/items';
import { cn } from '@/lib/cn';
import type { ClosetLayout } from './item-card';

/** The own closet's 'Add Item' tile (docs/product/closets.md): opens the Upload Item overlay. */
export function AddItemTile({ layout }: { layout: ClosetLayout }) {
  const upload = useOpenUploadItem();
  return (
    <button
      type="button"
      onClick={upload.open}
      onPointerEnter={upload.preload}
      onFocus={upload.preload}
      className={cn(
        'flex cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-surface-muted/50 font-medium text-muted-foreground transition-colors',
        'hover:border-primary hover:bg-primary-soft hover:text-primary-soft-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        layout === 'grid' ? 'min-h-48 flex-col p-4' : 'h-[5.5rem] px-4 sm:h-[6.25rem]',
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-surface text-primary shadow-xs ring-1 ring-border dark:text-brand">
        <Plus aria-hidden className="size-5" />
      </span>
      Add Item
    </button>
  );
}

/** The same action inside an empty closet's message. */
export function AddItemButton() {
  const upload = useOpenUploadItem();
  return (
    <Button onClick={upload.open} onPointerEnter={upload.preload} onFocus={upload.preload}>
      <Plus aria-hidden className="size-4" />
      Add Item
    </Button>
  );
}
