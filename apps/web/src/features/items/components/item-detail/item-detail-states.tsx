import { appRoutes } from '@swapyard/domain/routes';
import { AlertTriangle, PackageX, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The page's frame: back row, then gallery left and details right from 768 px, stacked below. */
export function ItemDetailFrame({
  top,
  gallery,
  children,
}: {
  top: ReactNode;
  gallery: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3 pb-24 sm:px-6 md:pt-6 md:pb-12">
      <div className="mb-3 md:mb-5">{top}</div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-10">
        <div className="min-w-0 md:sticky md:top-20 md:self-start">{gallery}</div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">{children}</div>
      </div>
    </div>
  );
}

const block = 'animate-pulse rounded-xl bg-border/50';

/** Same shapes as the page, so nothing jumps when the item arrives. */
export function ItemDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading item">
      <ItemDetailFrame
        top={<div className={`${block} h-8 w-20`} />}
        gallery={<div className={`${block} aspect-square rounded-2xl md:aspect-[4/3]`} />}
      >
        <div className="grid gap-3">
          <div className={`${block} h-9 w-3/4`} />
          <div className={`${block} h-8 w-32`} />
          <div className={`${block} h-4 w-40`} />
        </div>
        <div className={`${block} h-12`} />
        <div className="grid grid-cols-2 gap-2.5">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={`${block} h-15`} />
          ))}
        </div>
        <div className={`${block} h-24`} />
        <div className={`${block} h-20 rounded-2xl`} />
      </ItemDetailFrame>
    </div>
  );
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-7">
        {icon}
      </div>
      <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/** Unknown, malformed, deleted or private-to-someone-else ids alike ('Item not found': docs/product/listing.md). */
export function ItemNotFound() {
  return (
    <StateMessage icon={<PackageX />} title="Item not found">
      <p className="text-muted-foreground">It may have been removed, or the link may be wrong.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={appRoutes.home}>Go home</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={appRoutes.discovery}>Browse items</Link>
        </Button>
      </div>
    </StateMessage>
  );
}

export function ItemLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StateMessage icon={<AlertTriangle />} title="Couldn't load this item">
      <p className="text-muted-foreground">{message}</p>
      <Button className="mt-2" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        Try again
      </Button>
    </StateMessage>
  );
}
