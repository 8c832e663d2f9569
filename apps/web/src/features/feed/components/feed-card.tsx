import type { FeedItem } from '@swapyard/domain/feed';
import { appRoutes } from '@swapyard/domain/routes';
import { ArrowLeftRight, ShoppingBag, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { ItemPhoto } from '@/components/item-photo';
import { ItemPrice } from '@/components/item-price';
import { Button } from '@/components/ui/button';
import { WantButton } from '@/features/circles/want-button';
import { LikeButton } from '@/features/social/like-button';
import { buyHref, offerHref } from '@/features/trades/offer-links';
import { matchLabel } from '../lib/feed-entries';

/**
 * One listing in the feed (docs/product/feed.md, "The cards and the page"): the owner, the photo and title (to the
 * item page), the price, 'I want this' (docs/product/swap-circles.md), the like heart, Buy and Swap. Buy and Swap open the item page with its cash offer or trade
 * builder open.
 */
export function FeedCard({ entry, eager }: { entry: FeedItem; eager: boolean }) {
  const { item } = entry;
  const owner = item.owner;
  const itemHref = appRoutes.item(item.id);
  const match = matchLabel(entry);
  const reason = entry.match?.reasons[0];
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md">
      <div className="flex items-center gap-2.5 px-3 py-2.5">
        <Link
          to={appRoutes.user(owner.username)}
          className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ProfileAvatar profile={owner} className="size-9 text-sm" />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate text-sm font-semibold">{owner.fullName}</span>
            <span className="truncate text-xs text-muted-foreground">@{owner.username}</span>
          </span>
        </Link>
        {match ? (
          <span className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground tabular-nums">
            {match}
          </span>
        ) : null}
      </div>
      <Link to={itemHref} tabIndex={-1} aria-hidden className="block focus-visible:outline-none">
        <ItemPhoto
          item={item}
          eager={eager}
          zoomOnHover
          sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw"
        />
      </Link>
      <div className="grid gap-2 p-3">
        {/* The title has the card's full width and two lines: beside the heart it was cut after ~25 characters. */}
        <Link
          to={itemHref}
          title={item.title}
          className="line-clamp-2 leading-6 sm:min-h-12 font-medium break-words hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {item.title}
        </Link>
        <div className="flex items-center justify-between gap-2">
          <ItemPrice item={item} className="text-sm" />
          <div className="flex items-center gap-1.5">
            <WantButton item={item} size="sm" />
            <LikeButton itemId={item.id} likes={item.likes} size="sm" />
          </div>
        </div>
        {reason ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Sparkles aria-hidden className="size-3.5 shrink-0 text-primary dark:text-brand" />
            <span className="truncate">{reason}</span>
          </p>
        ) : null}
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button asChild size="sm">
            <Link to={buyHref(item)} aria-label={`Buy ${item.title}`}>
              <ShoppingBag aria-hidden className="size-4" />
              Buy
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={offerHref(item.id, 'swap')} aria-label={`Swap for ${item.title}`}>
              <ArrowLeftRight aria-hidden className="size-4" />
              Swap
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
