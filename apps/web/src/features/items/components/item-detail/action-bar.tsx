import type { ReactNode } from 'react';

/** Buttons in the bar share the width; on phones they keep to a smaller type so two or three fit in 360 px. */
export const actionButtonClass = 'min-w-0 flex-1 px-3 text-[0.9375rem] md:px-5 md:text-base';

/**
 * The page's main actions. On phones they stay at hand, pinned above the bottom navigation (4rem + its border);
 * from 768 px they sit in the details column.
 */
export function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur-lg md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      {children}
    </div>
  );
}
