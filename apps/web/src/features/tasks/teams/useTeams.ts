import { teamsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { teamKeys } from '../../../shared/api/queryKeys';

/** Teams shown at once on the Teams tab and in a card's team menu. */
const TEAMS_LIMIT = 200;

/** GET /teams with their members, by name. */
export function useTeams(enabled = true) {
  return useQuery({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) =>
      fetchList(teamsApi.list, { signal, query: { limit: TEAMS_LIMIT, order_by: 'name ASC' } }),
    enabled,
    staleTime: 30_000,
  });
}
