import type { Item } from '@swapyard/domain/items';
import { Eye, Heart } from 'lucide-react';
import { WantButton } from '@/features/circles/want-button';
import { LikeButton, likesLabel, viewsLabel } from '@/features/social';
import { ListingSwitch } from './listing-switch';
import { PostageSetting } from './postage-setting';

/**
 * Likes and views (real counts, views as distinct viewers per day: docs/product/social.md). Others get the like
 * heart with the count, and 'I want this' while the item is available; the owner sees the count alone, since members
 * do not like their own items, and the 'Open to swap' (docs/product/swap-circles.md), 'Buy now' (docs/product/trades.md),
 * 'Ships' and 'Meets up' (docs/product/handover.md) switches.
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
      {isOwner && item.status === 'available' ? (
        <>
          <ListingSwitch item={item} field="openToSwap" />
          <ListingSwitch item={item} field="buyNow" />
          <ListingSwitch item={item} field="ships" />
          {item.ships ? <PostageSetting item={item} /> : null}
          <ListingSwitch item={item} field="meetsUp" />
        </>
      ) : null}
      {!isOwner && swappable(item) ? <WantButton item={item} size="sm" /> : null}
    </div>
  );
}

const swappable = (item: Item) =>
  item.isAvailable && item.status === 'available' && item.visibility === 'public';
