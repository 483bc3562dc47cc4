import { useQueryClient } from '@tanstack/react-query';
import { taskKeys, teamKeys } from '../../../shared/api/queryKeys';

/** Reads teams and the task lists again after a team change (team badges and who sees which task move). */
export function useRefreshTeams() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
    ]);
}
