import { conditionLabels, sizeValueToLabel } from '@swapyard/domain/item-labels';
import { appRoutes } from '@swapyard/domain/routes';
import { distanceText, type SearchResult } from '@swapyard/domain/search-results';
import { ArrowLeftRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ItemPhoto } from '@/components/item-photo';
import { ItemPrice } from '@/components/item-price';

/**
 * One listing on the results page (docs/product/search.md, "Results"): the photo and title lead to the item page;
 * the price, size and condition, the brand, and where it is ('about 12 km away · Beaverton, OR, US') when its owner
 * shares their location.
 */
export function ResultCard({ result, eager }: { result: SearchResult; eager: boolean }) {
  const { item, distanceKm } = result;
  const where = [distanceKm === null ? null : distanceText(distanceKm), item.location]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md">
      <ItemPhoto
        item={item}
        eager={eager}
        zoomOnHover
        sizes="(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw"
      />
      {item.openToSwap ? (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-surface/90 px-2 py-0.5 text-xs font-medium shadow-xs backdrop-blur">
          <ArrowLeftRight aria-hidden className="size-3" />
          Swap
        </span>
      ) : null}
      <div className="grid flex-1 content-start gap-1 p-3">
        <ItemPrice item={item} className="text-base" />
        <h2 className="line-clamp-2 text-sm leading-5 font-medium break-words">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={appRoutes.item(item.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {item.title}
          </Link>
        </h2>
        <p className="truncate text-xs text-muted-foreground">
          {[sizeValueToLabel(item.size), conditionLabels[item.condition], item.brand]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {where ? (
          <p className="flex min-w-0 items-start gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden className="mt-0.5 size-3 shrink-0" />
            <span className="line-clamp-2">{where}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
