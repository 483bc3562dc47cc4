import { type TeamMember, type TeamRole, teamMembersApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { resendIfUntouched } from '../../../shared/forms/resendIfUntouched';
import { useRefreshTeams } from './useRefreshTeams';

/** POST, PUT and DELETE /team_members of one team; teams and task lists are read again after each. */
export function useTeamMemberMutations(teamId: number) {
  const refresh = useRefreshTeams();
  const add = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TeamRole }) =>
      callApi(teamMembersApi.create, { body: { team_id: teamId, user_id: userId, role } }),
    onSettled: refresh,
  });
  const changeRole = useMutation({
    // A role picked on a row saves on its own: after a 412 it is sent again unless someone else changed the role.
    mutationFn: ({ member, role }: { member: TeamMember; role: TeamRole }) =>
      resendIfUntouched({
        send: (version = member.version) =>
          callApi(teamMembersApi.update, { params: { id: member.id }, body: { role }, ifMatch: version }),
        load: () => callApi(teamMembersApi.get, { params: { id: member.id } }),
        untouched: (latest) => latest.role === member.role,
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(teamMembersApi.remove, { params: { id } }),
    onSettled: refresh,
  });
  return { add, changeRole, remove };
}
