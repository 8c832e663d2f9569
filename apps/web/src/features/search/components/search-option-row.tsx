import { formatCents } from '@swapyard/domain/money';
import { LayoutGrid, Package } from 'lucide-react';
import { ProfileAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { photoAtLeast } from '@/lib/photos';
import type { SearchOption } from '../lib/search-options';

/**
 * One result as a listbox option. Focus stays in the search field (aria-activedescendant points here), so the
 * option itself is not focusable and holds no links: Enter or a click opens it.
 */
export function SearchOptionRow({
  option,
  active,
  onActivate,
  onOpen,
}: {
  option: SearchOption;
  active: boolean;
  onActivate: () => void;
  onOpen: () => void;
}) {
  return (
    <div
      role="option"
      id={option.id}
      aria-selected={active}
      onPointerMove={active ? undefined : onActivate}
      // Keep focus in the field: a mouse down on the option would otherwise blur it before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onOpen}
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5',
        active && 'bg-accent',
      )}
    >
      <OptionContent option={option} />
    </div>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'user':
      return (
        <>
          <ProfileAvatar profile={option.user} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">
              {option.user.fullName || option.user.username}
            </span>
            <span className="block truncate text-xs text-muted-foreground">@{option.user.username}</span>
          </span>
        </>
      );
    case 'item': {
      const { item } = option;
      const photo = item.photos[0];
      return (
        <>
          <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-muted">
            {photo ? (
              <img src={photoAtLeast(photo, 80)} alt="" className="size-full object-cover" loading="lazy" />
            ) : (
              <Package aria-hidden className="size-4 text-muted-foreground" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{item.title}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {[item.brand, item.categoryLabel].filter(Boolean).join(' · ')}
            </span>
          </span>
          {item.valueCents !== null ? (
            <span className="shrink-0 text-sm font-medium">{formatCents(item.valueCents)}</span>
          ) : null}
        </>
      );
    }
    case 'category':
      return (
        <>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-surface-muted">
            <LayoutGrid aria-hidden className="size-4 text-muted-foreground" />
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{option.category.label}</span>
        </>
      );
  }
}
