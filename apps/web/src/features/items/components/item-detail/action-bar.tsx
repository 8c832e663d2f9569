import { formatCents } from '@swapyard/domain/money';
import type { ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

/**
 * Buttons in the bar share the width; on phones they keep to a smaller type and leave out their icons, so two fit
 * beside the value in 360 px.
 */
export const actionButtonClass =
  'min-w-0 flex-1 px-3 text-[0.9375rem] max-md:[&_svg]:hidden md:px-5 md:text-base';
/** A third button: its icon alone on phones (its words stay for screen readers), like the others from 768 px. */
export const iconOnPhoneButtonClass = 'shrink-0 px-3 md:min-w-0 md:flex-1 md:px-5 md:text-base';

/**
 * The page's main actions. On phones they stay at hand, pinned above the bottom navigation (4rem + its border),
 * with the item's value at their left: the bar and the navigation take the bottom of the first screen, where the
 * value would otherwise sit under them (ItemSummary leaves it out there). From 768 px they sit in the details column.
 */
export function ActionBar({
  label,
  valueCents,
  children,
}: {
  label: string;
  /** The item's value in cents; null when none is set (ItemSummary then says so on every width). */
  valueCents: number | null;
  children: ReactNode;
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div
      role="group"
      aria-label={label}
      className="fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-lg md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      {!isDesktop && valueCents !== null ? (
        <p className="flex shrink-0 items-center pr-1 text-lg font-bold tracking-tight text-primary tabular-nums dark:text-brand">
          <span className="sr-only">Value: </span>
          {formatCents(valueCents)}
        </p>
      ) : null}
      {children}
    </div>
  );
}
