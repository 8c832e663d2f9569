import { viewsEndpoints } from '@swapyard/domain/endpoints/views';
import type { ViewCount } from '@swapyard/domain/social';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '@/lib/api-client';

/** Counts this visit (once per viewer and day on the server); answers the count. */
export function recordView(itemId: string): Promise<ViewCount> {
  return callEndpoint(viewsEndpoints.record, { params: { id: itemId } });
}

/**
 * Records one view per page visit once the item is known (`itemId` undefined until then) and answers the count
 * after it; undefined until the server answered. A failed count is not worth bothering the member about.
 */
export function useRecordView(itemId: string | undefined): number | undefined {
  const { mutate, data, variables, reset } = useMutation({ mutationFn: recordView });
  // A ref survives React's development double effects, so a visit is posted once.
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!itemId || recorded.current === itemId) return;
    recorded.current = itemId;
    reset();
    mutate(itemId);
  }, [itemId, mutate, reset]);
  // The count belongs to the item it was posted for (another item's answer is not shown after navigating).
  return itemId !== undefined && variables === itemId ? data?.views : undefined;
}
