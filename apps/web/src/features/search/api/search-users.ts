import { searchUsersResultSchema, type SearchUser } from '@swapyard/domain/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/search/users. Spec §8: a search failure is only logged, so it reads as no members found while items and
 * categories still show.
 */
export async function searchUsers(query: string): Promise<SearchUser[]> {
  try {
    const { users } = await apiRequest(
      `/search/users?q=${encodeURIComponent(query)}`,
      searchUsersResultSchema,
    );
    return users;
  } catch (error) {
    console.error('Member search failed', error);
    return [];
  }
}

export const searchUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'users', query.toLowerCase()],
    queryFn: () => searchUsers(query),
    staleTime: 30_000,
  });

/** Members for the (already debounced, trimmed) query; nothing is asked while it is empty (spec §5). */
export const useSearchUsers = (query: string) =>
  useQuery({ ...searchUsersQueryOptions(query), enabled: query !== '' });
