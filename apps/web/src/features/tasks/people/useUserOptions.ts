import { taskUsersApi } from '@freight/domain';
import { fetchList } from '../../../shared/api/fetchList';
import { taskKeys } from '../../../shared/api/queryKeys';
import { useServerSearch } from '../../../shared/search/useServerSearch';

/** User search shows 20 active users, enough to pick from while typing narrows it. */
const USER_SEARCH_LIMIT = 20;

/**
 * Active users matching what is typed (name, email), for the collaborator and team member pickers: GET
 * /task_users, which anyone with tasks:view may ask (the users list needs users:view). Asked once the menu
 * has opened or something is typed; an older search's answer never replaces a newer one's (`useServerSearch`).
 */
export function useUserOptions(typed: string, opened: boolean) {
  return useServerSearch({
    typed,
    enabled: opened || typed.trim() !== '',
    queryKey: taskKeys.userOptions,
    fetch: async (text, signal) =>
      (await fetchList(taskUsersApi.list, { signal, query: { search: text, limit: USER_SEARCH_LIMIT } }))
        .data,
  });
}
