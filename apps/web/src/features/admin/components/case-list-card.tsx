import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';

/** A paged list query, as TanStack's useInfiniteQuery answers it. */
interface PagedList {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The frame of the dashboard's case tabs (Reports, Disputes): a title, a status filter (All or one status), the
 * table once loaded, its empty and error texts, and Load more while there are more pages.
 */
export function CaseListCard<S extends string>({
  title,
  noun,
  status,
  statuses,
  onStatusChange,
  list,
  empty,
  children,
  after,
}: {
  title: string;
  /** 'reports': 'Filter reports by status', 'No reports found'. */
  noun: string;
  status: S | 'all';
  statuses: ReadonlyArray<{ value: S; label: string }>;
  onStatusChange: (status: S | 'all') => void;
  list: PagedList;
  empty: boolean;
  children: ReactNode;
  /** Rendered after the card's content: the detail dialog. */
  after?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Status</span>
          <NativeSelect
            aria-label={`Filter ${noun} by status`}
            value={status}
            onChange={(event) => onStatusChange(event.target.value as S | 'all')}
            className="h-9 w-40"
          >
            <option value="all">All</option>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {list.isPending ? (
          <Spinner label={`Loading ${noun}...`} />
        ) : list.isError ? (
          <p className="text-sm text-danger">Could not load the {noun}.</p>
        ) : empty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No {noun} found</p>
        ) : (
          children
        )}
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className="justify-self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </CardContent>
      {after}
    </Card>
  );
}
