import { likesEndpoints } from '@swapyard/domain/endpoints/likes';
import type { LikeState } from '@swapyard/domain/social';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';
import { optimisticLike } from '../lib/likes';

/** Under the items key, so a change to items (an edit, a delete) refreshes it too. */
export const likeStateQueryKey = (itemId: string) => [...itemsQueryKey, 'like', itemId] as const;

/** Whether the signed-in member likes the item, and its like count. */
export function getLikeState(itemId: string): Promise<LikeState> {
  return callEndpoint(likesEndpoints.state, { params: { id: itemId } });
}

/** Like or unlike: idempotent, answers the state after the change. */
export function setLiked(itemId: string, liked: boolean): Promise<LikeState> {
  return callEndpoint(liked ? likesEndpoints.like : likesEndpoints.unlike, { params: { id: itemId } });
}

export const likeStateQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: likeStateQueryKey(itemId), queryFn: () => getLikeState(itemId) });

/**
 * Records a like state a list already carries (the feed reports the member's like with each card), so the hearts
 * show at once without a request per card. `askedAt`: when the list was asked for.
 */
export function primeLikeState(
  queryClient: QueryClient,
  itemId: string,
  state: LikeState,
  askedAt: number,
): void {
  const key = likeStateQueryKey(itemId);
  // A heart tapped (or a state fetched) after the list was asked for is newer than what the list says.
  if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) > askedAt) return;
  queryClient.setQueryData<LikeState>(key, state, { updatedAt: askedAt });
}

/** Only asked for a signed-in member (a visitor likes nothing; they see the count the item carries). */
export const useLikeState = (itemId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...likeStateQueryOptions(itemId), enabled });

/** The heart and its count change at once; a failure puts them back (the caller shows the toast). */
export function useSetLiked(itemId: string, fallbackLikes: number) {
  const queryClient = useQueryClient();
  const key = likeStateQueryKey(itemId);
  return useMutation({
    mutationFn: (liked: boolean) => setLiked(itemId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key);
      queryClient.setQueryData<LikeState>(
        key,
        optimisticLike(previous ?? { liked: !liked, likes: fallbackLikes }, liked),
      );
      return { previous };
    },
    onError: (_error, _liked, context) => {
      queryClient.setQueryData<LikeState | undefined>(key, context?.previous);
    },
    // The server's answer is the truth (others may have liked meanwhile).
    onSuccess: (state) => queryClient.setQueryData<LikeState>(key, state),
  });
}
