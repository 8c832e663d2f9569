import type { Closet, ClosetSort, ClosetStatusFilter } from '@swapyard/domain/closets';
import { LayoutGrid, List } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { isClosetSort, isStatusFilter, sortOptions, statusOptions } from '../lib/closet-view';
import type { ClosetLayout } from './item-card';

export interface ClosetControls {
  layout: ClosetLayout;
  sort: ClosetSort;
  /** '' for every category. */
  category: string;
  status: ClosetStatusFilter;
}

interface ClosetToolbarProps {
  value: ClosetControls;
  onChange: (next: ClosetControls) => void;
  isOwner: boolean;
  /** The categories to filter by; none when the view is one closet already. */
  closets?: Closet[];
}

const fieldLabel = 'text-xs font-medium text-muted-foreground';

/** Sort, category and (owner only) status filters, and the grid/list toggle. */
export function ClosetToolbar({ value, onChange, isOwner, closets }: ClosetToolbarProps) {
  const id = useId();
  const set = (patch: Partial<ClosetControls>) => onChange({ ...value, ...patch });

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-40 flex-1 gap-1 sm:flex-none">
        <label htmlFor={`${id}-sort`} className={fieldLabel}>
          Sort by
        </label>
        <NativeSelect
          id={`${id}-sort`}
          value={value.sort}
          onChange={(event) => isClosetSort(event.target.value) && set({ sort: event.target.value })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {closets ? (
        <div className="grid min-w-40 flex-1 gap-1 sm:flex-none">
          <label htmlFor={`${id}-category`} className={fieldLabel}>
            Category
          </label>
          <NativeSelect
            id={`${id}-category`}
            value={value.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {closets.map((closet) => (
              <option key={closet.category} value={closet.category}>
                {closet.label}
              </option>
            ))}
            {/* A category chosen before its last item was deleted stays selectable until changed. */}
            {value.category && !closets.some((closet) => closet.category === value.category) ? (
              <option value={value.category}>{value.category}</option>
            ) : null}
          </NativeSelect>
        </div>
      ) : null}
      {isOwner ? (
        <div className="grid min-w-36 flex-1 gap-1 sm:flex-none">
          <label htmlFor={`${id}-status`} className={fieldLabel}>
            Status
          </label>
          <NativeSelect
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => isStatusFilter(event.target.value) && set({ status: event.target.value })}
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div role="group" aria-label="Layout" className="ml-auto flex h-11 rounded-xl bg-surface-muted p-1">
        <LayoutButton
          label="Grid view"
          active={value.layout === 'grid'}
          onClick={() => set({ layout: 'grid' })}
        >
          <LayoutGrid aria-hidden className="size-4" />
        </LayoutButton>
        <LayoutButton
          label="List view"
          active={value.layout === 'list'}
          onClick={() => set({ layout: 'list' })}
        >
          <List aria-hidden className="size-4" />
        </LayoutButton>
      </div>
    </div>
  );
}

function LayoutButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex w-10 cursor-pointer items-center justify-center rounded-lg text-muted-foreground transition-colors hover:text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        active && 'bg-surface text-foreground shadow-sm',
      )}
    >
      {children}
    </button>
  );
}
