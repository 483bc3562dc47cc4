import { taskUsersApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';

/** User search shows 20 active users, enough to pick from while typing narrows it. */
const USER_SEARCH_LIMIT = 20;

/**
 * Active users matching `search` (name, email), for the collaborator and team member pickers: GET /task_users,
 * which anyone with tasks:view may ask (the users list needs users:view).
 */
export function useUserOptions(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: taskKeys.userOptions(term),
    queryFn: ({ signal }) =>
      fetchList(taskUsersApi.list, { signal, query: { search: term, limit: USER_SEARCH_LIMIT } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
