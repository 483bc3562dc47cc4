import { type TeamRole, teamMembersApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { taskKeys, teamKeys } from '../../../shared/api/queryKeys';

/** POST, PUT and DELETE /team_members of one team; teams and task lists are read again after each. */
export function useTeamMemberMutations(teamId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
    ]);
  const add = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TeamRole }) =>
      callApi(teamMembersApi.create, { body: { team_id: teamId, user_id: userId, role } }),
    onSettled: refresh,
  });
  const changeRole = useMutation({
    mutationFn: ({ id, role, version }: { id: number; role: TeamRole; version: number }) =>
      callApi(teamMembersApi.update, { params: { id }, body: { role }, ifMatch: version }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(teamMembersApi.remove, { params: { id } }),
    onSettled: refresh,
  });
  return { add, changeRole, remove };
}
