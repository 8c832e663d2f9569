import type { Item } from '@swapyard/domain/items';
import { Eye, Heart } from 'lucide-react';
import { LikeButton, likesLabel, viewsLabel } from '@/features/social';

/**
 * Likes and views (real counts, views as distinct viewers per day: docs/product/social.md). Others get the like
 * heart with the count; the owner sees the count alone, since members do not like their own items.
 */
export function ItemEngagement({ item, isOwner, views }: { item: Item; isOwner: boolean; views: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      {isOwner ? (
        <span className="inline-flex items-center gap-1.5">
          <Heart aria-hidden className="size-4" />
          {likesLabel(item.likes)}
        </span>
      ) : (
        <LikeButton itemId={item.id} likes={item.likes} size="sm" />
      )}
      <span className="inline-flex items-center gap-1.5">
        <Eye aria-hidden className="size-4" />
        {viewsLabel(views)}
      </span>
    </div>
  );
}
