import { formatCents } from '@swapyard/domain/money';
import type { Closet } from '@swapyard/domain/closets';
import { ArrowLeft, ChevronRight, PackageOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useClosets } from '../api/get-closets';
import { closetEmptyState, itemCountLabel } from '../lib/closet-view';
import { AddItemButton, AddItemTile } from './add-item-tile';
import { ClosetBrowser } from './closet-browser';
import { CategoryIcon } from './category-icon';

/**
 * The category-tile view (docs/product/closets.md, "Closet views"): 'My Closets (n)' for the owner, most items
 * first; a tile opens that closet with its item count and total value, and Back returns to the tiles.
 */
export function ClosetsTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const closets = useClosets(userId);
  const [chosen, setChosen] = useState<string | null>(null);
  // Back returns keyboard focus to the tile that was opened.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  if (closets.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading closets..." />
      </div>
    );
  }
  if (closets.isError)
    return <EmptyState title="Error loading closets">{errorMessage(closets.error)}</EmptyState>;

  const list = closets.data.closets;
  // A closet can disappear (its last item deleted): then the tiles show again.
  const open = list.find((closet) => closet.category === chosen);
  if (open) {
    const back = () => {
      setReturnTo(open.category);
      setChosen(null);
    };
    return <ClosetView closet={open} userId={userId} isOwner={isOwner} onBack={back} />;
  }

  const empty = closetEmptyState({ isOwner, filtered: false });
  return (
    <section aria-labelledby={`closets-${userId}`} className="@container grid gap-4">
      <h2 id={`closets-${userId}`} className="text-lg font-semibold">
        {isOwner ? `My Closets (${list.length})` : `Closets (${list.length})`}
      </h2>
      {list.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title={empty.title}
          action={isOwner ? <AddItemButton /> : undefined}
        >
          {empty.text}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @lg:gap-4 @3xl:grid-cols-4">
          {list.map((closet) => (
            <li key={closet.category} className="grid">
              <ClosetTile
                closet={closet}
                onOpen={() => setChosen(closet.category)}
                focused={closet.category === returnTo}
              />
            </li>
          ))}
          {isOwner ? (
            <li className="grid">
              <AddItemTile layout="grid" />
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function ClosetTile({ closet, onOpen, focused }: { closet: Closet; onOpen: () => void; focused: boolean }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      // Only when coming Back from this very closet, never on first render.
      autoFocus={focused}
      className="group flex min-h-40 cursor-pointer flex-col justify-between gap-4 rounded-2xl border border-border bg-surface p-4 text-left shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
        <CategoryIcon category={closet.category} className="size-5" />
      </span>
      <span className="grid gap-0.5">
        <span className="flex items-center justify-between gap-2 font-semibold">
          <span className="line-clamp-2">{closet.label}</span>
          <ChevronRight
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="text-sm text-muted-foreground">{itemCountLabel(closet.itemCount)}</span>
        <span className="text-sm font-medium tabular-nums">{formatCents(closet.totalValueCents)}</span>
      </span>
    </button>
  );
}

/** One closet: its label, item count and total value, then its items. */
function ClosetView({
  closet,
  userId,
  isOwner,
  onBack,
}: {
  closet: Closet;
  userId: string;
  isOwner: boolean;
  onBack: () => void;
}) {
  // The tiles are gone once a closet opens: keyboard and screen-reader focus moves to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`closet-${closet.category}`} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to closets
        </Button>
      </div>
      <div className="grid gap-1">
        <h2
          ref={heading}
          tabIndex={-1}
          id={`closet-${closet.category}`}
          className="text-lg font-semibold focus:outline-none"
        >
          {closet.label}
        </h2>
        <p className="text-sm text-muted-foreground">
          <span>{itemCountLabel(closet.itemCount)}</span>
          <span aria-hidden> · </span>
          <span>
            Total value{' '}
            <span className="font-medium text-foreground tabular-nums">
              {formatCents(closet.totalValueCents)}
            </span>
          </span>
        </p>
      </div>
      <ClosetBrowser userId={userId} isOwner={isOwner} category={closet.category} />
    </section>
  );
}
